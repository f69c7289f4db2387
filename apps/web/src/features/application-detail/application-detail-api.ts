import {
  type Application,
  addKeywordsResponseSchema,
  applicationSchema,
  type Job,
  jobListSchema,
  readabilityResultSchema,
} from '@hireproof/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../lib/api-error.ts';
import { apiRequest, jsonQueryFn, requestJson } from '../../lib/api-request.ts';

/** SPEC §4 and §9: a job list (and the application it belongs to) is re-read every 3 s while work is pending. */
export const DETAIL_POLL_MS = 3000;

export const applicationKey = (id: string) => ['/api/applications', id] as const;
export const readabilityKey = (id: string) => ['/api/applications', id, 'readability'] as const;
export const jobsKey = (id: string) => ['/api/applications', id, 'jobs'] as const;

const isWaiting = (status: string | undefined) => status === 'queued' || status === 'processing';
const isJobActive = (job: Job) => job.status === 'queued' || job.status === 'running';

/** GET /api/applications/{id}; re-read every 3 s while it is queued or processing, then left alone. */
const applicationQuery = (id: string) =>
  queryOptions<Application>({
    queryKey: applicationKey(id),
    queryFn: jsonQueryFn(applicationSchema),
    refetchInterval: (query) => (isWaiting(query.state.data?.status) ? DETAIL_POLL_MS : false),
  });

/**
 * The optimised resume's HTML from the address the application names (the owner-only HTML export). The
 * address names the revision, so each version is fetched once and a changed document is fetched again.
 */
export function useResumeHtml(url: string | null) {
  return useQuery({
    queryKey: ['resume-html', url],
    queryFn: async () => (await apiRequest('GET', url!)).text(),
    enabled: Boolean(url),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /api/applications/{id}/jobs; polled every 3 s while any job is queued or running (SPEC §4). */
const jobsQuery = (id: string) =>
  queryOptions<Job[]>({
    queryKey: jobsKey(id),
    queryFn: jsonQueryFn(jobListSchema),
    refetchInterval: (query) => (query.state.data?.some(isJobActive) ? DETAIL_POLL_MS : false),
  });

/**
 * GET /api/applications/{id}/readability. SPEC §7: a non-ok answer yields null (shown as 'Unable to
 * load readability score'), not an error; an ok answer is checked like any other.
 */
const readabilityQuery = (id: string) =>
  queryOptions({
    queryKey: readabilityKey(id),
    queryFn: async () => {
      const url = `/api/applications/${encodeURIComponent(id)}/readability`;
      return requestJson('GET', url, readabilityResultSchema).catch((error: unknown) => {
        if (error instanceof ApiError) return null;
        throw error;
      });
    },
  });

export function useApplication(id: string) {
  return useQuery(applicationQuery(id));
}

/**
 * The application's background jobs, polled every 3 s while any is queued or running (SPEC §4). When
 * the last of them finishes, the application is re-read at once rather than on its next poll.
 */
export function useApplicationJobs(id: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const jobs = useQuery({ ...jobsQuery(id), enabled });
  const isActive = jobs.data?.some(isJobActive) ?? false;
  const wasActive = useRef(false);
  useEffect(() => {
    if (wasActive.current && !isActive) {
      void queryClient.invalidateQueries({ queryKey: applicationKey(id), exact: true });
    }
    wasActive.current = isActive;
  }, [isActive, id, queryClient]);
  return jobs;
}

/** The readability result, fetched only for a complete application. */
export function useReadability(id: string, enabled: boolean) {
  return useQuery({ ...readabilityQuery(id), enabled });
}

/** Adds one missing keyword to the resume, then refreshes the application and its score. */
export function useAddKeyword(id: string, options: { onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyword: string) =>
      requestJson(
        'POST',
        `/api/applications/${encodeURIComponent(id)}/add-keywords`,
        addKeywordsResponseSchema,
        {
          keywords: [keyword],
        },
      ),
    onSuccess: (result) => {
      if (result?.application) queryClient.setQueryData(applicationKey(id), result.application);
    },
    onError: options.onError,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKey(id), exact: true }),
        queryClient.invalidateQueries({ queryKey: readabilityKey(id) }),
      ]),
  });
}

/** Leaves the cover letter out of this application's downloads, or includes it again. */
export function useSkipCoverLetter(id: string, options: { onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (skipped: boolean) =>
      requestJson('PUT', `/api/applications/${encodeURIComponent(id)}/cover-letter-skip`, applicationSchema, {
        skipped,
      }),
    onSuccess: (application) => {
      if (application) queryClient.setQueryData(applicationKey(id), application);
    },
    onError: options.onError,
  });
}
