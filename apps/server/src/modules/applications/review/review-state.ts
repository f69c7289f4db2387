import { gapAnswerSchema, tailorSuggestionSchema } from '@hireproof/contract';
import {
  ADDED_SKILLS_GROUP,
  type Change,
  type ResumeDocument,
  resumeDocumentSchema,
} from '@hireproof/engine';
import { z } from 'zod';
import type { ApplicationRow } from '../applications.queries.ts';

/** What the person decided while reviewing, kept on the application (column `review`). */
const reviewStateSchema = z.object({
  decisions: z.record(z.string(), z.enum(['accepted', 'rejected'])).default({}),
  /** Suggestion id → the line as the person completed it. */
  fills: z.record(z.string(), z.string()).default({}),
  /** Fact id → text the person typed (provenance 'person'); a source for that fact to the verifier. */
  personFacts: z.record(z.string(), z.array(z.string())).default({}),
  /** The person's answers to the gap questions, in the order given (issue 29); a 'No' is kept so it is never asked again. */
  answers: z.array(gapAnswerSchema).default([]),
  /** The letter paragraph written from the answers, so the next answer replaces it instead of adding another. */
  letterParagraph: z.string().nullable().default(null),
});
export type ReviewState = z.infer<typeof reviewStateSchema>;

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
export const snapshotSchema = z.object({
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

export function reviewStateOf(row: ApplicationRow): ReviewState {
  const parsed = reviewStateSchema.safeParse(row.review ?? {});
  return parsed.success
    ? parsed.data
    : { decisions: {}, fills: {}, personFacts: {}, answers: [], letterParagraph: null };
}

export function changesOf(row: ApplicationRow): Change[] {
  const parsed = z.array(changeSchema).safeParse(row.changes ?? []);
  return parsed.success ? (parsed.data as Change[]) : [];
}

export function suggestionsOf(row: ApplicationRow) {
  const parsed = z.array(tailorSuggestionSchema).safeParse(row.suggestions ?? []);
  return parsed.success ? parsed.data : [];
}

export function snapshotOfRow(row: ApplicationRow): Snapshot {
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

export function parsedResumeOf(row: ApplicationRow): ResumeDocument | undefined {
  const parsed = resumeDocumentSchema.safeParse(row.parsedResume);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The person's own text: the upload, with the lines they completed themselves, the skills they chose
 * to add and the bullets their answers wrote. Only what this shows counts as a keyword match, and it
 * bounds the honest ceiling.
 */
export function personEvidence(
  parsed: ResumeDocument,
  current: ResumeDocument,
  state: ReviewState,
): ResumeDocument {
  const evidence = structuredClone(parsed);
  for (const entry of [...evidence.work, ...evidence.projects, ...evidence.volunteer]) {
    for (const line of entry.highlights) {
      const typed = state.personFacts[line.id];
      if (typed?.length) line.text = typed.join(' ');
    }
  }
  for (const answer of state.answers) {
    if (answer.change?.kind !== 'bullet' || !answer.placeId) continue;
    const entry = [...evidence.work, ...evidence.projects, ...evidence.education].find(
      (found) => found.id === answer.placeId,
    );
    entry?.highlights.push({ id: answer.change.targetId, text: answer.change.after });
  }
  evidence.skills.push(...current.skills.filter((group) => group.name === ADDED_SKILLS_GROUP));
  return evidence;
}

/**
 * The document and review state as tailoring left them, before the person's answers: the bullets
 * their answers wrote and the skills they listed taken out. Scored as 'after tailoring' beside the
 * score with the answers, so each stage shows what it earned.
 */
export function withoutAnswers(
  doc: ResumeDocument,
  state: ReviewState,
): { document: ResumeDocument; state: ReviewState } {
  const changes = state.answers.flatMap((answer) => (answer.change ? [answer.change] : []));
  const bullets = new Set(
    changes.filter((change) => change.kind === 'bullet').map((change) => change.targetId),
  );
  const skills = changes.filter((change) => change.kind === 'skills-added');
  const document = structuredClone(doc);
  for (const entry of [...document.work, ...document.projects, ...document.education])
    entry.highlights = entry.highlights.filter((line) => !bullets.has(line.id));
  for (const group of document.skills)
    group.keywords = group.keywords.filter(
      (skill) => !skills.some((change) => change.targetId === group.id && change.after === skill),
    );
  document.skills = document.skills.filter(
    (group) => group.keywords.length > 0 || group.name !== ADDED_SKILLS_GROUP,
  );
  return { document, state: { ...state, answers: [] } };
}

/** True when some answer added a bullet or a skill. */
export const answersAddedSomething = (state: ReviewState) =>
  state.answers.some((answer) => answer.change !== null);

/** The bullet ids of one entry with bullets. */
export function entryBullets(doc: ResumeDocument, entryId: string): string[] {
  return [...doc.work, ...doc.education, ...doc.projects, ...doc.volunteer]
    .filter((entry) => entry.id === entryId)
    .flatMap((entry) => entry.highlights.map((line) => line.id));
}

export function bulletIn(doc: ResumeDocument, id: string) {
  return [...doc.work, ...doc.projects, ...doc.volunteer]
    .flatMap((entry) => entry.highlights)
    .find((line) => line.id === id);
}
