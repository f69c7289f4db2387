import type { CurrentUser } from '@hireproof/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import { resetToasts } from '../lib/toast-store.ts';

// Route screens are lazy chunks; on a loaded machine their first import can exceed the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// The web project has no global setup file; importing this helper registers the clean-up.
afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** Renders inside the app's real query client. */
export function renderWithClient(ui: ReactElement) {
  const client = createQueryClient();
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'user-1',
    email: 'jane@example.test',
    firstName: 'Jane',
    lastName: 'Doe',
    credits: 2,
    role: 'user',
    createdAt: '2025-08-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A matchMedia stand-in (jsdom has none): a query matches when `matches` says so. */
export function stubMatchMedia(matches: (query: string) => boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })),
  );
}

/** matchMedia reporting the given colour scheme. */
export function stubColorScheme(scheme: 'light' | 'dark') {
  stubMatchMedia((query) => query.includes(`prefers-color-scheme: ${scheme}`));
}
