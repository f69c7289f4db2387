import type { Writer } from '@hireproof/engine';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import type { QueueRuntime, QueueSettings } from '../../jobs/queue-runtime.ts';
import type { Limit } from '../../plugins/rate-limits.ts';
import type { FileStore } from '../files/index.ts';
import { registerApplicationRoutes } from './applications.routes.ts';
import { createApplicationsService } from './applications.service.ts';
import type { IsolatedParseOptions } from './isolated-parse.ts';
import { registerReviewRoutes } from './review/review.routes.ts';
import { createReviewService } from './review/review.service.ts';

/** Test and bench knobs of the applications capability and the queue under it; production uses the defaults. */
export interface ApplicationsOptions extends Partial<QueueSettings> {
  /** How long POST /api/applications waits for the generation (default 25 s). */
  generationWaitMs?: number;
  fileStore?: FileStore;
  extraDefinitions?: JobDefinition<never>[];
  /** The writer for each generation (the AI module's pool, or the built-in writer when absent). */
  chooseWriter?: (signal: AbortSignal, owner?: string) => Promise<Writer>;
  /** Limits of resume parsing in the engine pool. */
  parse?: IsolatedParseOptions;
  /** Review writes per user and window (review.routes.ts; tests lower it). */
  reviewWriteLimit?: Limit;
}

/** The applications routes (/api/applications/*) over the queue the process created. */
export async function registerApplicationsModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    fileStore: FileStore;
    queue: QueueRuntime;
    clock: Clock;
    generationWaitMs?: number;
    reviewWriteLimit?: Limit;
    chooseWriter?: (signal: AbortSignal, owner?: string) => Promise<Writer>;
  },
): Promise<void> {
  const review = createReviewService({
    db: deps.db,
    clock: deps.clock,
    ...(deps.chooseWriter ? { chooseWriter: deps.chooseWriter } : {}),
  });
  const service = createApplicationsService({
    recordRevision: review.recordRevision,
    db: deps.db,
    fileStore: deps.fileStore,
    runtime: deps.queue,
    clock: deps.clock,
    ...(deps.generationWaitMs !== undefined ? { generationWaitMs: deps.generationWaitMs } : {}),
  });
  await registerApplicationRoutes(app, { service });
  await registerReviewRoutes(app, {
    service: review,
    ...(deps.reviewWriteLimit ? { writeLimit: deps.reviewWriteLimit } : {}),
  });
}
