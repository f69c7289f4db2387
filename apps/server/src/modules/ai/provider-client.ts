import { DEFAULT_ANSWER_PATH } from '@hireproof/contract';
import OpenAI from 'openai';
import { type GuardedFetch, OutboundBlockedError } from '../../http/outbound/outbound-fetch.ts';
import { CREDENTIAL_NAME } from './credentials-in-text.ts';
import { type CurlRequest, curlSecrets, fillCurlRequest, readAnswerPath } from './curl-command.ts';
import { maskKey, scrubSecrets } from './key-crypto.ts';
import { kindOfStatus, ProviderError } from './provider-errors.ts';

/** A configuration ready to call: its key decrypted, its curl command parsed. Never leaves the server. */
export interface ProviderTarget {
  id: string;
  name: string;
  type: 'api_key' | 'curl';
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  curl: CurlRequest | undefined;
  answerPath: string;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** json_schema (strict), json_object, or nothing: the ladder of engine-methods §4.3. */
export type ResponseFormatMode = 'json_schema' | 'json_object' | 'none';

export interface ChatCall {
  messages: ChatMessage[];
  mode: ResponseFormatMode;
  schema?: { name: string; schema: Record<string, unknown> };
  temperature?: number;
  maxTokens?: number;
  signal?: AbortSignal;
  timeoutMs: number;
  /** Called once the request is on the wire, so the caller can do its own work during the wait. */
  onSent?: () => void;
}

/** One HTTP exchange as shown to an admin: keys masked, the answer truncated. */
export interface Exchange {
  request: { method: string; url: string; headers: Record<string, string>; body: string };
  response: { status: number | null; body: string } | null;
}

export const EXCHANGE_BODY_LIMIT = 4000;
const truncate = (text: string, limit = EXCHANGE_BODY_LIMIT) =>
  text.length > limit ? `${text.slice(0, limit)}… (${text.length - limit} more characters)` : text;

/** Header values as shown: credential-named ones masked, the others with known secrets scrubbed. */
function maskedHeaders(headers: Headers, secrets: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!CREDENTIAL_NAME.test(name)) out[name] = scrubSecrets(value, secrets);
    else {
      const bearer = value.match(/^(Bearer|Basic|Token)\s+(.+)$/i);
      out[name] = bearer ? `${bearer[1]} ${maskKey(bearer[2]!)}` : maskKey(value);
    }
  });
  return out;
}

/** The secrets of a target, for scrubbing messages and echoes. */
export function targetSecrets(target: ProviderTarget): string[] {
  return [target.apiKey, ...(target.curl ? curlSecrets(target.curl) : [])].filter(
    (s): s is string => !!s && s.length >= 4,
  );
}

/** Wraps our guarded fetch so the test endpoint can show what was sent and what came back. */
function recordingFetch(
  fetch: GuardedFetch,
  secrets: string[],
  onExchange?: (exchange: Exchange) => void,
): GuardedFetch {
  if (!onExchange) return fetch;
  return async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const exchange: Exchange = {
      request: {
        method: init.method ?? 'GET',
        url: scrubSecrets(url, secrets),
        headers: maskedHeaders(new Headers(init.headers), secrets),
        body: truncate(scrubSecrets(typeof init.body === 'string' ? init.body : '', secrets)),
      },
      response: null,
    };
    onExchange(exchange);
    const response = await fetch(input, init);
    const text = await response.clone().text();
    exchange.response = { status: response.status, body: truncate(scrubSecrets(text, secrets)) };
    return response;
  };
}

function withSentNotice(fetch: GuardedFetch, onSent: (() => void) | undefined): GuardedFetch {
  if (!onSent) return fetch;
  return (input, init = {}) => fetch(input, { ...init, onRequestSent: onSent });
}

function responseFormat(call: ChatCall) {
  if (call.mode === 'json_schema' && call.schema)
    return {
      response_format: {
        type: 'json_schema' as const,
        json_schema: { name: call.schema.name, strict: true, schema: call.schema.schema },
      },
    };
  if (call.mode === 'json_object') return { response_format: { type: 'json_object' as const } };
  return {};
}

function fromSdkError(error: unknown, secrets: string[], signal?: AbortSignal): ProviderError {
  const scrub = (text: string) => scrubSecrets(text, secrets);
  if (error instanceof ProviderError) return error;
  if (error instanceof OpenAI.APIUserAbortError || signal?.aborted)
    return new ProviderError('aborted', 'The request was cancelled');
  if (error instanceof OpenAI.APIConnectionTimeoutError)
    return new ProviderError('timeout', 'The provider did not answer in time');
  if (error instanceof OpenAI.APIError && typeof error.status === 'number') {
    const body = scrub(JSON.stringify(error.error ?? error.message ?? ''));
    return new ProviderError(
      kindOfStatus(error.status, body),
      scrub(`HTTP ${error.status}: ${error.message}`),
      error.status,
      body,
    );
  }
  const cause = (error as { cause?: unknown })?.cause;
  if (cause instanceof OutboundBlockedError || error instanceof OutboundBlockedError)
    return new ProviderError('blocked', scrub(((cause ?? error) as Error).message));
  if (cause instanceof Error && cause.name === 'TimeoutError')
    return new ProviderError('timeout', 'The provider did not answer in time');
  if (error instanceof Error && error.name === 'TimeoutError')
    return new ProviderError('timeout', 'The provider did not answer in time');
  return new ProviderError(
    'network',
    scrub(`Could not reach the provider: ${(error as Error)?.message ?? 'unknown error'}`),
  );
}

/** One chat completion against one configuration; returns the answer's text. */
export async function callProvider(
  target: ProviderTarget,
  call: ChatCall,
  fetch: GuardedFetch,
  onExchange?: (exchange: Exchange) => void,
): Promise<string> {
  const secrets = targetSecrets(target);
  const timeout = AbortSignal.timeout(call.timeoutMs);
  const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
  const recorded = withSentNotice(recordingFetch(fetch, secrets, onExchange), call.onSent);
  try {
    if (target.type === 'curl') return await callCurl(target, call, recorded, signal, secrets);
    const client = new OpenAI({
      baseURL: target.baseUrl,
      apiKey: target.apiKey ?? '',
      fetch: recorded,
      timeout: call.timeoutMs,
      maxRetries: 0,
    });
    const completion = await client.chat.completions.create(
      {
        model: target.model,
        messages: call.messages,
        temperature: call.temperature ?? 0.2,
        ...(call.maxTokens ? { max_tokens: call.maxTokens } : {}),
        ...responseFormat(call),
      },
      { signal },
    );
    const text = completion.choices?.[0]?.message?.content;
    if (typeof text !== 'string' || !text.trim())
      throw new ProviderError('bad_answer', 'The provider returned no text');
    return text;
  } catch (error) {
    if (timeout.aborted && !call.signal?.aborted)
      throw new ProviderError('timeout', 'The provider did not answer in time');
    throw fromSdkError(error, secrets, call.signal);
  }
}

async function callCurl(
  target: ProviderTarget,
  call: ChatCall,
  fetch: GuardedFetch,
  signal: AbortSignal,
  secrets: string[],
): Promise<string> {
  const curl = target.curl;
  if (!curl) throw new ProviderError('bad_request', 'The curl command is missing');
  const system = call.messages
    .filter((m) => m.role === 'system')
    .map((m) => m.content)
    .join('\n\n');
  const prompt = call.messages
    .filter((m) => m.role === 'user')
    .map((m) => m.content)
    .join('\n\n');
  const filled = fillCurlRequest(curl, {
    prompt,
    system,
    messages: call.messages,
    ...(target.apiKey ? { apiKey: target.apiKey } : {}),
  });
  const response = await fetch(filled.url, {
    method: filled.method,
    headers: filled.headers,
    ...(filled.body !== undefined ? { body: filled.body } : {}),
    signal,
  });
  const text = scrubSecrets(await response.text(), secrets);
  if (response.status < 200 || response.status >= 300)
    throw new ProviderError(
      kindOfStatus(response.status, text),
      `HTTP ${response.status}`,
      response.status,
      text,
    );
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  const answer = readAnswerPath(parsed, target.answerPath || DEFAULT_ANSWER_PATH);
  if (typeof answer !== 'string' || !answer.trim())
    throw new ProviderError(
      'bad_answer',
      `The answer has no text at '${target.answerPath || DEFAULT_ANSWER_PATH}'`,
    );
  return answer;
}
