import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, UNAUTHORIZED_BODY } from '../test/fake-fetch.ts';
import '../test/render.tsx';
import { ApiError } from './api-error.ts';
import { navigateToLogin } from './browser-navigation.ts';
import { createQueryClient } from './query-client.ts';
import { getToasts } from './toast-store.ts';
import { LOGIN_REDIRECT_DELAY_MS } from './unauthorized.ts';

// Leaving the app is the one thing jsdom cannot do; record the navigation instead.
vi.mock('./browser-navigation.ts', () => ({ navigateToLogin: vi.fn(), LOGIN_URL: '/api/login' }));

beforeEach(() => {
  vi.mocked(navigateToLogin).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createQueryClient defaults (SPEC §9)', () => {
  it('never goes stale, never refetches on focus, never polls, never retries', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('loads with the default query fn and does not retry a failure', async () => {
    const { fetchMock } = fakeFetch({ 'GET /api/settings': () => ({ status: 500, body: 'boom' }) });
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/settings'] })).rejects.toThrow('500: boom');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('serves cached data without asking the server again', async () => {
    const { fetchMock } = fakeFetch({
      'GET /api/settings': () => ({ body: { pricingUSD: 9, pricingINR: 399 } }),
    });
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['/api/settings'] });
    await client.fetchQuery({ queryKey: ['/api/settings'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('401 Unauthorized handling', () => {
  it('shows the logout toast and goes to login after 500 ms when a query fails with 401', async () => {
    vi.useFakeTimers();
    fakeFetch({ 'GET /api/applications': () => ({ status: 401, body: UNAUTHORIZED_BODY }) });
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/applications'] })).rejects.toThrow(/^401: /);
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ title: 'Unauthorized', variant: 'destructive' });
    vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS - 1);
    expect(navigateToLogin).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigateToLogin).toHaveBeenCalledTimes(1);
  });

  it('does the same for a mutation', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: async () => {
        throw new ApiError(401, 'Unauthorized');
      },
    });
    await expect(mutation.execute(undefined)).rejects.toThrow();
    vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS);
    expect(navigateToLogin).toHaveBeenCalledTimes(1);
  });

  it('leaves other failures alone', async () => {
    vi.useFakeTimers();
    fakeFetch({
      'GET /api/admin/users': () => ({ status: 403, body: 'Forbidden' }),
      'GET /api/other': () => ({ status: 401, body: 'Session expired' }),
    });
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/admin/users'] })).rejects.toThrow('403: Forbidden');
    await expect(client.fetchQuery({ queryKey: ['/api/other'] })).rejects.toThrow('401: Session expired');
    vi.advanceTimersByTime(10_000);
    expect(getToasts()).toHaveLength(0);
    expect(navigateToLogin).not.toHaveBeenCalled();
  });
});
