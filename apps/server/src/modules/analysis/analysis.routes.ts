import multipart from '@fastify/multipart';
import {
  APPLICATION_MESSAGES,
  fitCheckFieldsSchema,
  fitCheckResponseSchema,
  RESUME_MAX_BYTES,
  readabilityRequestSchema,
  readabilityResultSchema,
} from '@hireproof/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../app-error.ts';
import { readResumeUploadForm } from '../../http/resume-upload-form.ts';
import { RATE_LIMITED_MESSAGE } from '../../plugins/rate-limits.ts';
import { type EnginePool, PoolTaskFailure, sharedEnginePool } from '../../pool/engine-pool.ts';
import { checkFit, type FitResumeReader } from './fit-check.service.ts';

export interface FitLimit {
  max: number;
  windowMs: number;
}
/** Each check reads a file in the engine pool: a person pressing Generate needs a few, a script no more. */
export const DEFAULT_FIT_LIMIT: FitLimit = { max: 10, windowMs: 60_000 };

export interface AnalysisOptions {
  /** Readability requests a user may make in the window (the builder scores on a debounce). */
  readabilityLimit?: { max: number; windowMs: number };
  /** Fit checks a user may make in the window. */
  fitLimit?: FitLimit;
  /** Where the scoring runs; the process's shared engine pool by default. */
  pool?: EnginePool;
}

export const DEFAULT_READABILITY_LIMIT = { max: 60, windowMs: 60_000 };
/** A maximum-size request takes a couple of seconds of one thread; past this it is stopped. */
const READABILITY_TIMEOUT_MS = 15_000;
const READABILITY_LIMIT_MESSAGE =
  'This resume could not be scored: it needs more time or memory than any resume should. Please shorten it and try again.';

/** One resume file and the three short job fields; the description is the longest (50,000 characters). */
const FIT_MULTIPART_LIMITS = {
  fileSize: RESUME_MAX_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 200 * 1024,
  parts: 8,
  fieldNameSize: 100,
} as const;

/**
 * POST /api/analysis/readability — scores resume HTML or text against a job title and keywords, in the
 * engine pool (never on the event loop), limited per user.
 * POST /api/analysis/fit — how much of a posting an uploaded resume already shows, before a credit is spent.
 */
export async function registerAnalysisRoutes(
  root: FastifyInstance,
  options: AnalysisOptions & { readResume: FitResumeReader },
): Promise<void> {
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

  const fitLimit = options.fitLimit ?? DEFAULT_FIT_LIMIT;
  const countFit = root.createRateLimit({
    max: fitLimit.max,
    timeWindow: fitLimit.windowMs,
    keyGenerator: (request) => `analysis-fit:${request.currentUser?.id ?? request.ip}`,
  });
  const limited = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await countFit(request);
    if (result.isAllowed || !result.isExceeded) return;
    request.log.warn({ event: 'rate_limited', limit: 'analysis-fit' }, 'rate limit reached');
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
  };

  await root.register(async (scope) => {
    await scope.register(multipart, { limits: FIT_MULTIPART_LIMITS });
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/analysis/fit',
        { preHandler: limited, schema: { response: { 200: fitCheckResponseSchema } } },
        async (request) => {
          const { file, fields } = await readFitForm(request);
          const parsed = fitCheckFieldsSchema.safeParse(fields);
          if (!parsed.success)
            throw new AppError('INVALID_INPUT', APPLICATION_MESSAGES.missingFields.message);
          return checkFit(options.readResume, pool, file, parsed.data, request.currentUser!.id);
        },
      );
  });
}

/** The fit check needs the file itself, unlike a builder draft. */
async function readFitForm(request: FastifyRequest) {
  const { file, fields } = await readResumeUploadForm(request, FIT_MULTIPART_LIMITS);
  if (!file || file.bytes.byteLength === 0 || !file.fileName.trim())
    throw new AppError('INVALID_INPUT', APPLICATION_MESSAGES.fileRequired.message);
  return { file, fields };
}
