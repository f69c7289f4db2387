import type { Logger } from 'pino';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { GuardedFetch } from '../../http/outbound/outbound-fetch.ts';
import type { ApiConfigRow } from './api-configs.queries.ts';
import { recordProviderFailure, recordProviderSuccess, usableApiConfigRows } from './api-configs.queries.ts';
import { FAILURE_THRESHOLD } from './api-configs.service.ts';
import { consumeUsage } from './api-usage.queries.ts';
import { type ChatCall, callProvider, type ProviderTarget } from './provider-client.ts';
import { NoProviderAvailableError, ProviderError } from './provider-errors.ts';

/** What a task gets for one configuration: chat calls, each counted against its hourly limit. */
export interface ProviderHandle {
  id: string;
  name: string;
  type: 'api_key' | 'curl';
  model: string;
  chat(call: Omit<ChatCall, 'timeoutMs' | 'signal'>): Promise<string>;
}

export interface RouterDeps {
  db: Db;
  clock: Clock;
  fetch: GuardedFetch;
  logger: Logger;
  targetOf(row: ApiConfigRow): ProviderTarget;
  /** Per call; every call also honours the caller's signal. */
  timeoutMs: number;
  failureThreshold?: number;
}

export interface Routed<T> {
  value: T;
  provider: { id: string; name: string; model: string };
}

/**
 * The provider pool (DESIGN §6): active and healthy configurations by priority, each under its
 * hourly limit (counted in the database), failing over to the next on timeouts, 429, 5xx, network
 * errors and unusable answers. Failures in a row make a configuration unhealthy; the caller's
 * cancel stops everything at once.
 */
export function createProviderRouter(deps: RouterDeps) {
  const threshold = deps.failureThreshold ?? FAILURE_THRESHOLD;

  async function run<T>(
    task: (provider: ProviderHandle) => Promise<T>,
    options: { signal?: AbortSignal } = {},
  ): Promise<Routed<T>> {
    const rows = await usableApiConfigRows(deps.db);
    const attempts: ConstructorParameters<typeof NoProviderAvailableError>[0] = [];
    for (const row of rows) {
      options.signal?.throwIfAborted();
      try {
        const target = deps.targetOf(row);
        const handle: ProviderHandle = {
          id: row.id,
          name: row.name,
          type: row.type,
          model: target.model,
          async chat(call) {
            const count = await consumeUsage(deps.db, row.id, row.rateLimitPerHour, deps.clock.now());
            if (count === undefined) throw new ProviderError('over_limit', 'The hourly limit is reached');
            return callProvider(
              target,
              { ...call, timeoutMs: deps.timeoutMs, ...(options.signal ? { signal: options.signal } : {}) },
              deps.fetch,
            );
          },
        };
        const value = await task(handle);
        if (row.consecutiveFailures > 0 || row.lastError)
          await recordProviderSuccess(deps.db, row.id, deps.clock.now());
        return { value, provider: { id: row.id, name: row.name, model: target.model } };
      } catch (error) {
        if (options.signal?.aborted) throw options.signal.reason ?? error;
        const failure =
          error instanceof ProviderError
            ? error
            : new ProviderError('bad_answer', (error as Error)?.message ?? 'Unusable answer');
        attempts.push({ configId: row.id, name: row.name, kind: failure.kind, message: failure.message });
        if (failure.countsAsFailure) {
          const state = await recordProviderFailure(
            deps.db,
            row.id,
            failure.message,
            threshold,
            deps.clock.now(),
          );
          if (state && !state.healthy)
            deps.logger.warn(
              { event: 'ai_provider_unhealthy', configId: row.id, kind: failure.kind },
              'AI provider marked unhealthy',
            );
        }
        deps.logger.info(
          { event: 'ai_failover', configId: row.id, kind: failure.kind },
          'AI provider failed; trying the next',
        );
      }
    }
    throw new NoProviderAvailableError(attempts);
  }

  return {
    run,
    /** True when at least one configuration could be tried. */
    async hasUsable(): Promise<boolean> {
      return (await usableApiConfigRows(deps.db)).length > 0;
    },
  };
}

export type ProviderRouter = ReturnType<typeof createProviderRouter>;
