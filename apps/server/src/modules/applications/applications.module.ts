import type { Writer } from '@hireproof/engine';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import { registerAnalysisRoutes } from '../analysis/analysis.routes.ts';
import { createFileStore, type FileStore } from '../files/file-store.ts';
import { registerQueueRoutes } from '../queue/queue.routes.ts';
import { createQueueRuntime, type QueueRuntime, type QueueSettings } from '../queue/queue-runtime.ts';
import { registerApplicationRoutes } from './applications.routes.ts';
import { createApplicationsService } from './applications.service.ts';

/** Test and bench knobs of the applications capability; production uses the defaults. */
export interface ApplicationsOptions extends Partial<QueueSettings> {
  /** How long POST /api/applications waits for the generation (default 25 s). */
  generationWaitMs?: number;
  fileStore?: FileStore;
  extraDefinitions?: JobDefinition<never>[];
  /** The writer for each generation (the AI module's pool, or the built-in writer when absent). */
  chooseWriter?: (signal: AbortSignal) => Promise<Writer>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue, its events and this process's worker (if any). */
    queueRuntime: QueueRuntime;
  }
}

/**
 * Applications, the queue under them and live readability scoring: creates the queue runtime
 * (with a worker unless WORKER=off), registers the routes, and stops the worker — waiting for
 * running jobs — when the app closes.
 */
export async function registerApplicationsModule(
  app: FastifyInstance,
  deps: {
    config: Config;
    database: DatabaseHandle;
    logger: Logger;
    clock: Clock;
    options?: ApplicationsOptions;
  },
): Promise<void> {
  const { config, database, logger, clock } = deps;
  const options = deps.options ?? {};
  const fileStore =
    options.fileStore ??
    createFileStore({ driver: config.fileStore, db: database.db, dataDir: config.dataDir });
  const runtime = await createQueueRuntime({
    database,
    logger,
    clock,
    fileStore,
    settings: { ...options, startWorker: options.startWorker ?? config.worker },
    ...(options.extraDefinitions ? { extraDefinitions: options.extraDefinitions } : {}),
    ...(options.chooseWriter ? { chooseWriter: options.chooseWriter } : {}),
  });
  app.decorate('queueRuntime', runtime);
  app.addHook('onClose', () => runtime.stop());

  const service = createApplicationsService({
    db: database.db,
    fileStore,
    runtime,
    clock,
    ...(options.generationWaitMs !== undefined ? { generationWaitMs: options.generationWaitMs } : {}),
  });
  await registerApplicationRoutes(app, { service });
  registerQueueRoutes(app, { runtime });
  registerAnalysisRoutes(app);
}
