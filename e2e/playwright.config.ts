import { defineConfig } from '@playwright/test';
import { ADMIN_EMAIL } from './support/accounts.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from './support/browser.ts';

const PORT = 3210;
const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * Browser journeys against the BUILT app (`npm run build` first; `npm run test:e2e` does both), served
 * by the real server on a fresh embedded database, in the system's Chromium.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: './test-results',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node support/start-server.mjs',
    url: `${BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      APP_URL: BASE_URL,
      ADMIN_EMAILS: ADMIN_EMAIL,
      WORKER: 'on',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  },
});
