import { healthSchema, type Readiness, readinessSchema } from '@hireproof/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { appliedMigrationCount, expectedMigrationCount } from '../../db/migrate.ts';

/** Liveness (the process answers) and readiness (database reachable, every migration applied). */
export function registerHealthRoutes(root: FastifyInstance, deps: { db: Db }): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const expected = expectedMigrationCount();

  app.get('/healthz', { schema: { response: { 200: healthSchema } } }, () => ({ status: 'ok' as const }));

  app.get(
    '/readyz',
    { schema: { response: { 200: readinessSchema, 503: readinessSchema } } },
    async (request, reply) => {
      let readiness: Readiness;
      try {
        const applied = await appliedMigrationCount(deps.db);
        const ready = applied >= expected;
        readiness = {
          status: ready ? 'ready' : 'not_ready',
          database: 'up',
          migrations: { applied, expected },
        };
      } catch (error) {
        request.log.error({ err: error }, 'readiness check: database unreachable');
        readiness = { status: 'not_ready', database: 'down', migrations: { applied: 0, expected } };
      }
      return reply.status(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  );
}
