import {
  type ApplicationReview,
  type ChangeDecision,
  type ReviewChange,
  type ReviewFlag,
  scoreComparisonSchema,
} from '@hireproof/contract';
import { factTexts, matchKeywords, otherEmployerInSummary, type ResumeDocument } from '@hireproof/engine';
import { jobKeywordsOf } from '../../../pipeline/generation.ts';
import { renderChoiceOf, storedCoverLetter, storedOptimizedResume } from '../application-view.ts';
import type { ApplicationRow } from '../applications.queries.ts';
import { changesOf, parsedResumeOf, personEvidence, reviewStateOf, suggestionsOf } from './review-state.ts';
import { structureOf } from './structure-view.ts';

/** What the review page shows of one application: the answer of GET …/review and of every action. */
export function reviewOf(row: ApplicationRow): ApplicationReview {
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
    flags: current ? flagsOf(current, row.company) : [],
  };
}

/**
 * What the person should look at before sending: a summary that names another organisation, written for
 * another application. Flagged with its reason, never removed for them.
 */
function flagsOf(doc: ResumeDocument, company: string): ReviewFlag[] {
  const other = otherEmployerInSummary(doc, company);
  if (!other || !doc.summary) return [];
  const applyingTo = company.trim()
    ? `this application is to ${company.trim()}`
    : 'this application is to another company';
  return [
    {
      kind: 'summary-other-employer',
      targetId: doc.summary.id,
      text: doc.summary.text,
      reason: `Your summary names ${other}, but ${applyingTo}. If it was written for another application, edit it in the downloaded DOCX before you send.`,
    },
  ];
}
