import {
  type AnswerRequest,
  type ApplicationReview,
  type AtsCheckFormat,
  applicationReviewSchema,
  atsCheckSchema,
  type CoverLetterTextRequest,
  type FillRequest,
  type GapQuestions,
  gapQuestionsSchema,
  type Revision,
  reviewPaths,
  revisionListSchema,
  type StructureFixRequest,
  type TemplateChoiceRequest,
  type TemplateId,
} from '@hireproof/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, requestJson } from '../../../lib/api-request.ts';
import { applicationKey, readabilityKey } from '../application-detail-api.ts';

export const reviewKey = (id: string) => ['/api/applications', id, 'review'] as const;
export const revisionsKey = (id: string) => ['/api/applications', id, 'revisions'] as const;
export const questionsKey = (id: string) => ['/api/applications', id, 'questions'] as const;
const thumbnailKey = (id: string, templateId: TemplateId, revision: number) =>
  ['/api/applications', id, 'thumbnails', templateId, revision] as const;

export function useReview(id: string) {
  return useQuery(
    queryOptions<ApplicationReview>({
      queryKey: reviewKey(id),
      queryFn: () => requestJson('GET', reviewPaths.review(id), applicationReviewSchema),
    }),
  );
}

export function useRevisions(id: string) {
  return useQuery(
    queryOptions<Revision[]>({
      queryKey: revisionsKey(id),
      queryFn: () => requestJson('GET', reviewPaths.revisions(id), revisionListSchema),
    }),
  );
}

/** The questions of the gap between the posting and the person's resume, and their answers (issue 29). */
export function useQuestions(id: string) {
  return useQuery(
    queryOptions<GapQuestions>({
      queryKey: questionsKey(id),
      queryFn: () => requestJson('GET', reviewPaths.questions(id), gapQuestionsSchema),
    }),
  );
}

/**
 * This resume in one template as HTML, for the picker. Kept per revision: the nine frames are
 * fetched once for each version of the document, and again only when it changes.
 */
export function useThumbnail(id: string, templateId: TemplateId, revision: number) {
  return useQuery({
    queryKey: thumbnailKey(id, templateId, revision),
    queryFn: async () => (await apiRequest('GET', reviewPaths.thumbnail(id, templateId))).text(),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Our own export of the current version read back by our parser. Kept per revision and template:
 * a new version of the document is checked again, an unchanged one is not.
 */
export function useAtsCheck(id: string, format: AtsCheckFormat, version: string) {
  return useQuery({
    queryKey: ['/api/applications', id, 'ats-check', format, version] as const,
    queryFn: () => requestJson('GET', reviewPaths.atsCheck(id, format), atsCheckSchema),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** What a review action may do; each answers the new review state. */
export type ReviewAction =
  | { type: 'decide'; changeId: number; decision: 'accepted' | 'rejected' }
  | { type: 'fill'; request: FillRequest }
  | { type: 'templates'; request: TemplateChoiceRequest }
  | { type: 'cover-letter'; request: CoverLetterTextRequest }
  | { type: 'restore'; number: number }
  | { type: 'structure'; request: StructureFixRequest }
  | { type: 'answer'; request: AnswerRequest };

function send(id: string, action: ReviewAction): Promise<ApplicationReview> {
  switch (action.type) {
    case 'decide':
      return requestJson('PUT', reviewPaths.change(id, action.changeId), applicationReviewSchema, {
        decision: action.decision,
      });
    case 'fill':
      return requestJson('POST', reviewPaths.fill(id), applicationReviewSchema, action.request);
    case 'templates':
      return requestJson('PUT', reviewPaths.templates(id), applicationReviewSchema, action.request);
    case 'cover-letter':
      return requestJson('PUT', reviewPaths.coverLetter(id), applicationReviewSchema, action.request);
    case 'restore':
      return requestJson('POST', reviewPaths.restore(id, action.number), applicationReviewSchema);
    case 'structure':
      return requestJson('POST', reviewPaths.structure(id), applicationReviewSchema, action.request);
    case 'answer':
      return requestJson('POST', reviewPaths.answers(id), applicationReviewSchema, action.request);
  }
}

/**
 * Every review action: the answer replaces the review state, and the previews (the application),
 * the quality score and the revisions list are read again, since each action changes them.
 */
export function useReviewAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ReviewAction) => send(id, action),
    onSuccess: (review) => queryClient.setQueryData(reviewKey(id), review),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKey(id), exact: true }),
        queryClient.invalidateQueries({ queryKey: readabilityKey(id) }),
        queryClient.invalidateQueries({ queryKey: revisionsKey(id) }),
        // A restore can bring a question back; an answer settles one.
        queryClient.invalidateQueries({ queryKey: questionsKey(id) }),
      ]),
  });
}
