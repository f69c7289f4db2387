import {
  type AddKeywordsResponse,
  APPLICATION_MESSAGES,
  type KeywordAnalysis,
  scoreComparisonSchema,
} from '@hireproof/contract';
import { addKeywords } from '@hireproof/engine';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { snapshotOf } from '../../pipeline/generation.ts';
import type { CurrentUser } from '../../plugins/access-control.ts';
import type { EngineWork } from '../../pool/engine-work.ts';
import { completeOrConflict, ownApplicationOrNotFound } from './application-access.ts';
import { renderChoiceOf, storedOptimizedResume, viewOf } from './application-view.ts';
import { updateApplication } from './applications.queries.ts';

/** POST /api/applications/:id/add-keywords. */
export function createKeywordAdder(deps: { db: Db; clock: Clock; engine: EngineWork }) {
  const { db, clock, engine } = deps;
  return {
    /**
     * Adds keywords the job asks for to the resume's skills ('Additional Skills'), re-renders and
     * recomputes the keyword analysis and readability. Without a list, every missing keyword.
     * Only the job's own keywords (missing or near) are accepted.
     */
    async addKeywords(
      user: CurrentUser,
      id: string,
      requested: string[] | undefined,
    ): Promise<AddKeywordsResponse> {
      const row = await ownApplicationOrNotFound(db, id, user);
      completeOrConflict(row);
      const resume = storedOptimizedResume(row);
      const analysis = row.keywordAnalysis as KeywordAnalysis | null;
      if (!resume || !analysis) throw new AppError('CONFLICT', APPLICATION_MESSAGES.notComplete);

      const eligible = new Map(
        [...analysis.missing_keywords, ...analysis.near_matches].map((term) => [term.toLowerCase(), term]),
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
      await engine.renderResume(updated, {
        format: 'html',
        templateId: renderChoiceOf(row).resumeTemplateId,
      });
      const saved = await updateApplication(db, id, {
        optimizedResume: updated,
        keywordAnalysis,
        readability,
        ...(stored.success ? { scores: { ...stored.data, after: snapshotOf(readability, match) } } : {}),
        updatedAt: clock.now(),
      });
      if (!saved) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound);
      const stillMissing = new Set(keywordAnalysis.missing_keywords.map((term) => term.toLowerCase()));
      const added = accepted.filter((term) => !stillMissing.has(term.toLowerCase()));
      const addedKeys = new Set(added.map((term) => term.toLowerCase()));
      const notAdded = wanted.filter((term) => !addedKeys.has(term.trim().toLowerCase()));
      return { application: await viewOf(saved, engine), added, notAdded };
    },
  };
}
