import { APPLICATION_MESSAGES } from '@hireproof/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';

/** The multipart form a resume upload arrives in: the `resume` file and the text fields beside it. */
export interface ResumeUploadForm {
  fields: Record<string, string>;
  file: { fileName: string; bytes: Uint8Array } | undefined;
}

type PartLimits = NonNullable<Parameters<FastifyRequest['parts']>[0]>['limits'];

/**
 * Reads the whole form within `limits`, with the SPEC's messages for a missing form and a file over the
 * cap, and 413 for a truncated field. The file arrives as a plain Uint8Array (pdf.js refuses a Buffer).
 * Whether a file is required is the caller's to say.
 */
export async function readResumeUploadForm(
  request: FastifyRequest,
  limits: PartLimits,
): Promise<ResumeUploadForm> {
  if (!request.isMultipart()) throw new AppError('INVALID_INPUT', APPLICATION_MESSAGES.fileRequired.message);
  const fields: Record<string, string> = {};
  let file: ResumeUploadForm['file'];
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
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
  return { fields, file };
}
