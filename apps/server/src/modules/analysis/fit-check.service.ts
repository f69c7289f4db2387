import type { FitCheckFields, FitCheckResponse } from '@hireproof/contract';
import { assessFit, LOW_FIT_COVERAGE, type ResumeDocument } from '@hireproof/engine';

/** Reads an uploaded resume (the applications module's upload checks and parsing child). */
export type FitResumeReader = (fileName: string, bytes: Uint8Array) => Promise<ResumeDocument>;

/**
 * How much of the posting the uploaded resume already shows, before a credit is spent. The file is read in
 * the same isolated child as a generation's upload and nothing is kept.
 */
export async function checkFit(
  readResume: FitResumeReader,
  file: { fileName: string; bytes: Uint8Array },
  fields: FitCheckFields,
): Promise<FitCheckResponse> {
  const resume = await readResume(file.fileName, file.bytes);
  const fit = assessFit(resume, {
    description: fields.jobDescription,
    ...(fields.jobTitle ? { title: fields.jobTitle } : {}),
    ...(fields.company ? { company: fields.company } : {}),
  });
  return { ...fit, threshold: LOW_FIT_COVERAGE };
}
