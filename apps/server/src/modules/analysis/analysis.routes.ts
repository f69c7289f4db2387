import { readabilityRequestSchema, readabilityResultSchema } from '@hireproof/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../app-error.ts';
import { RATE_LIMITED_MESSAGE } from '../../plugins/rate-limits.ts';
import { type EnginePool, PoolTaskFailure, sharedEnginePool } from '../../pool/engine-pool.ts';

export interface AnalysisOptions {
  /** Readability requests a user may make in the window (the builder scores on a debounce). */
  readabilityLimit?: { max: number; windowMs: number };
  /** Where the scoring runs; the process's shared engine pool by default. */
  pool?: EnginePool;
}

export const DEFAULT_READABILITY_LIMIT = { max: 60, windowMs: 60_000 };
/** A maximum-size request takes a couple of seconds of one thread; past this it is stopped. */
const READABILITY_TIMEOUT_MS = 15_000;
const READABILITY_LIMIT_MESSAGE =
  'This resume could not be scored: it needs more time or memory than any resume should. Please shorten it and try again.';

/**
 * POST /api/analysis/readability — scores resume HTML or text against a job title and keywords,
 * in the engine pool (never on the event loop), limited per user.
 */
export function registerAnalysisRoutes(root: FastifyInstance, options: AnalysisOptions = {}): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const pool = options.pool ?? sharedEnginePool();
  const limit = options.readabilityLimit ?? DEFAULT_READABILITY_LIMIT;
  const count = root.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    // The route is for signed-in users only (ROUTE_ACCESS), so the key is always a user.
    keyGenerator: (request) => `readability:${request.currentUser?.id ?? request.ip}`,
  });
  app.post(
    '/api/analysis/readability',
    { schema: { body: readabilityRequestSchema, response: { 200: readabilityResultSchema } } },
    async (request, reply) => {
      const allowed = await count(request);
      if (!allowed.isAllowed && allowed.isExceeded) {
        reply.header('retry-after', String(allowed.ttlInSeconds));
        throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
      }
      const outcome = await pool
        .run('readability', request.body, { timeoutMs: READABILITY_TIMEOUT_MS })
        .catch((error: unknown) => {
          if (error instanceof PoolTaskFailure && (error.kind === 'timeout' || error.kind === 'memory'))
            throw new AppError('INVALID_INPUT', READABILITY_LIMIT_MESSAGE);
          throw error;
        });
      if (!outcome.ok) throw new AppError('INVALID_INPUT', outcome.message);
      return outcome.result;
    },
  );
}
