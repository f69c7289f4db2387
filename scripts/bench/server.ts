/**
 * Server cold start to ready: spawn the built web process (`node apps/server/dist/main.js`) and
 * poll /readyz until it answers 200. Once on a fresh DATA_DIR (PGlite initdb + migrations), then
 * on the directory that run left behind (open + no pending migrations).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/server/src/test/free-port.ts';
import { startServerProcess } from './server-process.ts';
import { type BenchRow, type BenchSection, percentiles } from './types.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const entry = join(root, 'apps/server/dist/main.js');

/** Milliseconds from spawn to the first 200 from /readyz; the process is stopped afterwards. */
async function timeToReady(dataDir: string): Promise<number> {
  const port = await freePort();
  const server = await startServerProcess({
    args: [entry],
    env: { DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    base: `http://127.0.0.1:${port}`,
    pollMs: 20,
  });
  await server.stop();
  return server.readyMs;
}

export const serverSection: BenchSection = {
  title: 'Server',
  async run(): Promise<BenchRow[]> {
    if (!existsSync(entry)) {
      const build = spawnSync(process.execPath, ['apps/server/build.mjs'], { cwd: root, stdio: 'inherit' });
      if (build.status !== 0) throw new Error('could not build the server bundle');
    }
    const dataDir = mkdtempSync(join(tmpdir(), 'hireproof-bench-'));
    try {
      const fresh = await timeToReady(dataDir);
      const warm: number[] = [];
      for (let i = 0; i < 3; i++) warm.push(await timeToReady(dataDir));
      return [
        { name: 'server cold start to ready, fresh DATA_DIR (initdb + migrate)', value: fresh, unit: 'ms' },
        {
          name: 'server cold start to ready, existing DATA_DIR',
          value: percentiles(warm).p50,
          unit: 'ms',
          note: `median of ${warm.length}`,
        },
      ];
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
