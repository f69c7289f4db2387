import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests (engine, contract, server helpers), web component tests in jsdom,
// and server integration tests that run against a real database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.unit.test.ts',
            // Build tooling beside the web app's Vite config (node, not jsdom).
            'apps/web/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Component tests render whole pages in jsdom; on a busy 2-core machine the default 5 s is too tight.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['apps/server/src/**/*.int.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
