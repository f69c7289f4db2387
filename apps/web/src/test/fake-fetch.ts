import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
  credentials: RequestCredentials | undefined;
  headers: Record<string, string>;
}

type Reply = { status?: number; body?: unknown; statusText?: string } | (() => never);
type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

/**
 * Replaces `fetch` with a table of handlers keyed by `'METHOD /path'`, standing in for the server at
 * the network boundary. Unknown requests answer 404. Every request is recorded for assertions.
 */
export function fakeFetch(handlers: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input.toString();
    const method = (init.method ?? 'GET').toUpperCase();
    let body: unknown = init.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // keep the raw string
      }
    }
    const request: RecordedRequest = {
      method,
      url,
      body,
      credentials: init.credentials,
      headers: { ...(init.headers as Record<string, string> | undefined) },
    };
    requests.push(request);
    const handler = handlers[`${method} ${url.split('?')[0]}`];
    if (!handler) return new Response('Not Found', { status: 404, statusText: 'Not Found' });
    const reply = await handler(request);
    if (typeof reply === 'function') return reply();
    const status = reply.status ?? 200;
    const text =
      reply.body === undefined
        ? ''
        : typeof reply.body === 'string'
          ? reply.body
          : JSON.stringify(reply.body);
    return new Response(status === 204 ? null : text, { status, statusText: reply.statusText ?? '' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

/** The body our server sends with a 401. */
export const UNAUTHORIZED_BODY = { code: 'UNAUTHORIZED', message: 'Unauthorized', requestId: 'req-1' };
