import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../test/fake-fetch.ts';
import '../test/render.tsx';
import { apiRequest, getQueryFn, throwIfResNotOk } from './api-request.ts';

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

describe('getQueryFn', () => {
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
