import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client.ts';
import type { JobDefinition, JobSet } from './job-definition.ts';
import { registerQueueRoutes } from './queue.routes.ts';
import { createQueueRuntime, type QueueRuntime, type QueueSettings } from './queue-runtime.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue, its events and this process's worker (if any). */
    queueRuntime: QueueRuntime;
  }
}

/**
 * The web process's queue: creates the runtime (with a worker unless WORKER=off) over the job sets
 * the modules hand in, registers /api/queue/*, and stops the worker — waiting for running jobs —
 * when the app closes.
 */
export async function registerQueue(
  app: FastifyInstance,
  deps: {
    database: DatabaseHandle;
    logger: Logger;
    settings: QueueSettings;
    jobSets: JobSet[];
    extraDefinitions?: JobDefinition<never>[];
  },
): Promise<QueueRuntime> {
  const runtime = await createQueueRuntime(deps);
  app.decorate('queueRuntime', runtime);
  app.addHook('onClose', () => runtime.stop());
  registerQueueRoutes(app, { runtime });
  return runtime;
}
