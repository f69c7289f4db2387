import {
  APPLICATION_MESSAGES,
  type ApplicationReview,
  type AtsCheck,
  type AtsCheckFormat,
  type ChangeDecision,
  type CoverLetterTextRequest,
  type FillRequest,
  REVIEW_MESSAGES,
  type ReviewChange,
  type ReviewStructure,
  type Revision,
  STRUCTURE_KINDS,
  type StructureFixRequest,
  scoreComparisonSchema,
  type TemplateChoiceRequest,
  type TemplateId,
  tailorSuggestionSchema,
} from '@hireproof/contract';
import {
  ADDED_SKILLS_GROUP,
  type Change,
  ChangeConflict,
  correctEntryHeader,
  type EntryHeaderFix,
  factTexts,
  fillPlaceholders,
  headerMaySwap,
  matchKeywords,
  moveBullet,
  type ResumeDocument,
  rereadSection,
  resumeDocumentSchema,
  StructureFixError,
  swapQuestion,
  switchChange,
  verifyDocument,
} from '@hireproof/engine';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isUuid } from '../../db/uuid.ts';
import type { CurrentUser } from '../../plugins/access-control.ts';
import { type EngineWork, pooledEngineWork } from '../../pool/engine-work.ts';
import { renderChoiceOf, storedCoverLetter, storedOptimizedResume } from './application-view.ts';
import {
  type ApplicationRow,
  findOwnApplication,
  type NewApplicationRow,
  updateApplication,
} from './applications.queries.ts';
import { factLabel, firstWords } from './fact-label.ts';
import { jobKeywordsOf, snapshotOf } from './generation.ts';
import { changesNothing, REVISIONS_KEPT_MAX, removedRevisionsNote } from './revision-policy.ts';
import {
  describeRevision,
  findRevision,
  insertRevision,
  lastRevisionNumber,
  listRevisions,
  lockOwnApplication,
  pruneRevisions,
  type RevisionRow,
} from './revisions.queries.ts';

/** What the person decided while reviewing, kept on the application (column `review`). */
const reviewStateSchema = z.object({
  decisions: z.record(z.string(), z.enum(['accepted', 'rejected'])).default({}),
  /** Suggestion id → the line as the person completed it. */
  fills: z.record(z.string(), z.string()).default({}),
  /** Fact id → text the person typed (provenance 'person'); a source for that fact to the verifier. */
  personFacts: z.record(z.string(), z.array(z.string())).default({}),
});
type ReviewState = z.infer<typeof reviewStateSchema>;

const changeSchema = z.object({
  kind: z.enum([
    'summary',
    'bullet',
    'bullet-order',
    'skills-order',
    'section-order',
    'skills-added',
    'heading',
  ]),
  targetId: z.string(),
  before: z.string(),
  after: z.string(),
  reason: z.string(),
  rule: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  sourceIds: z.array(z.string()).optional(),
});

/** Everything a revision restores: the application's reviewable columns as they were. */
const snapshotSchema = z.object({
  optimizedResume: z.unknown(),
  coverLetter: z.string().nullable(),
  templateId: z.string().nullable(),
  coverLetterTemplateId: z.string().nullable(),
  pageSize: z.enum(['A4', 'Letter']).nullable(),
  review: z.unknown(),
  keywordAnalysis: z.unknown(),
  readability: z.unknown(),
  scores: z.unknown(),
});
type Snapshot = z.infer<typeof snapshotSchema>;

type RevisionAction = Revision['action'];

function reviewStateOf(row: ApplicationRow): ReviewState {
  const parsed = reviewStateSchema.safeParse(row.review ?? {});
  return parsed.success ? parsed.data : { decisions: {}, fills: {}, personFacts: {} };
}

function changesOf(row: ApplicationRow): Change[] {
  const parsed = z.array(changeSchema).safeParse(row.changes ?? []);
  return parsed.success ? (parsed.data as Change[]) : [];
}

function suggestionsOf(row: ApplicationRow) {
  const parsed = z.array(tailorSuggestionSchema).safeParse(row.suggestions ?? []);
  return parsed.success ? parsed.data : [];
}

function snapshotOfRow(row: ApplicationRow): Snapshot {
  return {
    optimizedResume: row.optimizedResume,
    coverLetter: row.coverLetter,
    templateId: row.templateId,
    coverLetterTemplateId: row.coverLetterTemplateId,
    pageSize: row.pageSize,
    review: row.review,
    keywordAnalysis: row.keywordAnalysis,
    readability: row.readability,
    scores: row.scores,
  };
}

function parsedResumeOf(row: ApplicationRow): ResumeDocument | undefined {
  const parsed = resumeDocumentSchema.safeParse(row.parsedResume);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The person's own text: the upload, with the lines they completed themselves and the skills they
 * chose to add. Only what this shows counts as a keyword match, and it bounds the honest ceiling.
 */
function personEvidence(parsed: ResumeDocument, current: ResumeDocument, state: ReviewState): ResumeDocument {
  const evidence = structuredClone(parsed);
  for (const entry of [...evidence.work, ...evidence.projects, ...evidence.volunteer]) {
    for (const line of entry.highlights) {
      const typed = state.personFacts[line.id];
      if (typed?.length) line.text = typed.join(' ');
    }
  }
  evidence.skills.push(...current.skills.filter((group) => group.name === ADDED_SKILLS_GROUP));
  return evidence;
}

/** The bullet ids of one entry with bullets. */
function entryBullets(doc: ResumeDocument, entryId: string): string[] {
  return [...doc.work, ...doc.education, ...doc.projects, ...doc.volunteer]
    .filter((entry) => entry.id === entryId)
    .flatMap((entry) => entry.highlights.map((line) => line.id));
}

function bulletIn(doc: ResumeDocument, id: string) {
  return [...doc.work, ...doc.projects, ...doc.volunteer]
    .flatMap((entry) => entry.highlights)
    .find((line) => line.id === id);
}

/** The custom sections and the work and education entries, as the Structure panel shows them. */
function structureOf(doc: ResumeDocument | undefined): ReviewStructure {
  if (!doc) return { sections: [], entries: [] };
  const lines = (items: { id: string; text: string }[]) => items.map(({ id, text }) => ({ id, text }));
  return {
    sections: doc.custom.map((section) => ({
      id: section.id,
      title: section.title,
      other: section.title.trim().toLowerCase() === 'other',
      lines: lines(section.items),
    })),
    entries: [
      ...doc.work.map((entry) => ({
        id: entry.id,
        kind: 'work' as const,
        ...headerOf(entry, entry.position, entry.company),
        end: entry.end?.text ?? (entry.current ? 'Present' : ''),
        bullets: lines(entry.highlights),
        ...(headerMaySwap(entry) ? { question: swapQuestion(entry) } : {}),
      })),
      ...doc.education.map((entry) => ({
        id: entry.id,
        kind: 'education' as const,
        ...headerOf(entry, [entry.studyType, entry.area].filter(Boolean).join(' '), entry.institution),
        bullets: lines(entry.highlights),
      })),
    ],
  };
}

function headerOf(
  entry: ResumeDocument['work'][number] | ResumeDocument['education'][number],
  title: string,
  organisation: string,
) {
  return {
    title,
    organisation,
    location: entry.location ?? '',
    start: entry.start?.text ?? '',
    end: entry.end?.text ?? '',
  };
}

/** A structure fix the engine refused, in the words of the review panel. */
function structureError(error: unknown, notFound: string): never {
  if (error instanceof StructureFixError) {
    if (error.reason === 'not-found') throw new AppError('NOT_FOUND', notFound);
    if (error.reason === 'same-entry') throw new AppError('UNPROCESSABLE', REVIEW_MESSAGES.sameEntry);
    throw new AppError('UNPROCESSABLE', REVIEW_MESSAGES.nothingPlaced);
  }
  throw error;
}

/** How many rendered thumbnails the process keeps (each a few tens of KB of HTML). */
const THUMBNAIL_CACHE_ENTRIES = 200;

export function createReviewService(deps: { db: Db; clock: Clock; engine?: EngineWork }) {
  const { db, clock } = deps;
  // Renders, analyses and read-backs run in the engine pool, never on the event loop.
  const engine = deps.engine ?? pooledEngineWork();
  // Keyed by the document's version, so an edit never serves an old thumbnail; oldest dropped first.
  const thumbnails = new Map<string, string>();

  async function ownOrNotFound(id: string, user: CurrentUser): Promise<ApplicationRow> {
    const row = isUuid(id) ? await findOwnApplication(db, id, user.id) : undefined;
    if (!row) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound);
    return row;
  }

  function reviewable(row: ApplicationRow): { current: ResumeDocument; parsed: ResumeDocument } {
    const current = row.status === 'complete' ? storedOptimizedResume(row) : undefined;
    const parsed = parsedResumeOf(row);
    if (!current || !parsed) throw new AppError('CONFLICT', REVIEW_MESSAGES.notReviewable);
    return { current, parsed };
  }

  /** A new current document: keyword analysis, readability and the 'after' score follow it. */
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
    return {
      optimizedResume: doc,
      keywordAnalysis,
      readability,
      ...(stored.success ? { scores: { ...stored.data, after: snapshotOf(readability, match) } } : {}),
    };
  }

  /**
   * One review action in ONE transaction with the application locked: the generated version
   * becomes revision 1 the first time, then the action's values are stored and recorded as the next
   * revision (who, when, what, and the whole state to go back to). `act` answers undefined for an
   * action that changes nothing, and an action whose values equal the stored ones changes nothing
   * either: no revision. At most REVISIONS_KEPT_MAX are kept (the first and the newest).
   */
  async function revise(
    user: CurrentUser,
    id: string,
    action: RevisionAction,
    act: (
      row: ApplicationRow,
      tx: Tx,
    ) => Promise<{ values: Partial<NewApplicationRow>; what: string } | undefined>,
  ): Promise<ApplicationReview> {
    if (!isUuid(id)) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound);
    const saved = await db.transaction(async (tx) => {
      const row = await lockOwnApplication(tx, id, user.id);
      if (!row) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound);
      reviewable(row);
      const outcome = await act(row, tx);
      // Nothing to record: no action, or one that stores what is already stored.
      if (!outcome || changesNothing(row, outcome.values)) return row;
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
      const updated = await updateApplication(tx, id, {
        ...outcome.values,
        revision: number,
        updatedAt: now,
      });
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
    });
    return reviewOf(saved);
  }

  function reviewOf(row: ApplicationRow): ApplicationReview {
    const parsed = parsedResumeOf(row);
    const state = reviewStateOf(row);
    const facts = parsed ? factTexts(parsed) : new Map<string, string[]>();
    const changes: ReviewChange[] = changesOf(row).map((change, index) => ({
      id: index,
      kind: change.kind,
      targetId: change.targetId,
      before: change.before,
      after: change.after,
      reason: change.reason,
      rule: change.rule ?? null,
      keywords: change.keywords ?? [],
      sources: (change.sourceIds ?? []).map((sourceId) => ({
        id: sourceId,
        text: (facts.get(sourceId) ?? []).join(' '),
      })),
      decision: (state.decisions[index] ?? 'pending') as ChangeDecision,
    }));
    const current = storedOptimizedResume(row);
    let keywordCeiling: number | null = null;
    if (parsed && current) {
      const job = { title: row.jobTitle, company: row.company, description: row.jobDescription };
      const match = matchKeywords(personEvidence(parsed, current, state), jobKeywordsOf(job));
      keywordCeiling = match.matches.filter((found) => found.status !== 'missing').length;
    }
    const stored = scoreComparisonSchema.safeParse(row.scores);
    const letter = storedCoverLetter(row);
    const choice = renderChoiceOf(row);
    return {
      applicationId: row.id,
      revision: row.revision,
      changes,
      suggestions: suggestionsOf(row).map((suggestion, index) => ({
        ...suggestion,
        id: index,
        filled: state.fills[index] ?? null,
      })),
      resumeTemplateId: choice.resumeTemplateId,
      coverLetterTemplateId: choice.coverLetterTemplateId,
      pageSize: choice.pageSize,
      coverLetter: letter ? letter.paragraphs : null,
      scores: stored.success ? stored.data : null,
      keywordCeiling,
      structure: structureOf(current),
    };
  }

  return {
    async review(user: CurrentUser, id: string): Promise<ApplicationReview> {
      const row = await ownOrNotFound(id, user);
      reviewable(row);
      return reviewOf(row);
    },

    /** Accept keeps (or, after a reject, puts back) the writer's edit; reject reverts it in the document. */
    decideChange(user: CurrentUser, id: string, changeId: number, decision: 'accepted' | 'rejected') {
      return revise(user, id, decision === 'accepted' ? 'accept' : 'reject', async (row) => {
        const change = changesOf(row)[changeId];
        if (!change) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.changeNotFound);
        const state = reviewStateOf(row);
        const was = state.decisions[changeId] ?? 'pending';
        if (was === decision) return undefined;
        const { current } = reviewable(row);
        const inDocument = was === 'rejected' ? 'before' : 'after';
        const wanted = decision === 'rejected' ? 'before' : 'after';
        let doc = current;
        if (inDocument !== wanted) {
          try {
            doc = switchChange(current, change, wanted);
          } catch (error) {
            if (error instanceof ChangeConflict) throw new AppError('CONFLICT', REVIEW_MESSAGES.conflict);
            throw error;
          }
        }
        const next = { ...state, decisions: { ...state.decisions, [changeId]: decision } };
        return {
          values: { ...(await rescored(row, doc, next)), review: next },
          what: `${decision === 'accepted' ? 'Accepted' : 'Rejected'}: ${change.kind} ${factLabel(current, change.targetId)}`,
        };
      });
    },

    /**
     * Completes a suggestion with the figures the person typed and puts the line in the document.
     * The line is stored as the person's own fact, so the verifier accepts it by its provenance; an
     * edit of the writer has no placeholder and is refused.
     */
    fill(user: CurrentUser, id: string, request: FillRequest) {
      return revise(user, id, 'fill', async (row) => {
        if (request.target === 'change') {
          const change = changesOf(row)[request.id];
          if (!change) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.changeNotFound);
          throw new AppError('UNPROCESSABLE', REVIEW_MESSAGES.noPlaceholder);
        }
        const suggestion = suggestionsOf(row)[request.id];
        if (!suggestion) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.suggestionNotFound);
        let text: string;
        try {
          text = fillPlaceholders(suggestion.text, request.values);
        } catch (error) {
          if (error instanceof RangeError) throw new AppError('INVALID_INPUT', error.message);
          throw error;
        }
        const { current, parsed } = reviewable(row);
        const doc = structuredClone(current);
        const line = bulletIn(doc, suggestion.targetId);
        if (!line) throw new AppError('CONFLICT', REVIEW_MESSAGES.conflict);
        line.text = text;
        const state = reviewStateOf(row);
        const next: ReviewState = {
          ...state,
          fills: { ...state.fills, [request.id]: text },
          personFacts: { ...state.personFacts, [suggestion.targetId]: [text] },
        };
        const unsupported = verifyDocument(parsed, doc, {
          context: [row.jobTitle, row.company],
          personFacts: next.personFacts,
        }).filter((found) => found.targetId === suggestion.targetId);
        if (unsupported.length > 0) throw new AppError('UNPROCESSABLE', REVIEW_MESSAGES.noPlaceholder);
        return {
          values: { ...(await rescored(row, doc, next)), review: next },
          what: `Filled: “${firstWords(text)}”`,
        };
      });
    },

    /**
     * The person fixes what reading their upload got wrong (issue 17): a custom section read again as a
     * known kind, an entry's header corrected, a bullet moved. The result is their own fact (provenance
     * 'person', kept in `personFacts`), so the verifier accepts it; each fix is a revision like the others.
     */
    fixStructure(user: CurrentUser, id: string, request: StructureFixRequest) {
      return revise(user, id, 'structure', async (row) => {
        const { current, parsed } = reviewable(row);
        const state = reviewStateOf(row);
        const personFacts = { ...state.personFacts };
        let doc: ResumeDocument;
        let what: string;
        if (request.type === 'reread') {
          const section = current.custom.find((found) => found.id === request.sectionId);
          let result: ReturnType<typeof rereadSection>;
          try {
            result = rereadSection(current, request.sectionId, request.kind);
          } catch (error) {
            structureError(error, REVIEW_MESSAGES.sectionNotFound);
          }
          doc = result.document;
          // The new entries are read from the person's own lines: those lines are their source.
          const lines = section?.items.map((item) => item.text) ?? [];
          for (const entryId of result.added) {
            personFacts[entryId] = lines;
            for (const line of entryBullets(doc, entryId)) personFacts[line] = lines;
          }
          what = `Structure: "${section?.title ?? request.sectionId}" read as ${STRUCTURE_KINDS[request.kind]}${
            result.kept.length > 0 ? ` (${result.kept.length} kept in the section)` : ''
          }`;
        } else if (request.type === 'header') {
          const entry = structureOf(current).entries.find((found) => found.id === request.entryId);
          if (!entry) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.entryNotFound);
          const fields = ['title', 'organisation', 'location', 'start', 'end'] as const;
          const changed = fields.filter((field) => request[field] !== entry[field]);
          if (changed.length === 0) return undefined;
          const fix: EntryHeaderFix = Object.fromEntries(changed.map((field) => [field, request[field]]));
          // Dates are read as a pair: both become the person's when either changes.
          const typed = [
            ...changed,
            ...(changed.some((f) => f === 'start' || f === 'end') ? (['start', 'end'] as const) : []),
          ]
            .map((field) => request[field])
            .filter(Boolean);
          try {
            doc = correctEntryHeader(current, request.entryId, fix);
          } catch (error) {
            structureError(error, REVIEW_MESSAGES.entryNotFound);
          }
          personFacts[request.entryId] = [...new Set([...(personFacts[request.entryId] ?? []), ...typed])];
          what = `Structure: ${request.entryId} corrected (${changed.join(', ')})`;
        } else {
          let moved: ReturnType<typeof moveBullet>;
          const facts = factTexts(parsed);
          try {
            moved = moveBullet(current, request.bulletId, request.toEntryId, facts.keys());
          } catch (error) {
            structureError(error, REVIEW_MESSAGES.entryNotFound);
          }
          doc = moved.document;
          // Each line keeps its sources: what the upload and the person said for it before the move.
          for (const line of moved.moved) {
            const sources = [...(facts.get(line.from) ?? []), ...(personFacts[line.from] ?? [])];
            if (sources.length > 0) personFacts[line.to] = sources;
          }
          what = `Structure: ${request.bulletId} moved to ${request.toEntryId} as ${moved.id}`;
        }
        const next: ReviewState = { ...state, personFacts };
        return { values: { ...(await rescored(row, doc, next)), review: next }, what };
      });
    },

    chooseTemplates(user: CurrentUser, id: string, request: TemplateChoiceRequest) {
      return revise(user, id, 'template', async (row) => {
        const was = renderChoiceOf(row);
        const next = {
          resumeTemplateId: request.resumeTemplateId ?? was.resumeTemplateId,
          coverLetterTemplateId: request.coverLetterTemplateId ?? was.coverLetterTemplateId,
          pageSize: request.pageSize ?? was.pageSize,
        };
        if (JSON.stringify(next) === JSON.stringify(was)) return undefined;
        return {
          values: {
            templateId: next.resumeTemplateId,
            coverLetterTemplateId: next.coverLetterTemplateId,
            pageSize: next.pageSize,
          },
          what: `Templates: resume ${next.resumeTemplateId}, cover letter ${next.coverLetterTemplateId}, ${next.pageSize}`,
        };
      });
    },

    /** The letter's body as the person wrote it; the letter's header (name, date, company) stays. */
    saveCoverLetter(user: CurrentUser, id: string, request: CoverLetterTextRequest) {
      return revise(user, id, 'cover-letter', async (row) => {
        const letter = storedCoverLetter(row);
        if (!letter) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.noCoverLetter);
        if (JSON.stringify(letter.paragraphs) === JSON.stringify(request.paragraphs)) return undefined;
        return {
          values: { coverLetter: JSON.stringify({ ...letter, paragraphs: request.paragraphs }) },
          what: 'Cover letter edited',
        };
      });
    },

    /**
     * This resume in one of the nine templates as HTML (the picker's thumbnail), rendered by the
     * engine and kept per version of the document so the picker's nine frames cost one render each.
     */
    async thumbnail(user: CurrentUser, id: string, templateId: TemplateId): Promise<string> {
      const row = await ownOrNotFound(id, user);
      const { current } = reviewable(row);
      const { pageSize } = renderChoiceOf(row);
      const key = `${row.id}:${row.updatedAt.getTime()}:${templateId}:${pageSize}`;
      const cached = thumbnails.get(key);
      if (cached !== undefined) return cached;
      const html = (await engine.renderResume(current, { format: 'html', templateId, pageSize })).text ?? '';
      thumbnails.set(key, html);
      if (thumbnails.size > THUMBNAIL_CACHE_ENTRIES) thumbnails.delete(thumbnails.keys().next().value!);
      return html;
    },

    /**
     * What an ATS reads: the current version exported as PDF or DOCX in its template and paper, read
     * back field by field against the document by our own parser and by a naive ATS reader, in the
     * engine pool.
     */
    async atsCheck(user: CurrentUser, id: string, format: AtsCheckFormat): Promise<AtsCheck> {
      const row = await ownOrNotFound(id, user);
      const { current } = reviewable(row);
      const { resumeTemplateId, pageSize } = renderChoiceOf(row);
      const { fields, naive } = await engine.atsCheck(current, {
        format,
        templateId: resumeTemplateId,
        pageSize,
      });
      return {
        format,
        templateId: resumeTemplateId,
        fields,
        lost: fields.filter((found) => !found.ok).length,
        naive,
        naiveLost: naive.filter((found) => !found.ok).length,
      };
    },

    async revisions(user: CurrentUser, id: string): Promise<Revision[]> {
      const row = await ownOrNotFound(id, user);
      return (await listRevisions(db, row.id)).map((revision: RevisionRow) => ({
        number: revision.number,
        action: revision.action as RevisionAction,
        description: revision.description,
        by: revision.actorId === row.userId ? 'you' : 'an administrator',
        createdAt: revision.createdAt.toISOString(),
        current: revision.number === row.revision,
      }));
    },

    /** Goes back to an earlier revision; the going back is itself a new revision. */
    restore(user: CurrentUser, id: string, number: number) {
      return revise(user, id, 'restore', async (row, tx) => {
        const revision = await findRevision(tx, row.id, number);
        if (!revision) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.revisionNotFound);
        const snapshot = snapshotSchema.parse(revision.snapshot);
        return { values: snapshot, what: `Restored revision ${number}` };
      });
    },

    /**
     * A change made outside the review panels ('Add to Resume'), recorded as a revision like theirs,
     * so Restore shows it and going back to an earlier revision is a choice the person sees.
     */
    recordRevision: revise,
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
