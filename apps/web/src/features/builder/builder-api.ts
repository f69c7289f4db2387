import {
  aiBulletsResponseSchema,
  aiSkillsResponseSchema,
  aiSummarizeResponseSchema,
  type BuilderDraft,
  draftPreviewSchema,
  fromScratchResponseSchema,
  importedDraftSchema,
  type ReadabilityResult,
  readabilityResultSchema,
  savedDraftSchema,
} from '@hireproof/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, jsonQueryFn, requestJson } from '../../lib/api-request.ts';
import { fromScratchRequest, settledDraft } from './draft-rules.ts';

export const DRAFT_KEY = ['/api/builder/draft'] as const;

/** GET /api/builder/draft: the signed-in user's current draft (null when none), read once per visit. */
export const savedDraftQuery = queryOptions({
  queryKey: DRAFT_KEY,
  queryFn: jsonQueryFn(savedDraftSchema),
  staleTime: Number.POSITIVE_INFINITY,
});

export function saveDraft(draft: BuilderDraft) {
  return requestJson('PUT', '/api/builder/draft', savedDraftSchema, draft);
}

export function discardDraft() {
  return requestJson('DELETE', '/api/builder/draft', savedDraftSchema);
}

/** POST /api/builder/preview: the draft in its template, as the engine's renderer writes it. */
export function previewQuery(draft: BuilderDraft) {
  return queryOptions({
    queryKey: ['/api/builder/preview', draft] as const,
    queryFn: () => requestJson('POST', '/api/builder/preview', draftPreviewSchema, draft),
    staleTime: 10_000,
    placeholderData: (previous) => previous,
  });
}

/** SPEC §7/§9 readability: debounced by the caller (700 ms), cached 10 s, one retry, no refetch on focus. */
export function readabilityQuery(input: {
  resumeText: string;
  jobTitle: string;
  keywords: string[];
  /** The server extracts the keywords from this when `keywords` is empty. */
  jobDescription: string;
  company: string;
}) {
  return queryOptions<ReadabilityResult>({
    queryKey: ['/api/analysis/readability', input] as const,
    queryFn: () => requestJson('POST', '/api/analysis/readability', readabilityResultSchema, input),
    enabled: input.resumeText.trim().length > 0,
    staleTime: 10_000,
    retry: 1,
    refetchOnWindowFocus: false,
    placeholderData: (previous) => previous,
  });
}

export function createFromScratch(draft: BuilderDraft) {
  return requestJson(
    'POST',
    '/api/applications/from-scratch',
    fromScratchResponseSchema,
    fromScratchRequest(draft),
  );
}

export function aiSummarize(input: { jobTitle: string; experience: string; draft?: BuilderDraft }) {
  return requestJson('POST', '/api/create-resume/ai-summarize', aiSummarizeResponseSchema, input);
}

export function aiBullets(input: { title: string; company: string; raw: string }) {
  return requestJson('POST', '/api/create-resume/ai-bullets', aiBulletsResponseSchema, input);
}

export function aiSkills(input: { jobDescription: string; experience: string }) {
  return requestJson('POST', '/api/create-resume/ai-skills', aiSkillsResponseSchema, input);
}

/** POST /api/builder/import: a PDF, DOCX or TXT resume, or a JSON Resume file, read into a draft. */
export function importResumeFile(file: File) {
  const form = new FormData();
  form.append('resume', file, file.name);
  return requestJson('POST', '/api/builder/import', importedDraftSchema, form);
}

/** POST /api/builder/export: the draft as a JSON Resume document. */
export async function exportJsonResume(draft: BuilderDraft): Promise<Blob> {
  const response = await apiRequest('POST', '/api/builder/export', settledDraft(draft));
  return new Blob([await response.text()], { type: 'application/json' });
}
