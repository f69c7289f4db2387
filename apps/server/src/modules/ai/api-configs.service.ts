import {
  type ApiConfig,
  type ApiConfigTestResult,
  type createApiConfigRequestSchema,
  DEFAULT_AI_BASE_URL,
  DEFAULT_AI_MODEL,
  DEFAULT_ANSWER_PATH,
  type updateApiConfigRequestSchema,
} from '@hireproof/contract';
import type { z } from 'zod';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import {
  checkOutboundUrl,
  type GuardedFetch,
  OutboundBlockedError,
  type OutboundPolicy,
} from '../../http/outbound/outbound-fetch.ts';
import {
  type ApiConfigRow,
  deleteApiConfigRow,
  findApiConfigByName,
  findApiConfigRow,
  insertApiConfigRow,
  listApiConfigRows,
  type NewApiConfigRow,
  recordProviderFailure,
  recordProviderSuccess,
  updateApiConfigRow,
} from './api-configs.queries.ts';
import { currentUsage } from './api-usage.queries.ts';
import { CurlParseError, maskCurlCommand, parseCurlCommand } from './curl-command.ts';
import { maskKey, type SecretBox, scrubSecrets, UnreadableSecretError } from './key-crypto.ts';
import { callProvider, type Exchange, type ProviderTarget, targetSecrets } from './provider-client.ts';
import { ProviderError } from './provider-errors.ts';

export type CreateApiConfigInput = z.output<typeof createApiConfigRequestSchema>;
export type UpdateApiConfigInput = z.output<typeof updateApiConfigRequestSchema>;

/** The configuration AI_BASE_URL / AI_API_KEY / AI_MODEL seed at start (found again by this name). */
export const ENVIRONMENT_CONFIG_NAME = 'Environment';
export const FAILURE_THRESHOLD = 3;

/** 'https://host/api/v1/chat/completions/' → 'https://host/api/v1' (the SDK adds the path). */
export function sdkBaseUrl(url: string): string {
  return url
    .trim()
    .replace(/\/+$/, '')
    .replace(/\/chat\/completions$/, '');
}

export interface ApiConfigsDeps {
  db: Db;
  box: SecretBox;
  clock: Clock;
  fetch: GuardedFetch;
  policy: Pick<OutboundPolicy, 'allowLoopbackHttp'>;
  /** Per provider call (the test endpoint and the writer). */
  timeoutMs: number;
}

export function createApiConfigsService(deps: ApiConfigsDeps) {
  const { db, box, clock } = deps;

  /** Decrypts and parses a row into something callable; throws ProviderError for an unreadable key. */
  function targetOf(row: ApiConfigRow): ProviderTarget {
    try {
      const apiKey = row.apiKeyEncrypted ? box.open(row.apiKeyEncrypted) : undefined;
      const command = row.type === 'curl' && row.curlCommand ? box.open(row.curlCommand) : undefined;
      return {
        id: row.id,
        name: row.name,
        type: row.type,
        baseUrl: sdkBaseUrl(row.baseUrl ?? DEFAULT_AI_BASE_URL),
        model: row.model ?? DEFAULT_AI_MODEL,
        apiKey,
        curl: command ? parseCurlCommand(command) : undefined,
        answerPath: row.answerPath ?? DEFAULT_ANSWER_PATH,
      };
    } catch (error) {
      if (error instanceof UnreadableSecretError) throw new ProviderError('unreadable_key', error.message);
      if (error instanceof CurlParseError) throw new ProviderError('bad_request', error.message);
      throw error;
    }
  }

  function viewOf(row: ApiConfigRow, usage: number): ApiConfig {
    let apiKey: string | null = null;
    let curlCommand: string | null = null;
    try {
      if (row.apiKeyEncrypted) apiKey = maskKey(box.open(row.apiKeyEncrypted));
    } catch {
      apiKey = '•••••••• (unreadable, re-enter)';
    }
    try {
      if (row.curlCommand) curlCommand = maskCurlCommand(box.open(row.curlCommand), maskKey);
    } catch {
      curlCommand = '(unreadable, re-enter)';
    }
    return {
      id: row.id,
      name: row.name,
      type: row.type,
      curlCommand,
      apiKey,
      baseUrl: row.baseUrl,
      model: row.model,
      answerPath: row.answerPath,
      priority: row.priority,
      rateLimitPerHour: row.rateLimitPerHour,
      active: row.isActive,
      healthy: row.isHealthy,
      currentUsage: usage,
      usagePercentage: Math.round((usage / row.rateLimitPerHour) * 1000) / 10,
      lastReset: row.lastReset ? row.lastReset.toISOString() : null,
      lastError: row.lastError,
    };
  }

  async function viewsOf(rows: ApiConfigRow[]): Promise<ApiConfig[]> {
    const usage = await currentUsage(
      db,
      rows.map((r) => r.id),
      clock.now(),
    );
    return rows.map((row) => viewOf(row, usage.get(row.id) ?? 0));
  }

  function checkUrl(url: string, label: string): void {
    try {
      checkOutboundUrl(url, deps.policy);
    } catch (error) {
      if (error instanceof OutboundBlockedError)
        throw new AppError(
          'INVALID_INPUT',
          `${label}: ${error.message.replace(/^Outbound request refused: /, '')}`,
        );
      throw error;
    }
  }

  /** Validates and seals the type-specific fields (the key, the curl command) of a create or update. */
  function sealedFields(input: {
    type: 'api_key' | 'curl';
    apiKey?: string | undefined;
    baseUrl?: string | undefined;
    curlCommand?: string | undefined;
  }): Partial<NewApiConfigRow> {
    const out: Partial<NewApiConfigRow> = {};
    if (input.baseUrl !== undefined) {
      checkUrl(input.baseUrl, 'Base URL');
      out.baseUrl = sdkBaseUrl(input.baseUrl);
    }
    if (input.apiKey !== undefined) out.apiKeyEncrypted = box.seal(input.apiKey);
    if (input.curlCommand !== undefined) {
      let url: string;
      try {
        url = parseCurlCommand(input.curlCommand).url;
      } catch (error) {
        if (error instanceof CurlParseError) throw new AppError('INVALID_INPUT', error.message);
        throw error;
      }
      checkUrl(url, 'Curl URL');
      out.curlCommand = box.seal(input.curlCommand);
    }
    return out;
  }

  return {
    targetOf,

    async list(): Promise<ApiConfig[]> {
      return viewsOf(await listApiConfigRows(db));
    },

    async create(input: CreateApiConfigInput): Promise<ApiConfig> {
      const row = await insertApiConfigRow(db, {
        name: input.name,
        type: input.type,
        model: input.model ?? (input.type === 'api_key' ? DEFAULT_AI_MODEL : null),
        baseUrl: input.type === 'api_key' ? DEFAULT_AI_BASE_URL : null,
        answerPath: input.answerPath ?? null,
        priority: input.priority,
        rateLimitPerHour: input.rateLimitPerHour,
        isActive: input.active,
        ...sealedFields(input),
      });
      return (await viewsOf([row]))[0]!;
    },

    async update(id: string, input: UpdateApiConfigInput): Promise<ApiConfig> {
      const existing = await findApiConfigRow(db, id);
      if (!existing) throw new AppError('NOT_FOUND', 'API configuration not found');
      const type = input.type ?? existing.type;
      if (type === 'api_key' && !input.apiKey && !existing.apiKeyEncrypted)
        throw new AppError('INVALID_INPUT', 'API key is required');
      if (type === 'curl' && !input.curlCommand && !existing.curlCommand)
        throw new AppError('INVALID_INPUT', 'Curl command is required');
      const values: Partial<NewApiConfigRow> = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        type,
        ...(input.model !== undefined ? { model: input.model } : {}),
        ...(input.answerPath !== undefined ? { answerPath: input.answerPath } : {}),
        ...(input.priority !== undefined ? { priority: input.priority } : {}),
        ...(input.rateLimitPerHour !== undefined ? { rateLimitPerHour: input.rateLimitPerHour } : {}),
        ...(input.active !== undefined ? { isActive: input.active } : {}),
        ...sealedFields({ ...input, type }),
        updatedAt: clock.now(),
      };
      const row = await updateApiConfigRow(db, id, values);
      if (!row) throw new AppError('NOT_FOUND', 'API configuration not found');
      return (await viewsOf([row]))[0]!;
    },

    async remove(id: string): Promise<void> {
      if (!(await deleteApiConfigRow(db, id))) throw new AppError('NOT_FOUND', 'API configuration not found');
    },

    /**
     * Sends one small prompt and reports what was sent (keys masked) and what came back. A success
     * makes an unhealthy configuration healthy again; a failure counts like any other.
     */
    async test(id: string): Promise<ApiConfigTestResult> {
      const row = await findApiConfigRow(db, id);
      if (!row) throw new AppError('NOT_FOUND', 'API configuration not found');
      let exchange: Exchange | undefined;
      let secrets: string[] = [];
      try {
        const target = targetOf(row);
        secrets = targetSecrets(target);
        await callProvider(
          target,
          {
            messages: [
              { role: 'system', content: 'You are a connectivity check. Answer with JSON only.' },
              { role: 'user', content: 'Reply with {"ok": true}.' },
            ],
            mode: 'none',
            maxTokens: 20,
            timeoutMs: deps.timeoutMs,
          },
          deps.fetch,
          (sent) => {
            exchange = sent;
          },
        );
        await recordProviderSuccess(db, id, clock.now());
        return { success: true, error: null, ...shown(exchange) };
      } catch (error) {
        const message = scrubSecrets(
          error instanceof ProviderError || error instanceof Error
            ? error.message
            : 'The API configuration test failed.',
          secrets,
        );
        await recordProviderFailure(db, id, message, FAILURE_THRESHOLD, clock.now());
        return { success: false, error: message, ...shown(exchange) };
      }
    },

    /** AI_BASE_URL / AI_API_KEY / AI_MODEL → the 'Environment' configuration, created once and kept in step. */
    async seedFromEnvironment(ai: { baseUrl: string; apiKey: string; model: string }): Promise<void> {
      checkUrl(ai.baseUrl, 'AI_BASE_URL');
      const existing = await findApiConfigByName(db, ENVIRONMENT_CONFIG_NAME);
      const values = {
        type: 'api_key' as const,
        baseUrl: sdkBaseUrl(ai.baseUrl),
        model: ai.model,
      };
      if (!existing) {
        await insertApiConfigRow(db, {
          name: ENVIRONMENT_CONFIG_NAME,
          ...values,
          apiKeyEncrypted: box.seal(ai.apiKey),
        });
        return;
      }
      let sameKey = false;
      try {
        sameKey = !!existing.apiKeyEncrypted && box.open(existing.apiKeyEncrypted) === ai.apiKey;
      } catch {
        sameKey = false;
      }
      await updateApiConfigRow(db, existing.id, {
        ...values,
        ...(sameKey ? {} : { apiKeyEncrypted: box.seal(ai.apiKey) }),
        updatedAt: clock.now(),
      });
    },
  };
}

function shown(exchange: Exchange | undefined): Pick<ApiConfigTestResult, 'request' | 'response'> {
  return {
    request: exchange?.request ?? { method: 'POST', url: '', headers: {}, body: '' },
    response: exchange?.response ?? null,
  };
}

export type ApiConfigsService = ReturnType<typeof createApiConfigsService>;
