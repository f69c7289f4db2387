import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigateToLogin } from '../lib/browser-navigation.ts';
import { getToasts } from '../lib/toast-store.ts';
import { fakeFetch } from '../test/fake-fetch.ts';
import { makeUser, renderWithClient, stubColorScheme } from '../test/render.tsx';
import { ApplicationRoute } from './application-route.tsx';

// Leaving the single-page app is the one thing jsdom cannot do; record it instead.
vi.mock('../lib/browser-navigation.ts', () => ({
  navigateToLogin: vi.fn(),
  LOGIN_URL: '/api/login',
  LOGOUT_URL: '/api/logout',
}));

vi.mock('wouter', async (importOriginal) => ({
  ...(await importOriginal<typeof import('wouter')>()),
  useParams: () => ({ id: 'app-1' }),
}));

beforeEach(() => {
  vi.mocked(navigateToLogin).mockClear();
  stubColorScheme('light');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ApplicationRoute', () => {
  it('toasts a signed-out visitor, then goes to /api/login after 500 ms', async () => {
    vi.useFakeTimers();
    fakeFetch({ 'GET /api/auth/user': () => ({ status: 401, body: { message: 'Unauthorized' } }) });
    renderWithClient(<ApplicationRoute />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]?.variant).toBe('destructive');
    expect(navigateToLogin).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(490);
    });
    expect(navigateToLogin).toHaveBeenCalledTimes(1);
  });

  it('shows the application to a signed-in user inside the signed-in frame', async () => {
    fakeFetch({
      'GET /api/auth/user': () => ({ body: makeUser() }),
      'GET /api/applications/app-1': () => ({
        body: {
          id: 'app-1',
          jobTitle: 'Data Engineer',
          company: 'Globex',
          jobDescription: 'Pipelines.',
          status: 'processing',
          createdAt: '2026-03-05T12:00:00.000Z',
          completedAt: null,
          parseMethod: null,
          parseWarnings: [],
          resumeOptimizedUrl: null,
          coverLetterUrl: null,
          coverLetterText: null,
          hasCoverLetter: false,
          coverLetterSkipped: false,
          keywords: null,
          templateId: 'classic',
          scores: null,
          suggestions: [],
          error: null,
        },
      }),
      'GET /api/applications/app-1/jobs': () => ({ body: [] }),
    });
    renderWithClient(<ApplicationRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Engineer' })).toBeVisible();
    expect(screen.getByText('Logout')).toBeVisible();
    expect(navigateToLogin).not.toHaveBeenCalled();
  });
});
