import {
  type Application,
  type ApplicationPage,
  applicationPageSchema,
  applicationSchema,
  type FitCheckResponse,
  fitCheckResponseSchema,
} from '@hireproof/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest, requestJson } from '../../lib/api-request.ts';

export const APPLICATIONS_KEY = ['/api/applications'] as const;

/**
 * GET /api/applications, one page at a time: the signed-in user's applications, newest first. The
 * same key as before paging, so every `invalidateQueries(APPLICATIONS_KEY)` refreshes the pages shown.
 */
export const applicationsQuery = infiniteQueryOptions({
  queryKey: APPLICATIONS_KEY,
  queryFn: ({ pageParam }): Promise<ApplicationPage> =>
    requestJson(
      'GET',
      pageParam ? `/api/applications?cursor=${encodeURIComponent(pageParam)}` : '/api/applications',
      applicationPageSchema,
    ),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.nextCursor,
});

/** SPEC §9: how often a running generation is checked when the server answered before it finished. */
export const FOLLOW_INTERVAL_MS = 3000;

export interface GenerationInput {
  resume: File;
  jobTitle: string;
  company: string;
  jobDescription: string;
}

/** The statuses after which an application no longer changes by itself. */
export function isSettled(status: string): boolean {
  return status === 'complete' || status === 'failed';
}

/**
 * POST /api/applications as multipart. The server answers 201 with the finished application, or 202
 * with its current state (queued or processing) when generation outlasts its wait.
 */
export async function createApplication(input: GenerationInput): Promise<Application> {
  return requestJson('POST', '/api/applications', applicationSchema, generationForm(input));
}

/** POST /api/analysis/fit: how much of the posting the resume already shows; spends no credit. */
export async function checkFit(input: GenerationInput): Promise<FitCheckResponse> {
  return requestJson('POST', '/api/analysis/fit', fitCheckResponseSchema, generationForm(input));
}

/** The upload form both calls send: the resume file and the three job fields. */
function generationForm(input: GenerationInput): FormData {
  const form = new FormData();
  form.append('resume', input.resume, input.resume.name);
  form.append('jobTitle', input.jobTitle);
  form.append('company', input.company);
  form.append('jobDescription', input.jobDescription);
  return form;
}

async function fetchApplication(id: string): Promise<Application> {
  return requestJson('GET', `/api/applications/${encodeURIComponent(id)}`, applicationSchema);
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Checks the application every FOLLOW_INTERVAL_MS until it is complete or failed. */
export async function followApplication(
  application: Application,
  signal?: AbortSignal,
): Promise<Application> {
  let current = application;
  while (!isSettled(current.status)) {
    await delay(FOLLOW_INTERVAL_MS, signal);
    current = await fetchApplication(current.id);
  }
  return current;
}

/** Raised when generation ended in status failed; the message is the server's reason for the user. */
export class GenerationFailedError extends Error {
  override name = 'GenerationFailedError';
}

/** Creates the application and follows it to the end; a failed generation rejects with its reason. */
export async function generateApplication(
  input: GenerationInput,
  signal?: AbortSignal,
): Promise<Application> {
  const created = await createApplication(input);
  const settled = await followApplication(created, signal);
  if (settled.status === 'failed') {
    throw new GenerationFailedError(settled.error ?? 'The resume could not be generated. Please try again.');
  }
  return settled;
}

export async function deleteApplication(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/applications/${encodeURIComponent(id)}`);
}
