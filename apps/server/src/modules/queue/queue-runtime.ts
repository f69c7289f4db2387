import type { Writer } from '@hireproof/engine';
import type { Logger } from 'pino';
import type { Clock } from '../../clock.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import { createJobQueue, type JobQueue } from '../../jobs/job-queue.ts';
import { createQueueEvents, type QueueEvents } from '../../jobs/queue-events.ts';
import { createWorker, type Worker } from '../../jobs/worker.ts';
import { createGenerateApplicationJob } from '../applications/generate-application.job.ts';
import { createResumeParser, type IsolatedParseOptions } from '../applications/isolated-parse.ts';
import type { FileStore } from '../files/file-store.ts';

/** Knobs of the queue; the defaults are production's, tests shorten them. */
export interface QueueSettings {
  /** Run a worker in this process (main: WORKER=on; worker.ts: always). */
  startWorker: boolean;
  concurrency?: number;
  pollMs?: number;
  leaseMs?: number;
  backoffBaseMs?: number;
  /** Limits of the resume parsing child. */
  parse?: IsolatedParseOptions;
  /**
   * Start a warm parse child right away (in its own process, so it costs the server nothing), so
   * the first upload after a start does not pay for starting one (production; tests leave it off).
   */
  prewarm?: boolean;
}

export interface QueueRuntime {
  queue: JobQueue;
  events: QueueEvents;
  worker: Worker | undefined;
  /** True when this process runs a worker that has not been stopped. */
  readonly isWorkerRunning: boolean;
  /** Stops the worker (waiting for running jobs) and the event listener. */
  stop(): Promise<void>;
}

/**
 * The queue, its events and (optionally) a worker with every job definition of the product. Shared
 * by the web process (buildApp) and the worker-only process (worker.ts).
 */
export async function createQueueRuntime(deps: {
  database: DatabaseHandle;
  logger: Logger;
  clock: Clock;
  fileStore: FileStore;
  settings: QueueSettings;
  /** Extra definitions (tests register probe jobs). */
  extraDefinitions?: JobDefinition<never>[];
  /** The writer for each generation (the AI module's pool); the built-in writer when absent. */
  chooseWriter?: (signal: AbortSignal) => Promise<Writer>;
}): Promise<QueueRuntime> {
  const { database, logger, settings } = deps;
  const events = await createQueueEvents(database, logger);
  const queue = createJobQueue({
    db: database.db,
    events,
    ...(settings.backoffBaseMs !== undefined ? { options: { backoffBaseMs: settings.backoffBaseMs } } : {}),
  });
  const parser = createResumeParser(settings.parse);
  const definitions = [
    createGenerateApplicationJob({
      db: database.db,
      fileStore: deps.fileStore,
      clock: deps.clock,
      parser,
      ...(deps.chooseWriter ? { chooseWriter: deps.chooseWriter } : {}),
    }) as unknown as JobDefinition<never>,
    ...(deps.extraDefinitions ?? []),
  ];
  const worker = settings.startWorker
    ? createWorker({
        queue,
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
    void parser.warm();
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
      parser.close();
      await events.close();
    },
  };
}
