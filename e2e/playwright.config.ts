import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { JOURNEY_ADMINS, PASSWORD } from './support/accounts.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from './support/browser.ts';

const PORT = 3210;
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The local PayPal Orders v2 stub the journeys' server pays through (apps/server/src/test/paypal-stub.ts). */
const PAYPAL_STUB_PORT = 3219;
const PAYPAL_STUB_URL = `http://127.0.0.1:${PAYPAL_STUB_PORT}`;
const PAYPAL_CLIENT_ID = 'e2e-paypal-client';
const PAYPAL_CLIENT_SECRET = 'e2e-paypal-secret';
/** The OpenAI-compatible stub (apps/server/src/test/openai-stub.ts) that ai-providers.spec.ts configures. */
const OPENAI_STUB_PORT = 3229;
/** Fake job boards (apps/server/src/test/fake-job-boards-cli.ts) that job-import.spec.ts imports from. */
const FAKE_BOARDS_PORT = 3239;
const FAKE_BOARDS_CA = join(tmpdir(), `hireproof-e2e-boards-ca-${FAKE_BOARDS_PORT}.pem`);

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
  webServer: [
    {
      command: `node --import tsx ../apps/server/src/test/paypal-stub-cli.ts --port ${PAYPAL_STUB_PORT}`,
      url: `${PAYPAL_STUB_URL}/__stub/orders`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET },
    },
    {
      command: `node --import tsx ../apps/server/src/test/openai-stub-cli.ts --port ${OPENAI_STUB_PORT}`,
      // The stub answers anything but a JSON POST with 400, which Playwright counts as ready.
      url: `http://127.0.0.1:${OPENAI_STUB_PORT}/v1/models`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // Started before the app server, which reads the CA file this writes (webServers start in order).
      command: `node --import tsx ../apps/server/src/test/fake-job-boards-cli.ts --port ${FAKE_BOARDS_PORT} --ca-out ${FAKE_BOARDS_CA}`,
      url: `https://127.0.0.1:${FAKE_BOARDS_PORT}/__ready`,
      // Only the readiness check skips verification; the app server verifies against the test CA.
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'node support/start-server.mjs',
      url: `${BASE_URL}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        APP_URL: BASE_URL,
        // Made by support/start-server.mjs through the operator CLI before the server starts.
        E2E_ADMINS: JSON.stringify(Object.values(JOURNEY_ADMINS)),
        E2E_ADMIN_PASSWORD: PASSWORD,
        WORKER: 'on',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        PAYPAL_CLIENT_ID,
        PAYPAL_CLIENT_SECRET,
        PAYPAL_API_BASE: PAYPAL_STUB_URL,
        UPI_VPA: 'hireproof.e2e@upi',
        UPI_PAYEE_NAME: 'Hireproof E2E',
        // Lets a configuration point at the local OpenAI stub over plain HTTP despite NODE_ENV=production.
        AI_ALLOW_LOOPBACK_HTTP: 'on',
        // Job-board fetches go to the fake boards through a simulated network; the guard's checks still run.
        JOB_BOARD_TEST_UPSTREAM: `127.0.0.1:${FAKE_BOARDS_PORT}`,
        JOB_BOARD_TEST_CA: FAKE_BOARDS_CA,
      },
    },
  ],
});
