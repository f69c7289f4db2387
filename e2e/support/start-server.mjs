#!/usr/bin/env node
/**
 * Starts the built server for the journeys on a fresh, empty data directory (embedded PGlite).
 * Playwright's webServer runs this; its env (PORT, ADMIN_EMAILS, …) passes through. The directory is
 * named after the port and wiped before every start, so a run that was killed outright (no chance to
 * clean up) leaves at most one directory behind, and the next run starts from nothing again.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const entry = join(root, 'apps/server/dist/main.js');
if (!existsSync(entry)) {
  console.error(`${entry} is missing: run \`npm run build\` at the repository root first.`);
  process.exit(1);
}

const dataDir = join(tmpdir(), `hireproof-e2e-${process.env.PORT ?? 'default'}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// The journeys' administrators, made as the README's first-run steps make one: with the operator CLI
// (a sign-up alone never grants the admin role to an unverified email).
const admins = JSON.parse(process.env.E2E_ADMINS ?? '[]');
for (const { email, firstName } of admins) {
  const created = spawnSync(
    process.execPath,
    [
      join(root, 'apps/server/dist/cli.js'),
      'user:create',
      '--email',
      email,
      '--password',
      process.env.E2E_ADMIN_PASSWORD ?? '',
      '--name',
      firstName,
      '--admin',
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir } },
  );
  if (created.status !== 0) {
    console.error(`could not create the journey admin ${email}`);
    process.exit(1);
  }
}

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
