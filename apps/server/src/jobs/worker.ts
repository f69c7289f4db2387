import { randomUUID } from 'node:crypto';
import { availableParallelism, hostname } from 'node:os';
import { WORKER_POLL_MS } from '@hireproof/contract';
import type { Logger } from 'pino';
import {
  JOB_FAILED_MESSAGE,
  JOB_RETRY_MESSAGE,
  type JobDefinition,
  LeaseLostError,
  PermanentJobError,
} from './job-definition.ts';
import type { ClaimedJob, JobQueue } from './job-queue.ts';
import type { QueueEvents } from './queue-events.ts';

export interface WorkerOptions {
  /** Jobs run at the same time by this worker (default DEFAULT_CONCURRENCY). */
  concurrency?: number;
  /** Fallback poll when no wake-up arrives (SPEC §9: every 30 s). */
  pollMs?: number;
  /** How long a claim is valid without a heartbeat; heartbeats run every lease/3. */
  leaseMs?: number;
  /** Identifies this worker in jobs.locked_by. */
  workerId?: string;
}

export const DEFAULT_LEASE_MS = 60_000;
/**
 * Two jobs a core: a job's CPU work runs in the engine pool (a thread a core), and while one job
 * waits on the database or the network another keeps that thread busy.
 */
export const DEFAULT_CONCURRENCY = Math.max(2, 2 * availableParallelism());

export interface Worker {
  readonly id: string;
  readonly isRunning: boolean;
  start(): void;
  /** Stops claiming at once, then waits for running handlers (aborting them after `graceMs`). */
  stop(graceMs?: number): Promise<void>;
  /** Resolves when no job is running in this worker (tests). */
  idle(): Promise<void>;
}

/**
 * Runs job definitions from the queue: claims while it has free slots, sleeps until an enqueue
 * wake-up, the poll timer or the next retry's due time. A handler error retries with backoff until
 * the job's attempts are used up, except a PermanentJobError (or a payload that does not parse),
 * which fails the job at once.
 */
export function createWorker(deps: {
  queue: JobQueue;
  events: QueueEvents;
  definitions: JobDefinition<never>[];
  logger: Logger;
  options?: WorkerOptions;
}): Worker {
  const { queue, events, logger } = deps;
  const concurrency = Math.max(1, deps.options?.concurrency ?? DEFAULT_CONCURRENCY);
  const pollMs = deps.options?.pollMs ?? WORKER_POLL_MS;
  const leaseMs = deps.options?.leaseMs ?? DEFAULT_LEASE_MS;
  const id = deps.options?.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const byName = new Map(
    deps.definitions.map((definition) => [definition.name, definition as JobDefinition<unknown>]),
  );
  const types = [...byName.keys()];
  const log = logger.child({ worker: id });

  const inFlight = new Map<string, { promise: Promise<void>; abort: AbortController }>();
  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let unsubscribe: (() => void) | undefined;
  let idleWaiters: Array<() => void> = [];

  // A wake-up that arrives while the loop is busy (claiming, reading the next due time) is kept,
  // so the loop goes round again instead of sleeping through it until the poll.
  let pendingWake = false;
  const nudge = () => {
    const resolve = wake;
    wake = undefined;
    if (resolve) resolve();
    else pendingWake = true;
  };

  async function execute(job: ClaimedJob, abort: AbortController): Promise<void> {
    const definition = byName.get(job.row.type)!;
    const jobLog = log.child({ jobId: job.row.id, type: job.row.type, attempt: job.attempts });
    const heartbeat = setInterval(
      () => {
        queue.heartbeat(job, leaseMs).then(
          (held) => {
            if (!held) {
              jobLog.warn('lease lost; aborting the run');
              abort.abort(new LeaseLostError(job.row.id));
            }
          },
          (error) => jobLog.warn({ err: error }, 'heartbeat failed'),
        );
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    heartbeat.unref();

    // lastError is read by the job's owner, so it holds a sentence written for them: a PermanentJobError's
    // message (written for the user) or the definition's own; the exception goes to the log only.
    const userMessage = (error: unknown) =>
      error instanceof PermanentJobError ? error.message : (definition.failedMessage ?? JOB_FAILED_MESSAGE);

    const finalFailure = async (error: unknown, payload: unknown) => {
      const message = userMessage(error);
      const failed = await queue.fail(job, message, async (tx) => {
        if (definition.onFinalFailure && payload !== undefined) {
          await definition.onFinalFailure({ tx, payload, jobId: job.row.id, error, message });
        }
      });
      jobLog.warn({ err: error, fenced: !failed }, 'job failed for good');
    };

    try {
      // A crashed worker's run that was already the last one: nothing may run again.
      if (job.attempts > job.row.maxAttempts) {
        const parsed = definition.payload.safeParse(job.row.payload);
        await finalFailure(
          new Error('worker stopped during the last attempt'),
          parsed.success ? parsed.data : undefined,
        );
        return;
      }
      const parsed = definition.payload.safeParse(job.row.payload);
      if (!parsed.success) {
        await finalFailure(parsed.error, undefined);
        return;
      }
      try {
        await definition.run(parsed.data, {
          jobId: job.row.id,
          attempt: job.attempts,
          maxAttempts: job.row.maxAttempts,
          signal: abort.signal,
          logger: jobLog,
          assertLease: (tx) => queue.assertLease(tx, job),
        });
      } catch (error) {
        if (error instanceof LeaseLostError || abort.signal.aborted) {
          jobLog.warn({ err: error }, 'run abandoned: its lease is gone');
          return;
        }
        if (error instanceof PermanentJobError || job.attempts >= job.row.maxAttempts) {
          await finalFailure(error, parsed.data);
        } else {
          const { retried, delayMs } = await queue.retry(job, JOB_RETRY_MESSAGE);
          jobLog.warn({ err: error, delayMs, fenced: !retried }, 'job failed; retrying later');
          if (retried) setTimeout(nudge, delayMs + 5).unref();
        }
        return;
      }
      const completed = await queue.complete(job);
      if (!completed) jobLog.warn('finished after losing its lease; result left to the new owner');
    } catch (error) {
      // The database was unreachable while recording the outcome; the lease expiry hands the job on.
      jobLog.error({ err: error }, 'could not record the outcome of a job');
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function run(): Promise<void> {
    while (running) {
      pendingWake = false;
      let claimedAny = false;
      while (running && inFlight.size < concurrency) {
        let job: ClaimedJob | undefined;
        try {
          job = await queue.claim(id, types, leaseMs);
        } catch (error) {
          log.error({ err: error }, 'claim failed');
          break;
        }
        if (!job) break;
        claimedAny = true;
        const abort = new AbortController();
        const jobId = job.row.id;
        const promise = execute(job, abort).finally(() => {
          inFlight.delete(jobId);
          if (inFlight.size === 0) {
            const waiters = idleWaiters;
            idleWaiters = [];
            for (const resolve of waiters) resolve();
          }
          nudge();
        });
        inFlight.set(jobId, { promise, abort });
      }
      if (!running) break;
      if (claimedAny && inFlight.size < concurrency) continue;
      let sleepMs = pollMs;
      if (inFlight.size < concurrency) {
        try {
          const due = await queue.nextDueInMs(types);
          if (due !== undefined) sleepMs = Math.min(sleepMs, due + 5);
        } catch (error) {
          log.warn({ err: error }, 'could not read the next due time');
        }
      }
      if (!running) break;
      if (pendingWake) {
        pendingWake = false;
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => nudge(), sleepMs);
        timer.unref();
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  return {
    id,
    get isRunning() {
      return running;
    },
    start() {
      if (running) return;
      running = true;
      unsubscribe = events.onEnqueued(nudge);
      loop = run().catch((error) => log.error({ err: error }, 'worker loop stopped'));
      log.info({ types, concurrency, pollMs, leaseMs }, 'worker started');
    },
    async stop(graceMs = 30_000) {
      if (!running) return;
      running = false;
      unsubscribe?.();
      nudge();
      await loop;
      const pending = [...inFlight.values()];
      if (pending.length > 0) {
        log.info({ jobs: pending.length }, 'waiting for running jobs to finish');
        const timer = setTimeout(() => {
          for (const entry of pending) entry.abort.abort(new Error('worker stopping'));
        }, graceMs);
        timer.unref();
        await Promise.allSettled(pending.map((entry) => entry.promise));
        clearTimeout(timer);
      }
      log.info('worker stopped');
    },
    idle() {
      if (inFlight.size === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
