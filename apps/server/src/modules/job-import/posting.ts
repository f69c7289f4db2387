import type { ExtractJobDescriptionResponse, JobDescriptionSource } from '@hireproof/contract';

/** What a reader found on a page; title, company and location may be missing, the text may be short. */
export interface PostingFields {
  jobTitle: string | null;
  company: string | null;
  location: string | null;
  jobDescription: string;
}

/** The answer of POST /api/extract-job-description: the fields plus the method that found them. */
export type ExtractedPosting = ExtractJobDescriptionResponse & { source: JobDescriptionSource };
