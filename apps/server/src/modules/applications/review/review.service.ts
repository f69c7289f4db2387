import type {
  AnswerRequest,
  ApplicationReview,
  AtsCheckFormat,
  CoverLetterTextRequest,
  FillRequest,
  StructureFixRequest,
  TemplateChoiceRequest,
} from '@hireproof/contract';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/client.ts';
import type { CurrentUser } from '../../../plugins/access-control.ts';
import type { EngineWork } from '../../../pool/engine-work.ts';
import { answer, type ChooseWriter, questions } from './answers.ts';
import { decideChange } from './decide-change.ts';
import { atsCheck, thumbnails } from './exports-preview.ts';
import { fill } from './fill.ts';
import { fixStructure } from './fix-structure.ts';
import { reviewOf } from './review-view.ts';
import { createReviser } from './revise.ts';
import { restore, revisions } from './revisions.ts';
import { chooseTemplates, saveCoverLetter } from './templates-and-letter.ts';

/**
 * Review before sending (issue 11): one file per action in this folder, over the shared revise.ts
 * (ownership check, engine work before the lock, the revision write). Every write answers the review
 * as it now stands.
 */
export function createReviewService(deps: {
  db: Db;
  clock: Clock;
  engine?: EngineWork;
  /** The writer that drafts an answer's bullet (an LLM one when a provider is configured). */
  chooseWriter?: ChooseWriter;
}) {
  const reviser = createReviser(deps);
  const viewed = async (saved: Promise<Parameters<typeof reviewOf>[0]>) => reviewOf(await saved);
  return {
    async review(user: CurrentUser, id: string): Promise<ApplicationReview> {
      const row = await reviser.ownOrNotFound(id, user);
      reviser.reviewable(row);
      return reviewOf(row);
    },
    decideChange: (user: CurrentUser, id: string, changeId: number, decision: 'accepted' | 'rejected') =>
      viewed(decideChange(reviser, user, id, changeId, decision)),
    fill: (user: CurrentUser, id: string, request: FillRequest) => viewed(fill(reviser, user, id, request)),
    fixStructure: (user: CurrentUser, id: string, request: StructureFixRequest) =>
      viewed(fixStructure(reviser, user, id, request)),
    chooseTemplates: (user: CurrentUser, id: string, request: TemplateChoiceRequest) =>
      viewed(chooseTemplates(reviser, user, id, request)),
    saveCoverLetter: (user: CurrentUser, id: string, request: CoverLetterTextRequest) =>
      viewed(saveCoverLetter(reviser, user, id, request)),
    questions: (user: CurrentUser, id: string) => questions(reviser, user, id),
    answer: (user: CurrentUser, id: string, request: AnswerRequest) =>
      viewed(answer(reviser, user, id, request, deps.chooseWriter)),
    thumbnail: thumbnails(reviser),
    atsCheck: (user: CurrentUser, id: string, format: AtsCheckFormat) => atsCheck(reviser, user, id, format),
    revisions: (user: CurrentUser, id: string) => revisions(reviser, user, id),
    restore: (user: CurrentUser, id: string, number: number) => viewed(restore(reviser, user, id, number)),
    /**
     * A change made outside the review panels ('Add to Resume'), recorded as a revision like theirs, so
     * Restore shows it and going back to an earlier revision is a choice the person sees.
     */
    recordRevision: reviser.revise,
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
