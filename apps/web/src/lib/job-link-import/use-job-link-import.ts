import {
  findJobBoardLink,
  JOB_IMPORT_FAILURE_TOASTS,
  JOB_IMPORT_MESSAGES,
  shouldAutoExtract,
} from '@hireproof/contract';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { ApiError } from '../api-error.ts';
import { serverMessageOf } from '../error-message.ts';
import { toast } from '../toast-store.ts';
import { isUnauthorizedError } from '../unauthorized.ts';
import { extractJobDescription, type ImportedPosting } from './job-link-import-api.ts';

export interface JobLinkImport {
  /** The supported job-board link in the text, if any ('Try Extract' shows only then). */
  link: string | undefined;
  isExtracting: boolean;
  /** 'Try Extract': fetch the posting behind the link in the text (toasts 'No URL Found' without one). */
  extract(): void;
}

/**
 * A job description field that accepts a job-board link (SPEC §2 'Try Extract', §5 'Job URL
 * auto-extract', §8 toasts). When the text is little more than a supported link, extraction starts
 * by itself, once per link; on success `onImported` gets the posting (the caller replaces the text
 * and may fill its title and company). Used by the dashboard's form and meant for the builder's
 * target job description (step 5) and job details (step 6).
 */
export function useJobLinkImport(
  text: string,
  onImported: (posting: ImportedPosting) => void,
): JobLinkImport {
  const link = findJobBoardLink(text)?.url;
  const latestOnImported = useRef(onImported);
  latestOnImported.current = onImported;
  const autoTried = useRef(new Set<string>());

  const mutation = useMutation({
    mutationFn: extractJobDescription,
    onSuccess: (posting) => latestOnImported.current(posting),
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      // Say what happened, by the server's reason: unreachable, blocked, no posting, not supported.
      const reason = serverMessageOf(error);
      const known = reason ? JOB_IMPORT_FAILURE_TOASTS[reason] : undefined;
      if (known) {
        toast({ title: known.title, description: known.message });
        return;
      }
      if (error instanceof ApiError && error.status === 422 && !reason) {
        toast({
          title: JOB_IMPORT_MESSAGES.manualCopy.title,
          description: JOB_IMPORT_MESSAGES.manualCopy.message,
        });
        return;
      }
      toast({
        title: JOB_IMPORT_MESSAGES.failed.title,
        description: serverMessageOf(error) ?? JOB_IMPORT_MESSAGES.failed.message,
        variant: 'destructive',
      });
    },
  });
  const { mutate, isPending } = mutation;

  const extract = useCallback(() => {
    if (!link) {
      toast({
        title: JOB_IMPORT_MESSAGES.noUrl.title,
        description: JOB_IMPORT_MESSAGES.noUrl.message,
        variant: 'destructive',
      });
      return;
    }
    if (!isPending) mutate(link);
  }, [link, isPending, mutate]);

  useEffect(() => {
    if (!link || isPending || autoTried.current.has(link) || !shouldAutoExtract(text)) return;
    autoTried.current.add(link);
    mutate(link);
  }, [text, link, isPending, mutate]);

  return { link, isExtracting: isPending, extract };
}
