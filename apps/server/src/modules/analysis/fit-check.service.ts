import type { FitCheckFields, FitCheckResponse } from '@hireproof/contract';
import { LOW_FIT_COVERAGE, type ResumeDocument } from '@hireproof/engine';
import type { EnginePool } from '../../pool/engine-pool.ts';

/** Comparing a parsed resume with a posting takes milliseconds; past this it is stopped. */
const FIT_TIMEOUT_MS = 15_000;

/** Reads an uploaded resume (the applications module's upload checks, read in the engine pool). */
export type FitResumeReader = (
  fileName: string,
  bytes: Uint8Array,
  owner?: string,
) => Promise<ResumeDocument>;

/**
 * How much of the posting the uploaded resume already shows, before a credit is spent. The file is read
 * like a generation's upload and compared in the engine pool (never on the event loop); nothing is kept.
 */
export async function checkFit(
  readResume: FitResumeReader,
  pool: EnginePool,
  file: { fileName: string; bytes: Uint8Array },
  fields: FitCheckFields,
  /** The user asking: the engine pool's fairness lane. */
  owner: string,
): Promise<FitCheckResponse> {
  const resume = await readResume(file.fileName, file.bytes, owner);
  const fit = await pool.run(
    'assessFit',
    {
      resume,
      job: {
        description: fields.jobDescription,
        ...(fields.jobTitle ? { title: fields.jobTitle } : {}),
        ...(fields.company ? { company: fields.company } : {}),
      },
    },
    { timeoutMs: FIT_TIMEOUT_MS, owner },
  );
  return { ...fit, threshold: LOW_FIT_COVERAGE };
}
