import {
  ATS_CHECK_FORMATS,
  answerRequestSchema,
  applicationReviewSchema,
  atsCheckSchema,
  changeDecisionRequestSchema,
  coverLetterTextRequestSchema,
  fillRequestSchema,
  gapQuestionsSchema,
  revisionListSchema,
  structureFixRequestSchema,
  templateChoiceRequestSchema,
  templateIdSchema,
} from '@hireproof/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../app-error.ts';
import { type Limit, RATE_LIMITED_MESSAGE } from '../../../plugins/rate-limits.ts';
import { applicationIdParams } from '../application-access.ts';
import { EXPORT_HTML_CSP } from '../applications.routes.ts';
import type { ReviewService } from './review.service.ts';

const idParams = applicationIdParams;
const changeParams = idParams.extend({ change: z.coerce.number().int().nonnegative().max(10_000) });
const templateParams = idParams.extend({ template: templateIdSchema });
const atsParams = idParams.extend({ format: z.enum(ATS_CHECK_FORMATS) });
const revisionParams = idParams.extend({ number: z.coerce.number().int().positive().max(1_000_000) });

/**
 * Review writes a user may make per window: each stores a whole revision, so they are limited per
 * user like the other writes (the builder's helpers, the fit check); a person reviewing clicks far
 * fewer.
 */
export const DEFAULT_REVIEW_WRITE_LIMIT: Limit = { max: 60, windowMs: 60_000 };

/** Review before sending (issue 11): user routes; ownership is checked in the service (others' → 404). */
export async function registerReviewRoutes(
  root: FastifyInstance,
  deps: { service: ReviewService; writeLimit?: Limit },
): Promise<void> {
  const { service } = deps;
  const app = root.withTypeProvider<ZodTypeProvider>();
  const reply = { response: { 200: applicationReviewSchema } };
  const limit = deps.writeLimit ?? DEFAULT_REVIEW_WRITE_LIMIT;
  const count = root.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    // User routes (ROUTE_ACCESS): the key is always a user.
    keyGenerator: (request) => `review-write:${request.currentUser?.id ?? request.ip}`,
  });
  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await count(request);
    if (result.isAllowed || !result.isExceeded) return;
    request.log.warn({ event: 'rate_limited', limit: 'review-write' }, 'rate limit reached');
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
  };

  app.get('/api/applications/:id/review', { schema: { params: idParams, ...reply } }, (request) =>
    service.review(request.currentUser!, request.params.id),
  );

  app.put(
    '/api/applications/:id/changes/:change',
    { preHandler, schema: { params: changeParams, body: changeDecisionRequestSchema, ...reply } },
    (request) =>
      service.decideChange(
        request.currentUser!,
        request.params.id,
        request.params.change,
        request.body.decision,
      ),
  );

  app.post(
    '/api/applications/:id/fill',
    { preHandler, schema: { params: idParams, body: fillRequestSchema, ...reply } },
    (request) => service.fill(request.currentUser!, request.params.id, request.body),
  );

  app.put(
    '/api/applications/:id/templates',
    { preHandler, schema: { params: idParams, body: templateChoiceRequestSchema, ...reply } },
    (request) => service.chooseTemplates(request.currentUser!, request.params.id, request.body),
  );

  app.put(
    '/api/applications/:id/cover-letter',
    { preHandler, schema: { params: idParams, body: coverLetterTextRequestSchema, ...reply } },
    (request) => service.saveCoverLetter(request.currentUser!, request.params.id, request.body),
  );

  app.post(
    '/api/applications/:id/structure',
    { preHandler, schema: { params: idParams, body: structureFixRequestSchema, ...reply } },
    (request) => service.fixStructure(request.currentUser!, request.params.id, request.body),
  );

  // Ask, don't invent (issue 29): the questions of the gap, and one answer at a time.
  app.get(
    '/api/applications/:id/questions',
    { schema: { params: idParams, response: { 200: gapQuestionsSchema } } },
    (request) => service.questions(request.currentUser!, request.params.id),
  );

  app.post(
    '/api/applications/:id/answers',
    { preHandler, schema: { params: idParams, body: answerRequestSchema, ...reply } },
    (request) => service.answer(request.currentUser!, request.params.id, request.body),
  );

  app.get(
    '/api/applications/:id/thumbnails/:template',
    { schema: { params: templateParams } },
    async (request, reply) => {
      const html = await service.thumbnail(request.currentUser!, request.params.id, request.params.template);
      return (
        reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('content-security-policy', EXPORT_HTML_CSP)
          .header('x-content-type-options', 'nosniff')
          // The address does not name the version: a short private lifetime, then the cached render.
          .header('cache-control', 'private, max-age=30')
          .send(html)
      );
    },
  );

  app.get(
    '/api/applications/:id/ats-check/:format',
    { schema: { params: atsParams, response: { 200: atsCheckSchema } } },
    (request) => service.atsCheck(request.currentUser!, request.params.id, request.params.format),
  );

  app.get(
    '/api/applications/:id/revisions',
    { schema: { params: idParams, response: { 200: revisionListSchema } } },
    (request) => service.revisions(request.currentUser!, request.params.id),
  );

  app.post(
    '/api/applications/:id/revisions/:number/restore',
    { preHandler, schema: { params: revisionParams, ...reply } },
    (request) => service.restore(request.currentUser!, request.params.id, request.params.number),
  );
}
