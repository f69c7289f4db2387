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
import { RATE_LIMITED_MESSAGE } from '../../plugins/rate-limits.ts';
import { checkFit, type FitResumeReader } from './fit-check.service.ts';
import { scoreResumeReadability } from './readability.service.ts';

export interface FitLimit {
  max: number;
  windowMs: number;
}
/** Each check reads a file in a child process: a person pressing Generate needs a few, a script no more. */
export const DEFAULT_FIT_LIMIT: FitLimit = { max: 10, windowMs: 60_000 };

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
 * POST /api/analysis/readability — scores resume HTML or text against a job title and keywords.
 * POST /api/analysis/fit — how much of a posting an uploaded resume already shows, before a credit is spent.
 */
export async function registerAnalysisRoutes(
  root: FastifyInstance,
  deps: { readResume: FitResumeReader; fitLimit?: FitLimit },
): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/analysis/readability',
    { schema: { body: readabilityRequestSchema, response: { 200: readabilityResultSchema } } },
    (request) => scoreResumeReadability(request.body),
  );

  const limit = deps.fitLimit ?? DEFAULT_FIT_LIMIT;
  const count = root.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `analysis-fit:${request.currentUser?.id ?? request.ip}`,
  });
  const limited = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await count(request);
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
          return checkFit(deps.readResume, file, parsed.data);
        },
      );
  });
}

async function readFitForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError('INVALID_INPUT', APPLICATION_MESSAGES.fileRequired.message);
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Uint8Array } | undefined;
  try {
    for await (const part of request.parts({ limits: FIT_MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        // A plain Uint8Array, not the Buffer: pdf.js refuses a Buffer, and the bytes go to the parsing child.
        const bytes = new Uint8Array(await part.toBuffer());
        if (part.fieldname === 'resume' && !file) file = { fileName: part.filename ?? '', bytes };
      } else {
        if (part.valueTruncated)
          throw new AppError('PAYLOAD_TOO_LARGE', `The ${part.fieldname} field is too long`);
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', APPLICATION_MESSAGES.fileTooLarge.message);
    throw error;
  }
  if (!file || file.bytes.byteLength === 0 || !file.fileName.trim())
    throw new AppError('INVALID_INPUT', APPLICATION_MESSAGES.fileRequired.message);
  return { file, fields };
}
