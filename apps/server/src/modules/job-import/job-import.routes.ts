import { extractJobDescriptionRequestSchema, extractJobDescriptionResponseSchema } from '@hireproof/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../app-error.ts';
import { RATE_LIMITED_MESSAGE } from '../../plugins/rate-limits.ts';
import type { JobImportService } from './job-import.service.ts';

export interface ImportLimit {
  max: number;
  windowMs: number;
}
/** Each extraction costs a board a request: a person pasting links gets plenty, a script does not. */
export const DEFAULT_IMPORT_LIMIT: ImportLimit = { max: 10, windowMs: 60_000 };

/** SPEC §7 POST /api/extract-job-description {url} → {jobDescription, jobTitle, company, location, source}. */
export function registerJobImportRoutes(
  root: FastifyInstance,
  deps: { service: JobImportService; limit?: ImportLimit },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const limit = deps.limit ?? DEFAULT_IMPORT_LIMIT;
  const count = root.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `job-import:${request.currentUser?.id ?? request.ip}`,
  });
  const limited = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await count(request);
    if (result.isAllowed || !result.isExceeded) return;
    request.log.warn({ event: 'rate_limited', limit: 'job-import' }, 'rate limit reached');
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
  };

  app.post(
    '/api/extract-job-description',
    {
      preHandler: limited,
      schema: {
        body: extractJobDescriptionRequestSchema,
        response: { 200: extractJobDescriptionResponseSchema },
      },
    },
    (request) => deps.service.extract(request.body.url),
  );
}
