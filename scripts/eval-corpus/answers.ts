/**
 * Answers section of `npm run eval:corpus` (and `npm run eval:answers` alone), issue 29: on every resume ×
 * job pair of the corpus, the tailored resume's gap questions are answered by a script, as a person
 * would, until none is left; then coverage is compared with the ceiling the answers imply. Two scripts:
 * - "yes, in my latest role": the one-click place alone (the skill is listed);
 * - "used it in my latest role": the same with words, so the writer adds a bullet.
 * Targets: coverage = implied ceiling on every pair, 0 verifier failures on what answers added, 0 words
 * in the new bullets from neither the answer, the resume nor the keyword.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type AnswerChange,
  applyAnswer,
  extractJobKeywords,
  gapQuestions,
  type JobInput,
  matchKeywords,
  type ResumeDocument,
  tailor,
  verifyDocument,
  wordsFromNowhere,
} from '../../packages/engine/src/index.ts';
import type { EvalContext, EvalSection } from './section.ts';
import { corpusJob } from './writer.ts';

export interface AnsweredPair {
  before: number;
  afterTailoring: number;
  afterAnswers: number;
  /** Keywords the upload shows plus those the answers added. */
  impliedCeiling: number;
  total: number;
  questions: number;
  gateFailures: string[];
  wordsFromNowhere: string[];
  bullets: number;
}

/** The place a "latest role" answer names: the first role, else the first project; none without either. */
const latestPlace = (doc: ResumeDocument) => doc.work[0]?.id ?? doc.projects[0]?.id;

/**
 * Tailors one resume to one job, then answers every question "yes, in my latest role" (with `words`,
 * as a line), applying each answer both to the tailored document and to the person's evidence (the
 * upload), exactly as the review page does.
 */
export function answerEveryQuestion(resume: ResumeDocument, job: JobInput, words?: string): AnsweredPair {
  const keywords = extractJobKeywords(job.description, { jobTitle: job.title, company: job.company });
  const matched = (doc: ResumeDocument, evidence: ResumeDocument) =>
    matchKeywords(doc, keywords, { evidence }).matched;
  const before = matchKeywords(resume, keywords).matched;
  let current = tailor(resume, { ...job, keywords }).document;
  const afterTailoring = matched(current, resume);
  let evidence = resume;
  const settled: string[] = [];
  const changes: { change: AnswerChange; answer: string; keyword: (typeof keywords)[number] }[] = [];
  const personFacts: Record<string, string[]> = {};
  let questions = 0;
  for (;;) {
    const asked = gapQuestions(evidence, keywords, settled);
    if (asked.length === 0) break;
    for (const question of asked) {
      questions += 1;
      settled.push(question.keywordId);
      const keyword = keywords.find((found) => found.id === question.keywordId)!;
      const placeId = latestPlace(current);
      // A years or degree question asks for a fact the script does not have: it answers with the place alone.
      const text = words && question.kind === 'skill' ? { text: words } : {};
      const answer = { keywordId: keyword.id, ...(placeId ? { placeId } : { declined: true }), ...text };
      const applied = applyAnswer(current, keyword, answer);
      if (!applied.change) continue;
      current = applied.document;
      evidence = applyAnswer(evidence, keyword, answer).document;
      Object.assign(personFacts, applied.personFacts);
      changes.push({ change: applied.change, answer: answer.text ?? '', keyword });
    }
  }
  const listed = changes
    .filter((found) => found.change.kind === 'skills-added')
    .map((found) => found.change.after);
  // What the answers added, judged by the verifier on the person's facts: a new bullet, or a listed skill.
  const addedBy = (targetId: string, value: string) =>
    changes.some(
      ({ change }) => change.targetId === targetId && (change.kind === 'bullet' || change.after === value),
    );
  const gateFailures = verifyDocument(resume, current, { personFacts, allowedKeywords: listed })
    .filter((found) => addedBy(found.targetId, found.value))
    .map((found) => `${found.kind} "${found.value}" @${found.targetId}`);
  const nowhere = changes
    .filter((found) => found.change.kind === 'bullet')
    .flatMap((found) =>
      wordsFromNowhere(found.change.after, { answer: found.answer, resume, keyword: found.keyword }),
    );
  return {
    before,
    afterTailoring,
    afterAnswers: matched(current, evidence),
    impliedCeiling: matchKeywords(evidence, keywords).matched,
    total: keywords.length,
    questions,
    gateFailures,
    wordsFromNowhere: nowhere,
    bullets: changes.filter((found) => found.change.kind === 'bullet').length,
  };
}

export async function runAnswersSection(context: EvalContext): Promise<string[]> {
  const jobsDir = path.join(context.corpusDir, 'job_descriptions');
  const jobs = readdirSync(jobsDir)
    .filter((f) => /\.(txt|json)$/.test(f) && !f.endsWith('.processed.json'))
    .sort()
    .map((file) => corpusJob(file, readFileSync(path.join(jobsDir, file), 'utf8')));
  const resumes = [...context.parsed.values()];
  const lines = [`Resumes ${resumes.length} × jobs ${jobs.length}: every gap question answered by a script`];
  for (const [label, words] of [
    ['"yes, in my latest role" (place only)', undefined],
    ['"used it in my latest role" (place and words)', 'used it in my latest role'],
  ] as const) {
    const started = performance.now();
    const sum = { pairs: 0, belowCeiling: 0, questions: 0, bullets: 0, gate: 0, nowhere: 0, threw: 0 };
    const coverage = { before: 0, tailored: 0, answered: 0, ceiling: 0, total: 0 };
    const examples: string[] = [];
    for (const resume of resumes) {
      for (const job of jobs) {
        sum.pairs += 1;
        let pair: AnsweredPair;
        try {
          pair = answerEveryQuestion(resume.document, job, words);
        } catch (error) {
          sum.threw += 1;
          if (examples.length < 5)
            examples.push(`threw: ${String((error as Error)?.message ?? error).slice(0, 120)}`);
          continue;
        }
        sum.questions += pair.questions;
        sum.bullets += pair.bullets;
        sum.gate += pair.gateFailures.length;
        sum.nowhere += pair.wordsFromNowhere.length;
        if (pair.afterAnswers < pair.impliedCeiling) sum.belowCeiling += 1;
        coverage.before += pair.before;
        coverage.tailored += pair.afterTailoring;
        coverage.answered += pair.afterAnswers;
        coverage.ceiling += pair.impliedCeiling;
        coverage.total += pair.total;
        for (const failure of [
          ...pair.gateFailures,
          ...pair.wordsFromNowhere.map((word) => `word from nowhere: ${word}`),
        ])
          if (examples.length < 5) examples.push(`${job.title || 'job'}: ${failure}`);
      }
    }
    const pct = (n: number) => `${((100 * n) / Math.max(1, coverage.total)).toFixed(1)}%`;
    lines.push(
      `  ${label}: ${sum.pairs} pairs, ${sum.questions} questions, ${sum.bullets} bullets; ${((performance.now() - started) / 1000).toFixed(1)} s`,
      `    keyword coverage: upload ${pct(coverage.before)} → tailored ${pct(coverage.tailored)} → answered ${pct(coverage.answered)} (implied ceiling ${pct(coverage.ceiling)})`,
      `    pairs below their implied ceiling ${sum.belowCeiling}; verifier failures on answers ${sum.gate}; words from nowhere ${sum.nowhere}; threw ${sum.threw}`,
      ...examples.map((example) => `      ✗ ${example}`),
    );
  }
  return lines;
}

export const answersSection: EvalSection = {
  title: 'Answers: every gap question answered "yes, in my latest role" over every resume × job pair',
  run: runAnswersSection,
};
