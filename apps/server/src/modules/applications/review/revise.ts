import {
  APPLICATION_MESSAGES,
  REVIEW_MESSAGES,
  type Revision,
  type ScoreComparison,
  scoreComparisonSchema,
} from '@hireproof/contract';
import type { ResumeDocument } from '@hireproof/engine';
import { AppError } from '../../../app-error.ts';
import type { Clock } from '../../../clock.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { isUuid } from '../../../db/uuid.ts';
import { snapshotOf } from '../../../pipeline/generation.ts';
import type { CurrentUser } from '../../../plugins/access-control.ts';
import { type EngineWork, pooledEngineWork } from '../../../pool/engine-work.ts';
import { renderChoiceOf, storedOptimizedResume } from '../application-view.ts';
import {
  type ApplicationRow,
  findOwnApplication,
  type NewApplicationRow,
  updateApplication,
} from '../applications.queries.ts';
import { changesNothing, REVISIONS_KEPT_MAX, removedRevisionsNote } from '../revision-policy.ts';
import {
  describeRevision,
  insertRevision,
  lastRevisionNumber,
  lockOwnApplication,
  pruneRevisions,
} from '../revisions.queries.ts';
import {
  answersAddedSomething,
  parsedResumeOf,
  personEvidence,
  type ReviewState,
  snapshotOfRow,
  withoutAnswers,
} from './review-state.ts';

export type RevisionAction = Revision['action'];

/** What one review action stores and how its revision describes it; undefined when it changes nothing. */
export type ActionOutcome = { values: Partial<NewApplicationRow>; what: string } | undefined;

/** The review actions' shared work: the ownership check, the engine's rescoring and the revision write. */
export type Reviser = ReturnType<typeof createReviser>;

export function createReviser(deps: { db: Db; clock: Clock; engine?: EngineWork }) {
  const { db, clock } = deps;
  // Renders, analyses and read-backs run in the engine pool, never on the event loop.
  const engine = deps.engine ?? pooledEngineWork();

  /**
   * The caller's application, or 404 whatever the reason (a malformed id, someone else's, none): the
   * one ownership check of every review route. `lock` holds the row until the transaction ends.
   */
  async function ownOrNotFound(id: string, user: CurrentUser, lockIn?: Tx): Promise<ApplicationRow> {
    const row = !isUuid(id)
      ? undefined
      : lockIn
        ? await lockOwnApplication(lockIn, id, user.id)
        : await findOwnApplication(db, id, user.id);
    if (!row) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound);
    return row;
  }

  function reviewable(row: ApplicationRow): { current: ResumeDocument; parsed: ResumeDocument } {
    const current = row.status === 'complete' ? storedOptimizedResume(row) : undefined;
    const parsed = parsedResumeOf(row);
    if (!current || !parsed) throw new AppError('CONFLICT', REVIEW_MESSAGES.notReviewable);
    return { current, parsed };
  }

  /**
   * A new current document: keyword analysis, readability and the scores follow it. With answers that
   * added something, 'after' is the document without them and 'answered' the document with them, so
   * the page shows what tailoring and what the person's answers each earned.
   */
  async function rescored(
    row: ApplicationRow,
    doc: ResumeDocument,
    state: ReviewState,
  ): Promise<Partial<NewApplicationRow>> {
    const { parsed } = reviewable(row);
    const job = { title: row.jobTitle, company: row.company, description: row.jobDescription };
    const { keywordAnalysis, readability, match } = await engine.analyse(
      doc,
      job,
      personEvidence(parsed, doc, state),
    );
    // Fail before storing a document the exports could not render.
    await engine.renderResume(doc, { format: 'html', templateId: renderChoiceOf(row).resumeTemplateId });
    const stored = scoreComparisonSchema.safeParse(row.scores);
    if (!stored.success) return { optimizedResume: doc, keywordAnalysis, readability };
    const current = snapshotOf(readability, match);
    // The upload's fit with the posting stays what generation found: the person's edits do not change the upload.
    const { before, lowFit } = stored.data;
    let scores: ScoreComparison = { before, after: current, ...(lowFit !== undefined ? { lowFit } : {}) };
    if (answersAddedSomething(state)) {
      const tailored = withoutAnswers(doc, state);
      const without = await engine.analyse(
        tailored.document,
        job,
        personEvidence(parsed, tailored.document, tailored.state),
      );
      scores = { ...scores, after: snapshotOf(without.readability, without.match), answered: current };
    }
    return { optimizedResume: doc, keywordAnalysis, readability, scores };
  }

  /** The row an action was computed from is still the stored one: no other action wrote in between. */
  const sameBase = (locked: ApplicationRow, base: ApplicationRow) =>
    locked.revision === base.revision && locked.updatedAt.getTime() === base.updatedAt.getTime();

  /**
   * One review action. `act` computes the new values from the row as read — the engine's analysis and
   * render, which take tens of milliseconds — WITHOUT a lock, so a slow render never holds the row.
   * Then ONE transaction locks the row, checks the base it was computed from is still current (when
   * another action wrote in between, the action is computed once more on the new row; a second miss
   * answers 409), and writes: the generated version becomes revision 1 the first time, then the
   * action's values are stored and recorded as the next revision (who, when, what, and the whole state
   * to go back to). An action that changes nothing, or stores what is already stored, makes no
   * revision. At most REVISIONS_KEPT_MAX are kept (the first and the newest).
   */
  async function revise(
    user: CurrentUser,
    id: string,
    action: RevisionAction,
    act: (row: ApplicationRow) => Promise<ActionOutcome>,
  ): Promise<ApplicationRow> {
    for (let attempt = 0; ; attempt++) {
      const base = await ownOrNotFound(id, user);
      reviewable(base);
      const outcome = await act(base);
      // Nothing to record: no action, or one that stores what is already stored.
      if (!outcome || changesNothing(base, outcome.values)) return base;
      const saved = await db.transaction(async (tx) => {
        const row = await ownOrNotFound(id, user, tx);
        if (!sameBase(row, base)) return undefined;
        return write(tx, user, row, action, outcome);
      });
      if (saved) return saved;
      if (attempt >= 1) throw new AppError('CONFLICT', REVIEW_MESSAGES.concurrent);
    }
  }

  async function write(
    tx: Tx,
    user: CurrentUser,
    row: ApplicationRow,
    action: RevisionAction,
    outcome: NonNullable<ActionOutcome>,
  ): Promise<ApplicationRow> {
    const id = row.id;
    let last = await lastRevisionNumber(tx, id);
    const now = clock.now();
    if (last === 0) {
      last = 1;
      await insertRevision(tx, {
        applicationId: id,
        number: last,
        actorId: row.userId,
        action: 'generated',
        description: 'The tailored resume as generated',
        snapshot: snapshotOfRow(row),
        createdAt: row.completedAt ?? row.createdAt,
      });
    }
    const number = last + 1;
    const updated = await updateApplication(tx, id, { ...outcome.values, revision: number, updatedAt: now });
    if (!updated) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound);
    await insertRevision(tx, {
      applicationId: id,
      number,
      actorId: user.id,
      action,
      description: outcome.what,
      snapshot: snapshotOfRow(updated),
      createdAt: now,
    });
    const pruned = await pruneRevisions(tx, id, REVISIONS_KEPT_MAX);
    if (pruned)
      await describeRevision(
        tx,
        id,
        pruned.first.number,
        removedRevisionsNote(pruned.first.description, pruned.removedUpTo),
      );
    return updated;
  }

  return { db, engine, ownOrNotFound, reviewable, rescored, revise };
}
