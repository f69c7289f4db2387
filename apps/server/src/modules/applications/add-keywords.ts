import {
  type AddKeywordsResponse,
  APPLICATION_MESSAGES,
  type KeywordAnalysis,
  scoreComparisonSchema,
} from '@hireproof/contract';
import { addKeywords } from '@hireproof/engine';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { snapshotOf } from '../../pipeline/generation.ts';
import type { CurrentUser } from '../../plugins/access-control.ts';
import type { EngineWork } from '../../pool/engine-work.ts';
import { completeOrConflict, ownApplicationOrNotFound } from './application-access.ts';
import { storedOptimizedResume, viewOf } from './application-view.ts';
import type { ApplicationRow } from './applications.queries.ts';
import type { ReviewService } from './review/review.service.ts';

/**
 * What 'Add to Resume' stores: the job's keywords the person chose (missing or near ones; never the job
 * title, which is what they are applying to, not a skill) added to the skills, with the keyword analysis,
 * readability and 'after' score of the result. Nothing is rendered: the exports render the stored document
 * when asked.
 */
async function keywordsAdded(engine: EngineWork, row: ApplicationRow, requested: string[] | undefined) {
  const resume = storedOptimizedResume(row);
  const analysis = row.keywordAnalysis as KeywordAnalysis | null;
  if (!resume || !analysis) throw new AppError('CONFLICT', APPLICATION_MESSAGES.notComplete);
  const title = row.jobTitle.trim().toLowerCase();
  const eligible = new Map(
    [...analysis.missing_keywords, ...analysis.near_matches]
      .filter((term) => term.trim().toLowerCase() !== title)
      .map((term) => [term.toLowerCase(), term]),
  );
  const wanted = requested ?? analysis.missing_keywords;
  const accepted = [
    ...new Set(wanted.map((term) => eligible.get(term.trim().toLowerCase())).filter(Boolean)),
  ] as string[];
  if (accepted.length === 0) {
    throw new AppError(
      'INVALID_INPUT',
      requested
        ? 'None of these keywords are missing from your resume'
        : 'Your resume has no missing keywords to add',
    );
  }

  const updated = addKeywords(resume, accepted);
  const job = { title: row.jobTitle, company: row.company, description: row.jobDescription };
  // The person chose these words: scored as their own, so the comparison's 'after' follows.
  const { keywordAnalysis, readability, match } = await engine.analyse(updated, job);
  const stored = scoreComparisonSchema.safeParse(row.scores);
  const values = {
    optimizedResume: updated,
    keywordAnalysis,
    readability,
    ...(stored.success ? { scores: { ...stored.data, after: snapshotOf(readability, match) } } : {}),
  };
  return { accepted, wanted, values };
}

/** POST /api/applications/:id/add-keywords. */
export function createKeywordAdder(deps: {
  db: Db;
  engine: EngineWork;
  /** Records the change as a revision, as the review's own actions are (the review service's). */
  recordRevision: ReviewService['recordRevision'];
}) {
  const { db, engine } = deps;
  return {
    /**
     * Adds keywords the job asks for to the resume's skills ('Additional Skills') and recomputes the keyword analysis and readability. Without a list, every missing keyword. Only the
     * job's own keywords (missing or near) are accepted. The change is a revision: Restore lists it, and
     * going back past it is a choice the person sees.
     */
    async addKeywords(
      user: CurrentUser,
      id: string,
      requested: string[] | undefined,
    ): Promise<AddKeywordsResponse> {
      completeOrConflict(await ownApplicationOrNotFound(db, id, user));
      let accepted: string[] = [];
      let wanted: string[] = [];
      const saved = await deps.recordRevision(user, id, 'keywords', async (row) => {
        const chosen = await keywordsAdded(engine, row, requested);
        accepted = chosen.accepted;
        wanted = chosen.wanted;
        return { values: chosen.values, what: `Added to skills: ${accepted.join(', ')}` };
      });
      const analysis = saved.keywordAnalysis as KeywordAnalysis;
      const stillMissing = new Set(analysis.missing_keywords.map((term) => term.toLowerCase()));
      const added = accepted.filter((term) => !stillMissing.has(term.toLowerCase()));
      const addedKeys = new Set(added.map((term) => term.toLowerCase()));
      const notAdded = wanted.filter((term) => !addedKeys.has(term.trim().toLowerCase()));
      return { application: viewOf(saved), added, notAdded };
    },
  };
}
