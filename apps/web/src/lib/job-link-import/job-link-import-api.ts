import { type ExtractJobDescriptionResponse, extractJobDescriptionResponseSchema } from '@hireproof/contract';
import { requestJson } from '../api-request.ts';

export type ImportedPosting = ExtractJobDescriptionResponse;

/** SPEC §7 POST /api/extract-job-description {url}; a refusal rejects with an ApiError. */
export function extractJobDescription(url: string): Promise<ImportedPosting> {
  return requestJson('POST', '/api/extract-job-description', extractJobDescriptionResponseSchema, { url });
}
