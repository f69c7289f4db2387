import multipart from '@fastify/multipart';
import {
  APPLICATION_EXPORT_FORMATS,
  addKeywordsRequestSchema,
  addKeywordsResponseSchema,
  applicationListQuerySchema,
  applicationPageSchema,
  applicationSchema,
  coverLetterSkipRequestSchema,
  deleteApplicationResponseSchema,
  EXPORT_DOCUMENTS,
  fromScratchRequestSchema,
  fromScratchResponseSchema,
  jobListSchema,
  RESUME_MAX_BYTES,
  readabilityResultSchema,
} from '@hireproof/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readResumeUploadForm } from '../../http/resume-upload-form.ts';
import { applicationIdParams } from './application-access.ts';
import type { ApplicationsService } from './applications.service.ts';

/** Multipart limits (security plan F-1): one file of at most 10 MB, a few short fields. */
export const MULTIPART_LIMITS = {
  fileSize: RESUME_MAX_BYTES,
  files: 1,
  fields: 10,
  /** The job description is the longest field: 50,000 characters, up to 4 bytes each. */
  fieldSize: 200 * 1024,
  parts: 20,
  fieldNameSize: 100,
} as const;

/** Generated documents are shown or saved, never run: no scripts, no fetches, an opaque origin. */
export const EXPORT_HTML_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const idParams = applicationIdParams;
const exportParams = idParams.extend({
  document: z.enum(EXPORT_DOCUMENTS),
  format: z.enum(APPLICATION_EXPORT_FORMATS),
});

/** Every /api/applications route (SPEC §7); ownership is checked in the service (another user's → 404). */
export async function registerApplicationRoutes(
  root: FastifyInstance,
  deps: { service: ApplicationsService },
): Promise<void> {
  const { service } = deps;
  await root.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS });
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/applications',
      { schema: { response: { 201: applicationSchema, 202: applicationSchema } } },
      async (request, reply) => {
        const form = await readResumeUploadForm(request, MULTIPART_LIMITS);
        const outcome = await service.createApplication(request.currentUser!, form);
        return reply.status(outcome.status).send(outcome.application);
      },
    );

    app.post(
      '/api/applications/from-scratch',
      {
        schema: {
          body: fromScratchRequestSchema,
          response: { 201: fromScratchResponseSchema, 202: fromScratchResponseSchema },
        },
      },
      async (request, reply) => {
        const outcome = await service.createFromScratch(request.currentUser!, request.body);
        return reply.status(outcome.status).send(outcome.body);
      },
    );

    app.get(
      '/api/applications',
      { schema: { querystring: applicationListQuerySchema, response: { 200: applicationPageSchema } } },
      (request) => service.listApplications(request.currentUser!, request.query),
    );

    app.get(
      '/api/applications/:id',
      { schema: { params: idParams, response: { 200: applicationSchema } } },
      (request) => service.getApplication(request.currentUser!, request.params.id),
    );

    app.delete(
      '/api/applications/:id',
      { schema: { params: idParams, response: { 200: deleteApplicationResponseSchema } } },
      async (request) => {
        await service.deleteApplication(request.currentUser!, request.params.id);
        return { id: request.params.id, deleted: true as const };
      },
    );

    app.get(
      '/api/applications/:id/readability',
      { schema: { params: idParams, response: { 200: readabilityResultSchema } } },
      (request) => service.readability(request.currentUser!, request.params.id),
    );

    app.post(
      '/api/applications/:id/add-keywords',
      {
        schema: {
          params: idParams,
          body: addKeywordsRequestSchema,
          response: { 200: addKeywordsResponseSchema },
        },
      },
      (request) => service.addKeywords(request.currentUser!, request.params.id, request.body?.keywords),
    );

    app.put(
      '/api/applications/:id/cover-letter-skip',
      {
        schema: {
          params: idParams,
          body: coverLetterSkipRequestSchema,
          response: { 200: applicationSchema },
        },
      },
      (request) => service.skipCoverLetter(request.currentUser!, request.params.id, request.body.skipped),
    );

    app.get(
      '/api/applications/:id/jobs',
      { schema: { params: idParams, response: { 200: jobListSchema } } },
      (request) => service.jobs(request.currentUser!, request.params.id),
    );

    app.get(
      '/api/applications/:id/export/:document/:format',
      { schema: { params: exportParams } },
      async (request, reply) => {
        const { id, document, format } = request.params;
        const file = await service.exportDocument(request.currentUser!, id, document, format);
        reply
          .header('content-type', file.mediaType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('x-content-type-options', 'nosniff');
        if (format === 'html') reply.header('content-security-policy', EXPORT_HTML_CSP);
        return reply.send(Buffer.from(file.bytes));
      },
    );
  });
}
