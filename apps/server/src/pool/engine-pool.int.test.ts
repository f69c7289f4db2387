import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { scoreResumeReadability } from '../pipeline/readability.ts';
import { createEnginePool, type EnginePool, PoolTaskFailure } from './engine-pool.ts';

const probeScript = async () => fileURLToPath(new URL('./test-support/probe-thread.mjs', import.meta.url));

/** The probe thread's task names are not the engine's; the pool does not care which script it runs. */
type AnyRun = (
  name: string,
  input: unknown,
  options: { timeoutMs: number; owner?: string },
) => Promise<unknown>;
const run = (pool: EnginePool, name: string, input?: unknown, timeoutMs = 10_000) =>
  (pool.run as unknown as AnyRun)(name, input, { timeoutMs });
/** Runs a `busy` probe task for `ms` as `owner`; resolves to a label when it finishes. */
const busy = (pool: EnginePool, owner: string, ms: number, label: string) =>
  (pool.run as unknown as AnyRun)('busy', ms, { timeoutMs: 10_000, owner }).then(() => label);

describe('engine pool', () => {
  const pools: EnginePool[] = [];
  const make = (options: Parameters<typeof createEnginePool>[0] = {}) => {
    const pool = createEnginePool({ script: probeScript, threads: 1, ...options });
    pools.push(pool);
    return pool;
  };
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((pool) => pool.close()));
  });

  it('ends a task that never returns at its deadline, while this thread stays free, and keeps serving', async () => {
    const pool = make();
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    try {
      const failure = (await run(pool, 'spin', undefined, 300).catch(
        (error: unknown) => error,
      )) as PoolTaskFailure;
      expect(failure).toBeInstanceOf(PoolTaskFailure);
      expect(failure.kind).toBe('timeout');
      // The web thread's timers kept firing while the task spun in its thread.
      expect(ticks).toBeGreaterThan(0);
    } finally {
      clearInterval(ticker);
    }
    expect(await run(pool, 'echo', 'after')).toEqual({ echoed: 'after' });
  }, 30_000);

  it('ends a thread past its heap cap and answers a memory failure, then serves from a fresh thread', async () => {
    const pool = make({ maxHeapMb: 32 });
    const failure = (await run(pool, 'hog').catch((error: unknown) => error)) as PoolTaskFailure;
    expect(failure).toBeInstanceOf(PoolTaskFailure);
    expect(failure.kind).toBe('memory');
    expect(await run(pool, 'echo', 1)).toEqual({ echoed: 1 });
  }, 30_000);

  it('lives through a thread that runs out of memory after answering (no task to fail), and serves again', () => {
    // In a process of its own: before the pool listened for it, piscina's 'error' event ended the process.
    const cli = fileURLToPath(new URL('./test-support/lost-thread-cli.ts', import.meta.url));
    const child = spawnSync(process.execPath, ['--import', 'tsx', cli], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(child.stderr).not.toMatch(/ERR_WORKER_OUT_OF_MEMORY/);
    expect(child.status).toBe(0);
    expect(JSON.parse(child.stdout.trim().split('\n').at(-1)!)).toEqual({
      answered: 'answered',
      threadsLost: 1,
      after: { echoed: 'after' },
    });
  }, 70_000);

  it("starts another user's task before the rest of one user's backlog", async () => {
    const pool = make({ threads: 1 });
    await pool.warm();
    const finished: string[] = [];
    const note = (label: Promise<string>) => label.then((value) => finished.push(value));
    const heavy = [1, 2, 3].map((n) => note(busy(pool, 'heavy-user', 150, `heavy ${n}`)));
    const small = note(busy(pool, 'small-user', 1, 'small'));
    await Promise.all([...heavy, small]);
    // One thread: the finishing order is the starting order.
    expect(finished).toEqual(['heavy 1', 'small', 'heavy 2', 'heavy 3']);
  }, 30_000);

  it("never lets one user's tasks hold every thread", async () => {
    const pool = make({ threads: 2 });
    await pool.warm();
    const finished: string[] = [];
    const note = (label: Promise<string>) => label.then((value) => finished.push(value));
    const heavy = [1, 2].map((n) => note(busy(pool, 'heavy-user', 400, `heavy ${n}`)));
    const small = note(busy(pool, 'small-user', 1, 'small'));
    await Promise.all([...heavy, small]);
    // The second thread stayed free for another user: the small task ran while 'heavy 1' did.
    expect(finished).toEqual(['small', 'heavy 1', 'heavy 2']);
  }, 30_000);

  it('survives a thread that exits in the middle of a task', async () => {
    const pool = make();
    const failure = (await run(pool, 'exit').catch((error: unknown) => error)) as PoolTaskFailure;
    expect(failure).toBeInstanceOf(PoolTaskFailure);
    expect(failure.kind).toBe('crashed');
    expect(await run(pool, 'echo', 2)).toEqual({ echoed: 2 });
  }, 30_000);

  it('keeps threads warm between tasks and replaces them after the set number of tasks', async () => {
    const pool = make({ recycleAfterTasks: 3 });
    const ids: unknown[] = [];
    for (let i = 0; i < 6; i++) ids.push(await run(pool, 'thread'));
    expect(new Set(ids.slice(0, 3)).size).toBe(1);
    expect(new Set(ids.slice(3)).size).toBe(1);
    expect(ids[3]).not.toBe(ids[0]);
  }, 30_000);

  it('runs the engine in its threads', async () => {
    const pool = createEnginePool({ threads: 1 });
    pools.push(pool);
    const request = {
      resumeText: 'Jane Doe\nSenior engineer. Built TypeScript services used by 2 million people.',
      keywords: ['TypeScript', 'Kubernetes'],
    };
    const result = await pool.run('readability', request, { timeoutMs: 30_000 });
    expect(result).toEqual({ ok: true, result: scoreResumeReadability(request) });
  }, 60_000);
});
