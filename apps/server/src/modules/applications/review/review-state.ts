import { tailorSuggestionSchema } from '@hireproof/contract';
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
  return parsed.success ? parsed.data : { decisions: {}, fills: {}, personFacts: {} };
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
 * The person's own text: the upload, with the lines they completed themselves and the skills they
 * chose to add. Only what this shows counts as a keyword match, and it bounds the honest ceiling.
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
  evidence.skills.push(...current.skills.filter((group) => group.name === ADDED_SKILLS_GROUP));
  return evidence;
}

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
