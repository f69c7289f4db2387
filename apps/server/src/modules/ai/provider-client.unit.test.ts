import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedFetch } from '../../http/outbound/outbound-fetch.ts';
import { type OpenAiStub, startOpenAiStub } from '../../test/openai-stub.ts';
import { type ChatCall, callProvider, type ProviderTarget } from './provider-client.ts';
import { ProviderError } from './provider-errors.ts';

const KEY = 'sk-canary-7f3e9c1d';

describe('callProvider against the stub', () => {
  let stub: OpenAiStub;
  const fetch = createGuardedFetch({ allowLoopbackHttp: true });
  const target = (model: string): ProviderTarget => ({
    id: 'c1',
    name: 'Stub',
    type: 'api_key',
    baseUrl: stub.url,
    model,
    apiKey: KEY,
    curl: undefined,
    answerPath: 'choices.0.message.content',
  });
  const ping: ChatCall = {
    messages: [{ role: 'user', content: 'Reply with {"ok": true}.' }],
    mode: 'none',
    timeoutMs: 1000,
  };
  const failure = async (promise: Promise<unknown>): Promise<ProviderError> => {
    try {
      await promise;
    } catch (error) {
      expect(error).toBeInstanceOf(ProviderError);
      expect((error as Error).message).not.toContain(KEY);
      return error as ProviderError;
    }
    throw new Error('expected a failure');
  };

  beforeAll(async () => {
    stub = await startOpenAiStub({ slowMs: 2000 });
  });
  afterAll(() => stub.close());

  it('returns the answer text and sends the key as a bearer token', async () => {
    expect(await callProvider(target('valid'), ping, fetch)).toBe('{"ok": true}');
    expect(stub.requests.at(-1)?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('classifies failures for the router', async () => {
    expect((await failure(callProvider(target('rate-limited'), ping, fetch))).kind).toBe('rate_limited');
    expect((await failure(callProvider(target('server-error'), ping, fetch))).kind).toBe('server_error');
    const schema = {
      name: 'x',
      schema: { type: 'object', properties: {}, required: [], additionalProperties: false },
    };
    const refused = await failure(
      callProvider(target('no-schema'), { ...ping, mode: 'json_schema', schema }, fetch),
    );
    expect(refused.kind).toBe('format_unsupported');
    expect((await failure(callProvider(target('slow'), ping, fetch))).kind).toBe('timeout');
  });

  it('stops at once when the caller cancels', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const cancelled = await failure(
      callProvider(target('slow'), { ...ping, timeoutMs: 5000, signal: controller.signal }, fetch),
    );
    // Without the cancel the slow answer would arrive (2 s, inside the 5 s deadline) and succeed.
    expect(cancelled.kind).toBe('aborted');
  });

  it('refuses a provider on a private address without connecting', async () => {
    const before = stub.requests.length;
    const blocked = await failure(
      callProvider(
        { ...target('valid'), baseUrl: 'https://10.0.0.1/v1' },
        ping,
        createGuardedFetch({ allowLoopbackHttp: false }),
      ),
    );
    expect(blocked.kind).toBe('blocked');
    expect(stub.requests.length).toBe(before);
  });
});
