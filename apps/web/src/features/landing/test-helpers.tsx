import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { stubMatchMedia } from '../../test/render.tsx';

/** Makes `prefers-reduced-motion: reduce` match (or not) for the duration of a test. */
export function stubReducedMotion(reduced: boolean): void {
  stubMatchMedia((query) => reduced && query.includes('prefers-reduced-motion'));
}

/**
 * For a file of animation tests: every test runs on fake timers with motion allowed, and the DOM,
 * the real clock and the stubbed globals are restored after it.
 */
export function withFakeTimersAndMotion(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    stubReducedMotion(false);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** Renders inside the app's real query client, as the shell does. */
export function renderWithQueryClient(ui: ReactElement) {
  const client = createQueryClient();
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}
