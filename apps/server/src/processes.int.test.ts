import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_SECRET_FILE } from './app-secret.ts';
import { LOCK_FILE } from './db/data-dir-lock.ts';
import { freePort } from './test/free-port.ts';

// A fresh PGlite data directory runs initdb in the child: seconds when idle, a minute or more on
// a machine busy with parallel builds, hence the generous budgets below.

/**
 * The real processes, started the way an operator starts them (through tsx, from the sources):
 * the web process serves and shuts down cleanly, a second process on the same PGlite directory
 * is refused, and the worker process connects, migrates and idles until SIGTERM.
 */

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'hireproof-proc-'));
const children: ChildProcess[] = [];

function start(entry: 'main' | 'worker', env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/${entry}.ts`], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, what: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what()}`);
}

// A failed test must not leave its process holding the directory for the next one.
afterEach(async () => {
  const running = children.splice(0).filter((child) => child.exitCode === null);
  await Promise.all(
    running.map(
      (child) =>
        new Promise((resolve) => {
          child.once('exit', resolve);
          if (!child.kill('SIGKILL') || child.exitCode !== null) resolve(undefined);
        }),
    ),
  );
});

describe('processes on one PGlite data directory', () => {
  it('serves, refuses a second process on the same directory, and shuts down on SIGTERM', async () => {
    const port = await freePort();
    const web = start('main', { PORT: String(port) });
    await waitFor(
      async () => {
        const response = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
        return response?.status === 200;
      },
      150_000,
      () => `readiness (${web.output()})`,
    );
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(web.child.pid));
    expect(existsSync(join(dataDir, APP_SECRET_FILE))).toBe(true);

    const second = start('main', { PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Another Hireproof process (pid ${web.child.pid}) is using`);

    // The first process is unharmed.
    const settings = await fetch(`http://127.0.0.1:${port}/api/settings`);
    expect(await settings.json()).toMatchObject({ pricingUSD: 9, pricingINR: 399 });

    web.child.kill('SIGTERM');
    expect(await web.exited).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 180_000);

  it('runs the worker process: connects, migrates, idles, and stops on SIGTERM', async () => {
    const worker = start('worker', {});
    await waitFor(
      () => /worker[a-z ]*started/.test(worker.output()),
      150_000,
      () => `the worker (${worker.output()})`,
    );
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(worker.child.pid));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(worker.child.exitCode).toBeNull();
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 180_000);

  it('names the bad variable when the configuration is wrong', async () => {
    const web = start('main', { PORT: 'eighty' });
    expect(await web.exited).toBe(1);
    expect(web.output()).toContain('PORT');
    expect(web.output()).not.toMatch(/at .*\.ts:\d+/);
  }, 60_000);
});
