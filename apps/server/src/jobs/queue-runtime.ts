import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client.ts';
import type { JobDefinition, JobSet } from './job-definition.ts';
import { createJobQueue, type JobQueue } from './job-queue.ts';
import { createQueueEvents, type QueueEvents } from './queue-events.ts';
import { timedQueue } from './queue-metrics.ts';
import { createWorker, type Worker } from './worker.ts';

/** Knobs of the queue; the defaults are production's, tests shorten them. */
export interface QueueSettings {
  /** Run a worker in this process (main: WORKER=on; worker.ts: always). */
  startWorker: boolean;
  concurrency?: number;
  pollMs?: number;
  leaseMs?: number;
  backoffBaseMs?: number;
  /**
   * Warm up the job sets right away (the engine pool's threads load the engine off the event
   * loop), so the first job after a start does not pay for it (production; tests leave it off).
   */
  prewarm?: boolean;
}

export interface QueueRuntime {
  queue: JobQueue;
  events: QueueEvents;
  worker: Worker | undefined;
  /** True when this process runs a worker that has not been stopped. */
  readonly isWorkerRunning: boolean;
  /** Stops the worker (waiting for running jobs), releases the job sets, then the event listener. */
  stop(): Promise<void>;
}

/**
 * The queue, its events and (optionally) a worker running the job sets the modules hand in. Shared
 * by the web process (buildApp) and the worker-only process (worker.ts); it knows no module.
 */
export async function createQueueRuntime(deps: {
  database: DatabaseHandle;
  logger: Logger;
  settings: QueueSettings;
  jobSets: JobSet[];
  /** Extra definitions (tests register probe jobs). */
  extraDefinitions?: JobDefinition<never>[];
}): Promise<QueueRuntime> {
  const { database, logger, settings, jobSets } = deps;
  const events = await createQueueEvents(database, logger);
  const queue = createJobQueue({
    db: database.db,
    events,
    ...(settings.backoffBaseMs !== undefined ? { options: { backoffBaseMs: settings.backoffBaseMs } } : {}),
  });
  const definitions = [...jobSets.flatMap((set) => set.definitions), ...(deps.extraDefinitions ?? [])];
  const worker = settings.startWorker
    ? createWorker({
        queue: timedQueue(queue),
        events,
        definitions,
        logger,
        options: {
          ...(settings.concurrency !== undefined ? { concurrency: settings.concurrency } : {}),
          ...(settings.pollMs !== undefined ? { pollMs: settings.pollMs } : {}),
          ...(settings.leaseMs !== undefined ? { leaseMs: settings.leaseMs } : {}),
        },
      })
    : undefined;
  worker?.start();
  if (worker && settings.prewarm) {
    for (const set of jobSets) void set.warm?.();
  }
  let stopped = false;
  return {
    queue,
    events,
    worker,
    get isWorkerRunning() {
      return Boolean(worker?.isRunning);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await worker?.stop();
      for (const set of jobSets) set.close?.();
      await events.close();
    },
  };
}
