import type { QueryFunction } from '@tanstack/react-query';

/**
 * Turns a non-ok response into an Error whose message is `'{status}: {body text}'`, or
 * `'{status}: {status text}'` when the body is empty (SPEC §7). Callers and the 401 handler match on
 * this text, so keep the format exact.
 */
export async function throwIfResNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Calls our own API (same origin, cookies included). A plain object body is sent as JSON; FormData is
 * sent as multipart and lets the browser set the boundary.
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const init: RequestInit = { method, credentials: 'include' };
  if (body !== undefined) {
    if (isForm) {
      init.body = body;
    } else {
      init.headers = { 'Content-Type': 'application/json' };
      init.body = JSON.stringify(body);
    }
  }
  const response = await fetch(url, init);
  await throwIfResNotOk(response);
  return response;
}

/** What a query does when the server answers 401: fail (the default) or resolve with null. */
export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** The default loader: GET on the query key's parts joined by '/', parsed as JSON. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (options.on401 === 'returnNull' && response.status === 401) return null;
    await throwIfResNotOk(response);
    return (await response.json()) as T;
  };
}
