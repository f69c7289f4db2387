import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { navigateToLogin } from '../lib/browser-navigation.ts';
import { fakeFetch } from '../test/fake-fetch.ts';
import { makeUser, renderWithClient, stubColorScheme } from '../test/render.tsx';
import { AppRouter } from './router.tsx';

// Leaving the single-page app is the one thing jsdom cannot do; record it instead.
vi.mock('../lib/browser-navigation.ts', () => ({
  navigateToLogin: vi.fn(),
  LOGIN_URL: '/api/login',
  LOGOUT_URL: '/api/logout',
}));

beforeEach(() => {
  vi.mocked(navigateToLogin).mockClear();
  stubColorScheme('light');
});

function visit(path: string) {
  window.history.replaceState(null, '', path);
  return renderWithClient(<AppRouter />);
}

const signedOut = () => ({ status: 401, body: { code: 'UNAUTHORIZED', message: 'Unauthorized' } });

describe('route guard', () => {
  it('shows a spinner while the current user loads', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const { fetchMock } = fakeFetch({
      'GET /api/auth/user': () => new Promise((resolve) => (answer = resolve)),
    });
    visit('/dashboard');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(screen.queryByText('Create New Resume')).toBeNull();
    await act(async () => answer({ body: makeUser() }));
    expect(await screen.findByText('Create New Resume')).toBeVisible();
  });

  it.each(['/dashboard', '/create-resume', '/applications/abc', '/paypal/return', '/admin'])(
    'sends a signed-out visitor of %s to sign in',
    async (path) => {
      fakeFetch({ 'GET /api/auth/user': signedOut });
      visit(path);
      await waitFor(() => expect(navigateToLogin).toHaveBeenCalledTimes(1));
      expect(screen.queryByText('Logout')).toBeNull();
    },
  );

  it('treats a failing current-user request as signed out, without retrying', async () => {
    const { fetchMock } = fakeFetch({ 'GET /api/auth/user': () => ({ status: 500, body: 'down' }) });
    visit('/dashboard');
    await waitFor(() => expect(navigateToLogin).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('dashboard', () => {
  it('shows credits, the welcome line and Logout for a user, without Admin', async () => {
    fakeFetch({ 'GET /api/auth/user': () => ({ body: makeUser({ credits: 2 }) }) });
    visit('/dashboard');
    const header = await screen.findByRole('banner');
    expect(within(header).getByTestId('credits-display').textContent).toBe('2 credits');
    expect(within(header).queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(within(header).getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe('/api/logout');
    expect(screen.getByText('jane@example.test')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create New Resume' }).getAttribute('href')).toBe(
      '/create-resume',
    );
  });

  it('is also the signed-in home page', async () => {
    fakeFetch({ 'GET /api/auth/user': () => ({ body: makeUser({ credits: 0 }) }) });
    visit('/');
    expect((await screen.findByTestId('credits-display')).textContent).toBe('0 credits');
  });

  it('shows Unlimited and the Admin button to an admin', async () => {
    fakeFetch({ 'GET /api/auth/user': () => ({ body: makeUser({ role: 'admin', credits: 0 }) }) });
    visit('/dashboard');
    expect((await screen.findByTestId('credits-display')).textContent).toBe('Unlimited');
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });
});

describe('admin page', () => {
  it('denies a user without the admin role', async () => {
    fakeFetch({ 'GET /api/auth/user': () => ({ body: makeUser() }) });
    visit('/admin');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect(screen.getByText('Admin access required to view this page.')).toBeVisible();
  });

  it('lets an admin in', async () => {
    fakeFetch({ 'GET /api/auth/user': () => ({ body: makeUser({ role: 'admin' }) }) });
    visit('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Console' })).toBeVisible();
  });
});

describe('unknown routes', () => {
  it.each(['/nope', '/applications', '/dashboard/extra', '/privacy/x'])(
    '%s shows Page Not Found',
    async (path) => {
      fakeFetch({ 'GET /api/auth/user': signedOut });
      visit(path);
      expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      expect(screen.getByRole('link', { name: /Go to Home/ }).getAttribute('href')).toBe('/');
      expect(navigateToLogin).not.toHaveBeenCalled();
    },
  );
});
