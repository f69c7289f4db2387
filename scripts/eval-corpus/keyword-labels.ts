/**
 * Labelled keyword section of `npm run eval:corpus`: the job-description extractor against the hand-made
 * labels beside the corpus (`labels/jobs.json`). For every posting it reports
 * - recall of the `must_have` labels among our top 20 keywords by weight (the figure a recruiter reads first);
 * - how many `not_keywords` (places, the employer's name, boilerplate, glued or split words) we extract at all.
 * The labels are read from the corpus at run time; they are never copied into the repository.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractJobKeywords, type JobKeyword, stem, termKey } from '../../packages/engine/src/index.ts';
import { canonicalKey, readJobFile } from './keyword-checks.ts';
import { jsonJobText } from './keywords.ts';
import type { EvalContext, EvalSection } from './section.ts';

export const TOP_N = 20;

export interface JobLabels {
  title?: string | null;
  company?: string | null;
  location?: string | null;
  must_have: string[];
  nice_to_have: string[];
  not_keywords: string[];
}

/**
 * Words that name no requirement on their own: a keyword matches a label only through at least one other word,
 * so 'experience' does not 'recall' every 'N years of X experience' label.
 */
const GENERIC = new Set(
  'a an and or of in on at to for with the our your you we experience year years skill skills knowledge ability abilities strong good excellent work working degree field related'
    .split(' ')
    .map(stem),
);

/** A phrase as a list of word stems: folded like the matcher folds terms, hyphens and slashes split. */
export function stems(phrase: string): string[] {
  return termKey(phrase)
    .split(/[\s/]+/)
    .filter(Boolean)
    .map((word) => stem(word));
}

/** A phrase as its words exactly, folded only as the labels' README compares: case and whitespace. */
function exactWords(phrase: string): string[] {
  return termKey(phrase)
    .split(/[\s/]+/)
    .filter(Boolean);
}

/** A phrase as plain word keys (lower case, plural 's' dropped): for 'is this the same word', where stems are too loose. */
export function words(phrase: string): string[] {
  return exactWords(phrase).map((word) => (word.length > 3 ? word.replace(/s$/, '') : word));
}

/** Where `needle` occurs as a contiguous run of `hay`, or -1. */
function runAt(hay: readonly string[], needle: readonly string[]): number {
  if (needle.length === 0 || needle.length > hay.length) return -1;
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

const informative = (words: readonly string[]) => words.some((word) => !GENERIC.has(word));

/** The forms a keyword answers to: what the job ad wrote, the dictionary name and its aliases. */
export function keywordForms(keyword: Pick<JobKeyword, 'term' | 'canonical' | 'aliases'>): string[] {
  return [keyword.term, keyword.canonical, ...keyword.aliases];
}

/** True when a keyword names the label: the same term (or a dictionary alias of it). */
export function strictHit(
  keyword: Pick<JobKeyword, 'term' | 'canonical' | 'aliases'>,
  label: string,
): boolean {
  const labelStems = stems(label).join(' ');
  return keywordForms(keyword).some(
    (form) =>
      termKey(form) === termKey(label) ||
      canonicalKey(form) === canonicalKey(label) ||
      (labelStems.length > 0 && stems(form).join(' ') === labelStems),
  );
}

/**
 * True when a keyword and a label overlap as a requirement: one occurs in the other as whole words (by stem)
 * and the shared words say more than 'experience' or 'skills'. 'Java' covers 'Core Java programming
 * experience'; 'Google Analytics' covers 'Advanced Google Analytics'; 'mentoring' covers 'mentor'.
 */
export function coverHit(
  keyword: Pick<JobKeyword, 'term' | 'canonical' | 'aliases'>,
  label: string,
): boolean {
  if (strictHit(keyword, label)) return true;
  const labelStems = stems(label);
  return keywordForms(keyword).some((form) => {
    const formStems = stems(form);
    if (!informative(formStems) || !informative(labelStems)) return false;
    return runAt(labelStems, formStems) >= 0 || runAt(formStems, labelStems) >= 0;
  });
}

export interface LabelScore {
  mustHits: string[];
  mustMissed: string[];
  /** Must-haves named exactly (same term or alias) in the top N. */
  mustStrict: number;
  niceHits: number;
  /** Not-keywords some extracted keyword names or is a fragment of, with the keyword that did it. */
  notExtracted: { label: string; keyword: string }[];
}

/**
 * Scores one extraction against its labels. A not-keyword counts as extracted when a keyword has its words
 * (or is a part of them, like 'San' of 'San Francisco' or 'FLIP' of 'FLIP-FLOP'), unless that keyword is
 * itself part of a must-have or nice-to-have label. The job title (the user's own input) is only flagged when it
 * holds a not-keyword, not when a longer not-keyword happens to contain it ('second Senior Platform Engineer').
 * A longer keyword holds a not-keyword only with its words as printed (the labels' README compares case and
 * whitespace only): 'Melbourne office' holds 'Melbourne', but the term 'concept drift' does not hold the
 * not-keyword 'concepts' (of 'ML monitoring concepts'), which a folded plural would make it.
 */
export function scoreAgainstLabels(
  keywords: readonly JobKeyword[],
  labels: JobLabels,
  top = TOP_N,
): LabelScore {
  const ranked = [...keywords].sort((a, b) => b.weight - a.weight).slice(0, top);
  const mustHits: string[] = [];
  const mustMissed: string[] = [];
  let mustStrict = 0;
  for (const label of labels.must_have) {
    if (ranked.some((k) => coverHit(k, label))) mustHits.push(label);
    else mustMissed.push(label);
    if (ranked.some((k) => strictHit(k, label))) mustStrict += 1;
  }
  const niceHits = labels.nice_to_have.filter((label) => ranked.some((k) => coverHit(k, label))).length;
  const wanted = [...labels.must_have, ...labels.nice_to_have];
  const notExtracted: LabelScore['notExtracted'] = [];
  for (const label of labels.not_keywords) {
    const labelWords = words(label);
    const culprit = keywords.find((keyword) => {
      if (strictHit(keyword, label)) return true;
      const termWords = words(keyword.term);
      const overlaps =
        (keyword.kind !== 'title' && runAt(labelWords, termWords) >= 0) ||
        runAt(exactWords(keyword.term), exactWords(label)) >= 0;
      return overlaps && !wanted.some((want) => coverHit(keyword, want));
    });
    if (culprit) notExtracted.push({ label, keyword: culprit.term });
  }
  return { mustHits, mustMissed, mustStrict, niceHits, notExtracted };
}

/** Title and company as the product receives them (the job form), and the posting text. */
function jobInput(dir: string, file: string): { text: string; title?: string; company?: string } {
  const raw = readFileSync(path.join(dir, file), 'utf8');
  if (file.endsWith('.json')) {
    const job = JSON.parse(raw) as Parameters<typeof jsonJobText>[0] & { company?: string };
    return {
      text: jsonJobText(job),
      ...(job.title ? { title: job.title } : {}),
      ...(job.company ? { company: job.company } : {}),
    };
  }
  const job = readJobFile(raw);
  return {
    text: job.body,
    ...(job.title ? { title: job.title } : {}),
    ...(job.company ? { company: job.company } : {}),
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export async function runKeywordLabelSection(context: EvalContext): Promise<string[]> {
  const jobsDir = path.join(context.corpusDir, 'job_descriptions');
  const labelsFile = path.join(context.corpusDir, 'labels', 'jobs.json');
  if (!existsSync(jobsDir) || !existsSync(labelsFile)) return [`no job labels at ${labelsFile} (skipped)`];
  const labels = JSON.parse(readFileSync(labelsFile, 'utf8')) as Record<string, JobLabels>;
  const files = readdirSync(jobsDir)
    .filter((file) => labels[file])
    .sort();
  const lines: string[] = [];
  const totals = { must: 0, hits: 0, strict: 0, nice: 0, niceHits: 0, not: 0, notExtracted: 0, errors: 0 };
  const times: number[] = [];
  for (const file of files) {
    const label = labels[file]!;
    let keywords: JobKeyword[];
    const started = performance.now();
    try {
      const job = jobInput(jobsDir, file);
      keywords = extractJobKeywords(job.text, {
        ...(job.title ? { jobTitle: job.title } : {}),
        ...(job.company ? { company: job.company } : {}),
      });
    } catch (error) {
      totals.errors += 1;
      lines.push(`ERR ${file}: crash: ${(error as Error)?.message ?? error}`);
      continue;
    }
    times.push(performance.now() - started);
    const score = scoreAgainstLabels(keywords, label);
    totals.must += label.must_have.length;
    totals.hits += score.mustHits.length;
    totals.strict += score.mustStrict;
    totals.nice += label.nice_to_have.length;
    totals.niceHits += score.niceHits;
    totals.not += label.not_keywords.length;
    totals.notExtracted += score.notExtracted.length;
    lines.push(
      `${score.notExtracted.length ? 'ERR' : 'OK '} ${file.padEnd(60)} must ${score.mustHits.length}/${label.must_have.length} (exact ${score.mustStrict}), nice ${score.niceHits}/${label.nice_to_have.length}, not_keywords extracted ${score.notExtracted.length}`,
    );
    const ranked = [...keywords].sort((a, b) => b.weight - a.weight).slice(0, TOP_N);
    lines.push(`      · top ${TOP_N}: ${ranked.map((k) => k.term).join(' | ')}`);
    if (score.mustMissed.length) lines.push(`      · missed must: ${score.mustMissed.join(' | ')}`);
    for (const bad of score.notExtracted) lines.push(`      ✗ not_keyword "${bad.label}" ← "${bad.keyword}"`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  lines.push('');
  lines.push(
    `TOTAL labelled jobs ${files.length} (errors ${totals.errors}): must_have recall in top ${TOP_N} ${pct(totals.must ? totals.hits / totals.must : 0)} (${totals.hits}/${totals.must}; exact-term ${pct(totals.must ? totals.strict / totals.must : 0)}), nice_to_have recall ${pct(totals.nice ? totals.niceHits / totals.nice : 0)}`,
  );
  lines.push(`TOTAL not_keywords extracted ${totals.notExtracted} of ${totals.not}`);
  lines.push(
    `  extract time p50 ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1) ?? '0'} ms, max ${sorted.at(-1)?.toFixed(1) ?? '0'} ms`,
  );
  return lines;
}

export const keywordLabelSection: EvalSection = {
  title: 'Job keywords against the corpus labels (must_have recall, not_keywords)',
  run: runKeywordLabelSection,
};
