import {
  ATS_CHECK_FORMATS,
  applicationReviewSchema,
  atsCheckSchema,
  changeDecisionRequestSchema,
  coverLetterTextRequestSchema,
  fillRequestSchema,
  revisionListSchema,
  structureFixRequestSchema,
  templateChoiceRequestSchema,
  templateIdSchema,
} from '@hireproof/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPORT_HTML_CSP } from './applications.routes.ts';
import type { ReviewService } from './review.service.ts';

// Any id text is accepted here; one that is not an application of the caller answers 404 (not 400).
const idParams = z.object({ id: z.string().max(100) });
const changeParams = idParams.extend({ change: z.coerce.number().int().nonnegative().max(10_000) });
const templateParams = idParams.extend({ template: templateIdSchema });
const atsParams = idParams.extend({ format: z.enum(ATS_CHECK_FORMATS) });
const revisionParams = idParams.extend({ number: z.coerce.number().int().positive().max(1_000_000) });

/** Review before sending (issue 11): user routes; ownership is checked in the service (others' → 404). */
export async function registerReviewRoutes(
  root: FastifyInstance,
  deps: { service: ReviewService },
): Promise<void> {
  const { service } = deps;
  const app = root.withTypeProvider<ZodTypeProvider>();
  const reply = { response: { 200: applicationReviewSchema } };

  app.get('/api/applications/:id/review', { schema: { params: idParams, ...reply } }, (request) =>
    service.review(request.currentUser!, request.params.id),
  );

  app.put(
    '/api/applications/:id/changes/:change',
    { schema: { params: changeParams, body: changeDecisionRequestSchema, ...reply } },
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
    { schema: { params: idParams, body: fillRequestSchema, ...reply } },
    (request) => service.fill(request.currentUser!, request.params.id, request.body),
  );

  app.put(
    '/api/applications/:id/templates',
    { schema: { params: idParams, body: templateChoiceRequestSchema, ...reply } },
    (request) => service.chooseTemplates(request.currentUser!, request.params.id, request.body),
  );

  app.put(
    '/api/applications/:id/cover-letter',
    { schema: { params: idParams, body: coverLetterTextRequestSchema, ...reply } },
    (request) => service.saveCoverLetter(request.currentUser!, request.params.id, request.body),
  );

  app.post(
    '/api/applications/:id/structure',
    { schema: { params: idParams, body: structureFixRequestSchema, ...reply } },
    (request) => service.fixStructure(request.currentUser!, request.params.id, request.body),
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
    { schema: { params: revisionParams, ...reply } },
    (request) => service.restore(request.currentUser!, request.params.id, request.params.number),
  );
}
