import { queueStatsSchema } from '@hireproof/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { QueueRuntime } from './queue-runtime.ts';

/**
 * GET /api/queue/stats — a user sees the counts of their own jobs, an admin every job (the admin
 * console's queue tab). isWorkerRunning is true when this process runs a worker or any worker
 * (e.g. a separate `npm run worker` process) holds a live lease.
 */
export function registerQueueRoutes(root: FastifyInstance, deps: { runtime: QueueRuntime }): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get('/api/queue/stats', { schema: { response: { 200: queueStatsSchema } } }, async (request) => {
    const viewer = request.currentUser!;
    const counts = await deps.runtime.queue.counts(viewer.role === 'admin' ? undefined : viewer.id);
    const isWorkerRunning = deps.runtime.isWorkerRunning || (await deps.runtime.queue.hasLiveLease());
    return { ...counts, isWorkerRunning };
  });
}
