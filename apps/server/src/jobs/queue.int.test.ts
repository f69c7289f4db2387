import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobs } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase, testDrivers } from '../test/databases.ts';
import { retryDelayMs } from './backoff.ts';
import {
  defineJob,
  JOB_FAILED_MESSAGE,
  JOB_RETRY_MESSAGE,
  type JobDefinition,
  PermanentJobError,
} from './job-definition.ts';
import { createJobQueue, type JobQueue } from './job-queue.ts';
import { createQueueEvents, type QueueEvents } from './queue-events.ts';
import { createWorker, type Worker } from './worker.ts';

const logger = pino({ level: 'silent' });

/** A logger that keeps its JSON lines, to show where an exception's text went. */
function recordingLogger(): { logger: pino.Logger; lines: () => string[] } {
  const lines: string[] = [];
  return {
    logger: pino({ level: 'warn' }, { write: (line: string) => lines.push(line) }),
    lines: () => lines,
  };
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, timeoutMs: number, label: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await sleep(25);
  }
}

describe.each(testDrivers())('job queue on %s', (driver) => {
  let database: TestDatabase;
  let events: QueueEvents;
  let queue: JobQueue;
  const started: Worker[] = [];

  const startWorker = (
    definitions: JobDefinition<never>[],
    options: Parameters<typeof createWorker>[0]['options'],
    workerLogger: pino.Logger = logger,
  ) => {
    const worker = createWorker({ queue, events, definitions, logger: workerLogger, options });
    worker.start();
    started.push(worker);
    return worker;
  };

  const statusCounts = async (type: string) => {
    const rows = await database.handle.db.select().from(jobs).where(eq(jobs.type, type));
    return {
      total: rows.length,
      done: rows.filter((row) => row.status === 'done').length,
      error: rows.filter((row) => row.status === 'error').length,
      rows,
    };
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    events = await createQueueEvents(database.handle, logger);
    queue = createJobQueue({ db: database.handle.db, events, options: { backoffBaseMs: 100 } });
  }, 60_000);
  afterEach(async () => {
    await Promise.all(started.splice(0).map((worker) => worker.stop(2_000)));
  });
  afterAll(async () => {
    await events?.close();
    await database?.dispose();
  });

  it('runs each job exactly once with four competing workers', async () => {
    // 200 jobs on PostgreSQL (real parallel sessions); fewer on single-connection PGlite.
    const count = driver === 'postgres' ? 200 : 60;
    const executions = new Map<number, number>();
    const definition = defineJob({
      name: 'test.count',
      payload: z.object({ n: z.number().int() }),
      async run({ n }) {
        executions.set(n, (executions.get(n) ?? 0) + 1);
        await sleep(1);
      },
    });
    const db = database.handle.db;
    await db.transaction(async (tx) => {
      for (let n = 0; n < count; n++) await queue.enqueue(tx, definition, { n });
    });
    for (let i = 0; i < 4; i++) {
      startWorker([definition as JobDefinition<never>], {
        concurrency: 2,
        pollMs: 200,
        leaseMs: 10_000,
        workerId: `w${i}`,
      });
    }
    await events.publishEnqueued();
    await until(async () => (await statusCounts('test.count')).done === count, 60_000, 'all jobs done');
    expect(executions.size).toBe(count);
    expect([...executions.values()].every((times) => times === 1)).toBe(true);
    const { rows } = await statusCounts('test.count');
    expect(rows.every((row) => row.attempts === 1 && row.completedAt !== null)).toBe(true);
    // Work was shared, not done by one worker alone.
    expect(new Set(rows.map((row) => row.lockedBy)).size).toBeGreaterThan(1);
  }, 90_000);

  it('wakes an idle worker on enqueue without waiting for the poll', async () => {
    let ran = 0;
    const definition = defineJob({
      name: 'test.wake',
      payload: z.object({}),
      async run() {
        ran += 1;
      },
    });
    startWorker([definition as JobDefinition<never>], { pollMs: 60_000 });
    await sleep(100);
    // Enqueued without the wake-up: the worker sleeps through it (the poll is a minute away)…
    await queue.enqueue(database.handle.db, definition, {});
    await sleep(300);
    expect(ran).toBe(0);
    expect((await statusCounts('test.wake')).rows[0]).toMatchObject({ status: 'queued', attempts: 0 });
    // …and the wake-up alone makes it run, long before the poll would have.
    await events.publishEnqueued();
    await until(async () => ran === 1, 5_000, 'the job to run after the wake-up');
    expect((await statusCounts('test.wake')).rows[0]).toMatchObject({ status: 'done', attempts: 1 });
  });

  it("hands an abandoned job to another worker after its lease, and fences the zombie's completion", async () => {
    const runs: string[] = [];
    const definition = defineJob({
      name: 'test.abandoned',
      payload: z.object({}),
      async run(_payload, context) {
        runs.push(context.jobId);
      },
    });
    const enqueued = await queue.enqueue(database.handle.db, definition, {});
    // A worker claims the job with a short lease and then "crashes": it never finishes it.
    const zombie = await queue.claim('crashed-worker', ['test.abandoned'], 300);
    expect(zombie?.row.id).toBe(enqueued.id);
    expect(await queue.claim('other', ['test.abandoned'], 300)).toBeUndefined();

    startWorker([definition as JobDefinition<never>], { pollMs: 100, leaseMs: 5_000, workerId: 'rescuer' });
    await until(async () => (await statusCounts('test.abandoned')).done === 1, 10_000, 'the rescue');
    expect(runs).toEqual([enqueued.id]);
    const [row] = (await statusCounts('test.abandoned')).rows;
    expect(row).toMatchObject({ status: 'done', attempts: 2, lockedBy: 'rescuer' });

    // The crashed worker comes back: every write of its run is fenced out.
    expect(await queue.heartbeat(zombie!, 1_000)).toBe(false);
    expect(await queue.complete(zombie!)).toBe(false);
    expect(await queue.fail(zombie!, 'late')).toBe(false);
    expect((await statusCounts('test.abandoned')).rows[0]).toMatchObject({ status: 'done', lastError: null });
  }, 20_000);

  it('retries with exponential backoff, then fails for good and runs the final hook once', async () => {
    // What each run saw of its own row: when it was due and when it was claimed (both on the database clock).
    const runs: Array<{ runAt: Date; startedAt: Date; lastError: string | null }> = [];
    const finalMessages: string[] = [];
    const definition = defineJob({
      name: 'test.flaky',
      payload: z.object({}),
      failedMessage: 'We could not finish this; please try again.',
      async run(_payload, context) {
        const [current] = await database.handle.db.select().from(jobs).where(eq(jobs.id, context.jobId));
        runs.push({ runAt: current!.runAt, startedAt: current!.startedAt!, lastError: current!.lastError });
        throw new Error('upstream unavailable at 10.0.0.7:5432');
      },
      async onFinalFailure({ message }) {
        // Recorded, not asserted here: the worker catches what a hook throws, so an expect would only time out.
        finalMessages.push(message);
      },
    });
    await queue.enqueue(database.handle.db, definition, {});
    const recorded = recordingLogger();
    const worker = startWorker(
      [definition as JobDefinition<never>],
      { pollMs: 5_000, leaseMs: 5_000 },
      recorded.logger,
    );
    await events.publishEnqueued();
    await until(async () => (await statusCounts('test.flaky')).error === 1, 10_000, 'the final failure');
    expect(runs).toHaveLength(3);
    // Each retry was scheduled retryDelayMs(n) (base 100 ms: 200 ms, then 400 ms) after the failed run had
    // started, and was not claimed before it was due.
    for (const n of [1, 2]) {
      const failed = runs[n - 1]!;
      const retry = runs[n]!;
      expect(retry.runAt.getTime() - failed.startedAt.getTime()).toBeGreaterThanOrEqual(retryDelayMs(n, 100));
      expect(retry.startedAt.getTime()).toBeGreaterThanOrEqual(retry.runAt.getTime());
    }
    expect(finalMessages).toEqual(['We could not finish this; please try again.']);
    const [row] = (await statusCounts('test.flaky')).rows;
    // The owner reads a sentence of ours; the exception's text stays in the log (issue 14.15).
    expect(runs.map((run) => run.lastError)).toEqual([null, JOB_RETRY_MESSAGE, JOB_RETRY_MESSAGE]);
    expect(row).toMatchObject({
      status: 'error',
      attempts: 3,
      lastError: 'We could not finish this; please try again.',
    });
    await worker.idle();
    const logged = recorded.lines().filter((line) => line.includes('upstream unavailable at 10.0.0.7:5432'));
    expect(logged).toHaveLength(3);
  }, 20_000);

  it('does not retry a permanent error or a payload that does not parse', async () => {
    let runs = 0;
    const definition = defineJob({
      name: 'test.permanent',
      payload: z.object({ ok: z.boolean() }),
      async run() {
        runs += 1;
        throw new PermanentJobError('This file cannot be read');
      },
    });
    await queue.enqueue(database.handle.db, definition, { ok: true });
    await database.handle.db.insert(jobs).values({ type: 'test.permanent', payload: { ok: 'nope' } });
    const recorded = recordingLogger();
    const worker = startWorker([definition as JobDefinition<never>], { pollMs: 100 }, recorded.logger);
    await until(async () => (await statusCounts('test.permanent')).error === 2, 10_000, 'both failures');
    expect(runs).toBe(1);
    const { rows } = await statusCounts('test.permanent');
    expect(rows.map((row) => row.attempts)).toEqual([1, 1]);
    // A PermanentJobError's message is written for the user; a payload's zod error is not, so it is logged only.
    expect(rows.map((row) => row.lastError).sort()).toEqual(['This file cannot be read', JOB_FAILED_MESSAGE]);
    await worker.idle();
    expect(
      recorded.lines().filter((line) => line.includes('expected boolean, received string')),
    ).toHaveLength(1);
  });

  it('fails a job whose worker died during its last attempt', async () => {
    let runs = 0;
    const definition = defineJob({
      name: 'test.exhausted',
      payload: z.object({}),
      maxAttempts: 1,
      async run() {
        runs += 1;
      },
    });
    await queue.enqueue(database.handle.db, definition, {});
    expect(await queue.claim('crashed', ['test.exhausted'], 100)).toBeDefined();
    await sleep(150);
    startWorker([definition as JobDefinition<never>], { pollMs: 100 });
    await until(async () => (await statusCounts('test.exhausted')).error === 1, 10_000, 'the failure');
    expect(runs).toBe(0);
    expect((await statusCounts('test.exhausted')).rows[0]).toMatchObject({ lastError: JOB_FAILED_MESSAGE });
  });

  it('waits for running handlers on stop and claims nothing afterwards', async () => {
    let finished = 0;
    let started = 0;
    const definition = defineJob({
      name: 'test.slow',
      payload: z.object({}),
      async run() {
        started += 1;
        await sleep(400);
        finished += 1;
      },
    });
    await queue.enqueue(database.handle.db, definition, {});
    const worker = startWorker([definition as JobDefinition<never>], { pollMs: 100 });
    await events.publishEnqueued();
    await until(async () => started === 1, 5_000, 'the job to start');
    await worker.stop();
    expect(finished).toBe(1);
    expect((await statusCounts('test.slow')).done).toBe(1);
    await queue.enqueue(database.handle.db, definition, {});
    await events.publishEnqueued();
    await sleep(300);
    expect(started).toBe(1);
  });

  // Only PostgreSQL lets a second process share the database (PGlite here is in memory).
  if (driver === 'postgres')
    it('retries the job of a worker process killed with SIGKILL after its lease, and runs it once', async () => {
      const definitionRuns: string[] = [];
      const definition = defineJob({
        name: 'test.crash',
        payload: z.object({}),
        async run(_payload, context) {
          definitionRuns.push(context.jobId);
        },
      });
      const enqueued = await queue.enqueue(database.handle.db, definition, {});
      const url = (database.handle.client as unknown as { options: { connectionString: string } }).options
        .connectionString;
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', fileURLToPath(new URL('./test-support/hanging-worker.ts', import.meta.url))],
        { env: { ...process.env, DATABASE_URL: url, LEASE_MS: '1000' }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        await until(
          async () => (await statusCounts('test.crash')).rows[0]?.lockedBy === 'doomed',
          30_000,
          'the child worker to claim the job',
        );
      } finally {
        child.kill('SIGKILL');
        await exited;
      }
      // The lease the dead worker last extended (its heartbeats stopped with it).
      const deadLease = (await statusCounts('test.crash')).rows[0]!.leaseUntil!;
      startWorker([definition as JobDefinition<never>], {
        pollMs: 200,
        leaseMs: 5_000,
        workerId: 'survivor',
      });
      await until(async () => (await statusCounts('test.crash')).done === 1, 15_000, 'the retry');
      // Picked up only once the dead worker's lease had run out (both times on the database clock); the
      // 15 s bound of `until` is what "not much later" means, with a 1 s lease and a 200 ms poll.
      const [rescued] = (await statusCounts('test.crash')).rows;
      expect(rescued!.startedAt!.getTime()).toBeGreaterThanOrEqual(deadLease.getTime());
      expect(definitionRuns).toEqual([enqueued.id]);
      expect(rescued).toMatchObject({ attempts: 2, lockedBy: 'survivor' });
    }, 60_000);
});
