import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applications, jobs, user } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase, testDrivers } from '../test/databases.ts';
import { defineJob, type JobDefinition } from './job-definition.ts';
import { createJobQueue, type JobQueue, MAX_RUNNING_JOBS_PER_OWNER } from './job-queue.ts';
import { createQueueEvents, type QueueEvents } from './queue-events.ts';
import { createWorker, type Worker } from './worker.ts';

const logger = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, label: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await sleep(20);
  }
}

/**
 * A job that records when it starts and then holds its slot until the test releases it, so the
 * tests assert the order in which the queue hands out work, never how long anything took.
 */
function heldJobs() {
  const started: string[] = [];
  const releases = new Map<string, () => void>();
  const definition = defineJob({
    name: 'test.held',
    payload: z.object({ label: z.string() }),
    async run({ label }) {
      started.push(label);
      await new Promise<void>((resolve) => releases.set(label, resolve));
    },
  });
  return {
    definition,
    started,
    release(label: string) {
      const resolve = releases.get(label);
      if (!resolve) throw new Error(`${label} is not running`);
      releases.delete(label);
      resolve();
    },
    running: () => [...releases.keys()],
  };
}

describe.each(testDrivers())('fair job queue on %s', (driver) => {
  let database: TestDatabase;
  let events: QueueEvents;
  let queue: JobQueue;
  const workers: Worker[] = [];
  const held: Array<ReturnType<typeof heldJobs>> = [];

  /** A user and one application of theirs per job (the queue's fairness follows the application's owner). */
  async function userWithApplications(name: string, count: number): Promise<string[]> {
    const db = database.handle.db;
    const id = `${name}-${randomUUID()}`;
    await db.insert(user).values({ id, name, email: `${id}@example.test` });
    const rows = await db
      .insert(applications)
      .values(
        Array.from({ length: count }, () => ({
          userId: id,
          jobTitle: 'Role',
          company: 'Co',
          jobDescription: 'x',
        })),
      )
      .returning({ id: applications.id });
    return rows.map((row) => row.id);
  }

  async function enqueue(definition: JobDefinition<{ label: string }>, label: string, applicationId: string) {
    await queue.enqueue(database.handle.db, definition, { label }, { applicationId });
    await events.publishEnqueued();
  }

  function start(definition: JobDefinition<{ label: string }>, concurrency: number) {
    const worker = createWorker({
      queue,
      events,
      definitions: [definition as unknown as JobDefinition<never>],
      logger,
      // The poll is far away: every claim here comes from a wake-up (enqueue or a freed slot).
      options: { concurrency, pollMs: 60_000, leaseMs: 30_000 },
    });
    worker.start();
    workers.push(worker);
    return worker;
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    events = await createQueueEvents(database.handle, logger);
    queue = createJobQueue({ db: database.handle.db, events });
  }, 60_000);
  afterEach(async () => {
    for (const jobsHeld of held.splice(0)) for (const label of jobsHeld.running()) jobsHeld.release(label);
    await Promise.all(workers.splice(0).map((worker) => worker.stop(2_000)));
    await database.handle.db.delete(jobs);
  });
  afterAll(async () => {
    await events?.close();
    await database?.dispose();
  });

  it("runs at most two of one user's jobs at once; the third waits while two run", async () => {
    expect(MAX_RUNNING_JOBS_PER_OWNER).toBe(2);
    const h = heldJobs();
    held.push(h);
    const ada = await userWithApplications('ada', 3);
    const ben = await userWithApplications('ben', 1);
    start(h.definition, 4);
    for (const [index, applicationId] of ada.entries())
      await enqueue(h.definition, `ada${index}`, applicationId);
    await until(() => h.started.length === 2, 10_000, "two of ada's jobs to start");

    // A free slot remains (concurrency 4), yet ada's third job stays queued; ben's job takes the slot.
    await enqueue(h.definition, 'ben0', ben[0]!);
    await until(() => h.started.includes('ben0'), 10_000, "ben's job to start");
    expect(h.started).toEqual(['ada0', 'ada1', 'ben0']);
    const [third] = await database.handle.db.select().from(jobs).where(eq(jobs.applicationId, ada[2]!));
    expect(third).toMatchObject({ status: 'queued', attempts: 0 });

    // As soon as one of ada's runs ends, the third starts (woken by the freed slot, not the poll).
    h.release('ada0');
    await until(() => h.started.includes('ada2'), 10_000, "ada's third job to start");
    expect(h.running().sort()).toEqual(['ada1', 'ada2', 'ben0']);
  }, 40_000);

  it("lets another user's job through after at most one of a user's six slow jobs", async () => {
    const h = heldJobs();
    held.push(h);
    const ada = await userWithApplications('ada', 6);
    const ben = await userWithApplications('ben', 1);
    start(h.definition, 2);
    for (const [index, applicationId] of ada.entries())
      await enqueue(h.definition, `ada${index}`, applicationId);
    await until(() => h.started.length === 2, 10_000, "ada's first two jobs to start");
    // Ben arrives after all six of ada's jobs were queued: first in, first out would put him last.
    await enqueue(h.definition, 'ben0', ben[0]!);

    h.release('ada0');
    await until(() => h.started.length === 3, 10_000, 'the next job to start');
    expect(h.started[2]).toBe('ben0');

    // Ada's remaining jobs all run afterwards, in order.
    h.release('ben0');
    for (const label of ['ada1', 'ada2', 'ada3', 'ada4']) {
      await until(() => h.running().includes(label), 10_000, `${label} to run`);
      h.release(label);
    }
    await until(() => h.started.length === 7, 10_000, 'every job to start');
    expect(h.started).toEqual(['ada0', 'ada1', 'ben0', 'ada2', 'ada3', 'ada4', 'ada5']);
  }, 40_000);

  it('serves users round-robin when several wait', async () => {
    const h = heldJobs();
    held.push(h);
    const ada = await userWithApplications('ada', 3);
    const ben = await userWithApplications('ben', 3);
    const cy = await userWithApplications('cy', 3);
    // One slot: the order of starts is the order in which the queue picks owners.
    start(h.definition, 1);
    for (const [index, applicationId] of ada.entries())
      await enqueue(h.definition, `ada${index}`, applicationId);
    for (const [index, applicationId] of ben.entries())
      await enqueue(h.definition, `ben${index}`, applicationId);
    for (const [index, applicationId] of cy.entries())
      await enqueue(h.definition, `cy${index}`, applicationId);
    for (let n = 1; n <= 9; n++) {
      await until(() => h.started.length === n, 10_000, `job ${n} to start`);
      h.release(h.started[n - 1]!);
    }
    expect(h.started.map((label) => label.replace(/\d+$/, ''))).toEqual([
      'ada',
      'ben',
      'cy',
      'ada',
      'ben',
      'cy',
      'ada',
      'ben',
      'cy',
    ]);
  }, 40_000);
});
