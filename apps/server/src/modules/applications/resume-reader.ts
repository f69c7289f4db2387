import type { ResumeDocument } from '@hireproof/engine';
import { AppError } from '../../app-error.ts';
import { ParseFailure, type ResumeParser } from './isolated-parse.ts';
import { checkResumeFile } from './upload-check.ts';

/**
 * Reads an uploaded resume file into a document (the builder's 'start from what you have', the fit
 * check); `owner`, the user uploading, is the engine pool's fairness lane.
 */
export type ResumeReader = (fileName: string, bytes: Uint8Array, owner?: string) => Promise<ResumeDocument>;

/**
 * The upload checks (extension and magic bytes agree) and the parser (engine pool), as one call: a file
 * the parser cannot read answers 422 with the parser's message.
 */
export function createResumeReader(parser: ResumeParser): ResumeReader {
  return async (fileName, bytes, owner) => {
    const fileType = await checkResumeFile(fileName, bytes);
    try {
      const parsed = await parser.parse({ bytes, fileName, mediaType: fileType.mediaType }, owner);
      return parsed.document;
    } catch (error) {
      if (error instanceof ParseFailure && error.kind === 'bad-input') {
        throw new AppError('UNPROCESSABLE', error.message);
      }
      throw error;
    }
  };
}
