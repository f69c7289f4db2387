import type { QueryFunction } from '@tanstack/react-query';
import { ApiError, UnexpectedResponseError } from './api-error.ts';

/** Turns a non-ok response into an ApiError (SPEC §7 text); ok responses pass. */
export async function throwIfResNotOk(response: Response): Promise<void> {
  if (!response.ok) throw await ApiError.from(response);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Anything that checks an unknown value and returns it typed: the contract's zod schemas, or a
 * loader of one (see current-user.ts) when the schema library must stay out of the first bundle.
 */
export interface ResponseSchema<T> {
  parse(value: unknown): T | Promise<T>;
}

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

/** Reads an ok response's JSON and checks it against the contract: the one place a body gets a type. */
async function parseResponse<T>(response: Response, url: string, schema: ResponseSchema<T>): Promise<T> {
  try {
    return await schema.parse(await response.json());
  } catch (cause) {
    throw new UnexpectedResponseError(url, { cause });
  }
}

/** `apiRequest`, then the body checked against `schema`. */
export async function requestJson<T>(
  method: HttpMethod,
  url: string,
  schema: ResponseSchema<T>,
  body?: unknown,
): Promise<T> {
  return parseResponse(await apiRequest(method, url, body), url, schema);
}

/** The loader of a query whose key is its address (SPEC §7): GET, then the body checked by `schema`. */
export function jsonQueryFn<T>(schema: ResponseSchema<T>): QueryFunction<T> {
  return ({ queryKey }) => requestJson('GET', queryKey.join('/'), schema);
}

/** What a query does when the server answers 401: fail (the default) or resolve with null. */
export type UnauthorizedBehavior = 'throw' | 'returnNull';

/**
 * The default data loader of SPEC §7: GET on the query key's parts joined by '/'. With a schema the
 * body is checked and typed; without one (the app-wide default) it is returned as it came.
 */
export function getQueryFn<T = unknown>(options: {
  on401: UnauthorizedBehavior;
  schema?: ResponseSchema<T>;
}): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const url = queryKey.join('/');
    const response = await fetch(url, { credentials: 'include' });
    if (options.on401 === 'returnNull' && response.status === 401) return null;
    // 204: the server has nothing to report (GET /api/auth/user for a signed-out visitor).
    if (response.status === 204) return null;
    await throwIfResNotOk(response);
    return options.schema ? parseResponse(response, url, options.schema) : ((await response.json()) as T);
  };
}
