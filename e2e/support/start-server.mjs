#!/usr/bin/env node
/**
 * Starts the built server for the journeys on a fresh, empty data directory (embedded PGlite), and
 * removes that directory when the server stops. Playwright's webServer runs this; its env (PORT,
 * ADMIN_EMAILS, …) passes through.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const entry = join(root, 'apps/server/dist/main.js');
if (!existsSync(entry)) {
  console.error(`${entry} is missing: run \`npm run build\` at the repository root first.`);
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'hireproof-e2e-'));
const server = spawn(process.execPath, [entry], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
});

function cleanUp() {
  rmSync(dataDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
