import multipart from '@fastify/multipart';
import {
  APPLICATION_MESSAGES,
  builderDraftSchema,
  draftPreviewSchema,
  importedDraftSchema,
  RESUME_MAX_BYTES,
  savedDraftSchema,
} from '@hireproof/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { createBuilderService, type ResumeFileReader } from './builder.service.ts';

/**
 * The builder's own routes: GET/PUT/DELETE /api/builder/draft (the signed-in user's one current
 * draft), its live preview, its import from a resume file or a JSON Resume file, and its export as
 * JSON Resume.
 */
export async function registerBuilderRoutes(
  root: FastifyInstance,
  deps: { db: Db; clock: Clock; readResume: ResumeFileReader },
): Promise<void> {
  const service = createBuilderService(deps);
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get('/api/builder/draft', { schema: { response: { 200: savedDraftSchema } } }, (request) =>
    service.current(request.currentUser!.id),
  );

  app.put(
    '/api/builder/draft',
    { schema: { body: builderDraftSchema, response: { 200: savedDraftSchema } } },
    (request) => service.save(request.currentUser!.id, request.body),
  );

  app.delete('/api/builder/draft', { schema: { response: { 200: savedDraftSchema } } }, async (request) => {
    await service.discard(request.currentUser!.id);
    return { draft: null, updatedAt: null };
  });

  app.post(
    '/api/builder/preview',
    { schema: { body: builderDraftSchema, response: { 200: draftPreviewSchema } } },
    (request) => service.preview(request.body),
  );

  app.post('/api/builder/export', { schema: { body: builderDraftSchema } }, (request) =>
    service.exportJsonResume(request.currentUser!.id, request.body),
  );

  await root.register(async (scope) => {
    const limits = { fileSize: RESUME_MAX_BYTES, files: 1, fields: 0, parts: 1 };
    await scope.register(multipart, { limits });
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/builder/import',
        { schema: { response: { 200: importedDraftSchema } } },
        async (request) => {
          if (!request.isMultipart())
            throw new AppError('INVALID_INPUT', APPLICATION_MESSAGES.fileRequired.message);
          const part = await request.file({ limits });
          if (!part) throw new AppError('INVALID_INPUT', APPLICATION_MESSAGES.fileRequired.message);
          let bytes: Buffer;
          try {
            bytes = await part.toBuffer();
          } catch (error) {
            if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
              throw new AppError('PAYLOAD_TOO_LARGE', APPLICATION_MESSAGES.fileTooLarge.message);
            throw error;
          }
          if (bytes.byteLength === 0)
            throw new AppError('INVALID_INPUT', APPLICATION_MESSAGES.fileRequired.message);
          return service.importFile(request.currentUser!.id, part.filename ?? '', new Uint8Array(bytes));
        },
      );
  });
}
