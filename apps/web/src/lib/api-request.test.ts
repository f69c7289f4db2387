import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../test/fake-fetch.ts';
import '../test/render.tsx';
import { ApiError, UnexpectedResponseError } from './api-error.ts';
import { apiRequest, getQueryFn, jsonQueryFn, requestJson, throwIfResNotOk } from './api-request.ts';

/** A stand-in for a contract schema: accepts `{ id: string }` only. */
const idSchema = {
  parse(value: unknown): { id: string } {
    if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'string')
      return { id: value.id };
    throw new Error('not an { id }');
  },
};

function queryContext(queryKey: readonly unknown[]) {
  // The fields a QueryFunction reads; the rest of the context is irrelevant to our loader.
  return { queryKey, signal: new AbortController().signal, meta: undefined, client: undefined } as never;
}

describe('throwIfResNotOk', () => {
  it('uses the status and body text', async () => {
    const response = new Response('Job Description Too Short', { status: 400, statusText: 'Bad Request' });
    await expect(throwIfResNotOk(response)).rejects.toThrow(/^400: Job Description Too Short$/);
  });

  it('falls back to the status text when the body is empty', async () => {
    const response = new Response('', { status: 503, statusText: 'Service Unavailable' });
    await expect(throwIfResNotOk(response)).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('keeps the status and the body for callers', async () => {
    const response = new Response('{"message":"Nope"}', { status: 422, statusText: 'Unprocessable Entity' });
    const error = await throwIfResNotOk(response).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      body: '{"message":"Nope"}',
      message: '422: {"message":"Nope"}',
    });
  });

  it('lets ok responses through', async () => {
    await expect(throwIfResNotOk(new Response('{}', { status: 200 }))).resolves.toBeUndefined();
  });
});

describe('apiRequest', () => {
  it('sends JSON with cookies and returns the response', async () => {
    const { requests } = fakeFetch({ 'POST /api/contact': () => ({ body: { message: 'ok' } }) });
    const response = await apiRequest('POST', '/api/contact', { name: 'A' });
    expect(await response.json()).toEqual({ message: 'ok' });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/contact',
      body: { name: 'A' },
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('sends FormData as multipart without forcing a content type', async () => {
    const { fetchMock } = fakeFetch({ 'POST /api/applications': () => ({ status: 201, body: {} }) });
    const form = new FormData();
    form.append('jobTitle', 'Engineer');
    await apiRequest('POST', '/api/applications', form);
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBe(form);
    expect(init.headers).toBeUndefined();
  });

  it("turns a failure into '{status}: {body}'", async () => {
    fakeFetch({ 'DELETE /api/applications/7': () => ({ status: 404, body: 'Application not found' }) });
    await expect(apiRequest('DELETE', '/api/applications/7')).rejects.toThrow('404: Application not found');
  });
});

describe('requestJson', () => {
  it('returns the body the schema accepts', async () => {
    fakeFetch({ 'POST /api/things': () => ({ status: 201, body: { id: 't-1', extra: true } }) });
    await expect(requestJson('POST', '/api/things', idSchema, { name: 'A' })).resolves.toEqual({ id: 't-1' });
  });

  it('rejects a body the schema refuses, naming the address', async () => {
    fakeFetch({ 'GET /api/things/1': () => ({ body: { name: 'no id' } }) });
    const error = await requestJson('GET', '/api/things/1', idSchema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect((error as Error).message).toContain('/api/things/1');
  });

  it('rejects a body that is not JSON', async () => {
    fakeFetch({ 'GET /api/things/1': () => ({ body: '<html>proxy error</html>' }) });
    await expect(requestJson('GET', '/api/things/1', idSchema)).rejects.toBeInstanceOf(
      UnexpectedResponseError,
    );
  });

  it('raises the ApiError before looking at the body', async () => {
    fakeFetch({ 'GET /api/things/1': () => ({ status: 404, body: 'Not here' }) });
    await expect(requestJson('GET', '/api/things/1', idSchema)).rejects.toMatchObject({
      status: 404,
      body: 'Not here',
    });
  });
});

describe('jsonQueryFn', () => {
  it('GETs the query key joined by slashes and checks the body', async () => {
    fakeFetch({ 'GET /api/things/9': () => ({ body: { id: '9' } }) });
    await expect(jsonQueryFn(idSchema)(queryContext(['/api/things', '9']))).resolves.toEqual({ id: '9' });
  });
});

describe('getQueryFn', () => {
  it('checks the body when given a schema', async () => {
    fakeFetch({ 'GET /api/auth/user': () => ({ body: { email: 'no id' } }) });
    await expect(
      getQueryFn({ on401: 'returnNull', schema: idSchema })(queryContext(['/api/auth/user'])),
    ).rejects.toBeInstanceOf(UnexpectedResponseError);
  });

  it('GETs the query key joined by slashes', async () => {
    const { requests } = fakeFetch({ 'GET /api/applications/42': () => ({ body: { id: '42' } }) });
    const result = await getQueryFn({ on401: 'throw' })(queryContext(['/api/applications', '42']));
    expect(result).toEqual({ id: '42' });
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/applications/42', credentials: 'include' });
  });

  it('returns null on 401 when asked to', async () => {
    fakeFetch({ 'GET /api/auth/user': () => ({ status: 401, body: 'Unauthorized' }) });
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/auth/user']))).resolves.toBeNull();
  });

  it('raises on 401 by default', async () => {
    fakeFetch({ 'GET /api/auth/user': () => ({ status: 401, body: 'Unauthorized' }) });
    await expect(getQueryFn({ on401: 'throw' })(queryContext(['/api/auth/user']))).rejects.toThrow(
      '401: Unauthorized',
    );
  });
});
