import { JOB_MAX_ATTEMPTS } from '@hireproof/contract';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { applications, jobs } from '../db/schema.ts';
import { DEFAULT_BACKOFF_BASE_MS, DEFAULT_BACKOFF_CAP_MS, retryDelayMs } from './backoff.ts';
import { type JobDefinition, LeaseLostError } from './job-definition.ts';
import type { QueueEvents } from './queue-events.ts';

export type JobRow = typeof jobs.$inferSelect;

/** The identity of one run of a job: completion and failure are fenced on all three. */
export interface ClaimedJob {
  row: JobRow;
  lockedBy: string;
  attempts: number;
}

export interface QueueOptions {
  backoffBaseMs?: number;
  backoffCapMs?: number;
}

export interface QueueCounts {
  queued: number;
  running: number;
  failed: number;
  completed: number;
}

const LAST_ERROR_MAX_CHARS = 2_000;
const truncate = (text: string) =>
  text.length > LAST_ERROR_MAX_CHARS ? `${text.slice(0, LAST_ERROR_MAX_CHARS)}…` : text;
/** Jobs of one user that may run at once, across every worker (issue 15: fairness). */
export const MAX_RUNNING_JOBS_PER_OWNER = 2;
/** The advisory lock that serialises claims (an arbitrary constant of ours). */
const CLAIM_LOCK_KEY = 715_001;

/**
 * Live runs and the latest start of the candidate's owner (its application's user), for the fair
 * claim. A job without an application has no owner to share with and counts as its own.
 */
const liveRunsOfOwner = sql`(select count(*) from jobs r join applications ra on ra.id = r.application_id
  where ra.user_id = ${applications.userId} and r.status = 'running' and r.lease_until > now())`;
const lastStartOfOwner = sql`(select max(r.started_at) from jobs r join applications ra on ra.id = r.application_id
  where ra.user_id = ${applications.userId})`;

const interval = (ms: number) => sql`(${Math.max(0, Math.round(ms))} * interval '1 millisecond')`;

/**
 * The job table of DESIGN §2 as a queue. All times come from the database's clock (now()), so
 * several processes agree on leases and due times.
 *
 * - claim: in one transaction, `SELECT … FOR UPDATE SKIP LOCKED` picks the oldest due job (queued
 *   and due, or running with an expired lease: its worker crashed), then sets it running with a
 *   fresh lease, this worker's id, attempts + 1 and started_at.
 * - every later write of a run (heartbeat, complete, retry, fail) matches (id, locked_by, attempts,
 *   status running), so a worker that lost its lease changes nothing.
 */
export function createJobQueue(deps: { db: Db; events: QueueEvents; options?: QueueOptions }) {
  const { db, events } = deps;
  const backoffBase = deps.options?.backoffBaseMs ?? DEFAULT_BACKOFF_BASE_MS;
  const backoffCap = deps.options?.backoffCapMs ?? DEFAULT_BACKOFF_CAP_MS;

  const fence = (job: ClaimedJob) =>
    and(
      eq(jobs.id, job.row.id),
      eq(jobs.lockedBy, job.lockedBy),
      eq(jobs.attempts, job.attempts),
      eq(jobs.status, 'running'),
    );

  return {
    /**
     * Adds a job inside the caller's transaction (so it commits or rolls back with the caller's
     * writes). Call `events.publishEnqueued()` after the commit to wake a worker at once.
     */
    async enqueue<P>(
      tx: Db | Tx,
      definition: Pick<JobDefinition<P>, 'name' | 'payload' | 'maxAttempts'>,
      payload: P,
      options: { applicationId?: string; delayMs?: number } = {},
    ): Promise<JobRow> {
      const checked = definition.payload.parse(payload);
      const [row] = await tx
        .insert(jobs)
        .values({
          type: definition.name,
          payload: checked as object,
          maxAttempts: definition.maxAttempts ?? JOB_MAX_ATTEMPTS,
          applicationId: options.applicationId ?? null,
          runAt: options.delayMs ? sql`now() + ${interval(options.delayMs)}` : sql`now()`,
        })
        .returning();
      return row!;
    },

    /**
     * Takes the next due job of the given types for `workerId`, or undefined when none is due.
     * Fair across users: an owner (the user of the job's application) with
     * MAX_RUNNING_JOBS_PER_OWNER live runs gets nothing more, and among the others the owner with
     * the fewest live runs, then the one served least recently, goes first (round-robin). One
     * user's burst therefore delays another user's job by at most one job's time.
     */
    async claim(workerId: string, types: string[], leaseMs: number): Promise<ClaimedJob | undefined> {
      if (types.length === 0) return undefined;
      const row = await db.transaction(async (tx) => {
        // Claims are serialised (a few milliseconds each), so two workers cannot both see an
        // owner below the cap and together take it over.
        await tx.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK_KEY})`);
        const [candidate] = await tx
          .select({ id: jobs.id })
          .from(jobs)
          .leftJoin(applications, eq(applications.id, jobs.applicationId))
          .where(
            and(
              inArray(jobs.type, types),
              or(
                and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`)),
                and(eq(jobs.status, 'running'), sql`${jobs.leaseUntil} < now()`),
              ),
              sql`${liveRunsOfOwner} < ${MAX_RUNNING_JOBS_PER_OWNER}`,
            ),
          )
          .orderBy(
            asc(liveRunsOfOwner),
            sql`${lastStartOfOwner} asc nulls first`,
            asc(jobs.runAt),
            asc(jobs.id),
          )
          .limit(1)
          .for('update', { of: jobs, skipLocked: true });
        if (!candidate) return undefined;
        const [claimed] = await tx
          .update(jobs)
          .set({
            status: 'running',
            attempts: sql`${jobs.attempts} + 1`,
            lockedBy: workerId,
            leaseUntil: sql`now() + ${interval(leaseMs)}`,
            startedAt: sql`now()`,
            completedAt: null,
          })
          .where(eq(jobs.id, candidate.id))
          .returning();
        return claimed;
      });
      return row ? { row, lockedBy: workerId, attempts: row.attempts } : undefined;
    },

    /** Extends the lease; false when the run no longer holds it. */
    async heartbeat(job: ClaimedJob, leaseMs: number): Promise<boolean> {
      const updated = await db
        .update(jobs)
        .set({ leaseUntil: sql`now() + ${interval(leaseMs)}` })
        .where(fence(job))
        .returning({ id: jobs.id });
      return updated.length > 0;
    },

    /** Locks the job's row in `tx` and throws LeaseLostError unless this run still holds it. */
    async assertLease(tx: Tx, job: ClaimedJob): Promise<void> {
      const rows = await tx.select({ id: jobs.id }).from(jobs).where(fence(job)).for('update');
      if (rows.length === 0) throw new LeaseLostError(job.row.id);
    },

    /** Marks the run done; false (nothing changed) when it had lost its lease. */
    async complete(job: ClaimedJob): Promise<boolean> {
      const updated = await db
        .update(jobs)
        .set({ status: 'done', completedAt: sql`now()`, leaseUntil: null, lastError: null })
        .where(fence(job))
        .returning({ id: jobs.id });
      if (updated.length === 0) return false;
      await events.publishFinished({
        jobId: job.row.id,
        applicationId: job.row.applicationId,
        status: 'done',
      });
      return true;
    },

    /** Puts the job back in the queue for a later attempt (exponential backoff); false when fenced out. */
    async retry(job: ClaimedJob, message: string): Promise<{ retried: boolean; delayMs: number }> {
      const delayMs = retryDelayMs(job.attempts, backoffBase, backoffCap);
      const updated = await db
        .update(jobs)
        .set({
          status: 'queued',
          runAt: sql`now() + ${interval(delayMs)}`,
          leaseUntil: null,
          lockedBy: null,
          lastError: truncate(message),
        })
        .where(fence(job))
        .returning({ id: jobs.id });
      return { retried: updated.length > 0, delayMs };
    },

    /**
     * Fails the job for good and runs `onFinal` in the same transaction (refunds and the like
     * therefore happen exactly once, and only for the run that still held the lease).
     */
    async fail(job: ClaimedJob, message: string, onFinal?: (tx: Tx) => Promise<void>): Promise<boolean> {
      const failed = await db.transaction(async (tx) => {
        const updated = await tx
          .update(jobs)
          .set({ status: 'error', completedAt: sql`now()`, leaseUntil: null, lastError: truncate(message) })
          .where(fence(job))
          .returning({ id: jobs.id });
        if (updated.length === 0) return false;
        await onFinal?.(tx);
        return true;
      });
      if (failed) {
        await events.publishFinished({
          jobId: job.row.id,
          applicationId: job.row.applicationId,
          status: 'error',
        });
      }
      return failed;
    },

    /** Milliseconds until the next queued job of these types is due (0 when one is due now); undefined when none waits. */
    async nextDueInMs(types: string[]): Promise<number | undefined> {
      if (types.length === 0) return undefined;
      const [row] = await db
        .select({ ms: sql<number | string | null>`extract(epoch from (min(${jobs.runAt}) - now())) * 1000` })
        .from(jobs)
        .where(and(inArray(jobs.type, types), eq(jobs.status, 'queued')));
      if (row?.ms === null || row?.ms === undefined) return undefined;
      return Math.max(0, Number(row.ms));
    },

    /** Job counts by status, for one user's applications or (no userId) for every job. */
    async counts(userId?: string): Promise<QueueCounts> {
      const base = db.select({ status: jobs.status, count: sql<number | string>`count(*)` }).from(jobs);
      const rows = userId
        ? await base
            .innerJoin(applications, eq(applications.id, jobs.applicationId))
            .where(eq(applications.userId, userId))
            .groupBy(jobs.status)
        : await base.groupBy(jobs.status);
      const by = new Map(rows.map((row) => [row.status, Number(row.count)]));
      return {
        queued: by.get('queued') ?? 0,
        running: by.get('running') ?? 0,
        failed: by.get('error') ?? 0,
        completed: by.get('done') ?? 0,
      };
    },

    /** True when some worker (in any process) holds a live lease. */
    async hasLiveLease(): Promise<boolean> {
      const rows = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.status, 'running'), sql`${jobs.leaseUntil} > now()`))
        .limit(1);
      return rows.length > 0;
    },

    async jobsOfApplication(applicationId: string): Promise<JobRow[]> {
      return db
        .select()
        .from(jobs)
        .where(eq(jobs.applicationId, applicationId))
        .orderBy(asc(jobs.createdAt), asc(jobs.id));
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
