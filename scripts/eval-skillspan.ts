/**
 * `npm run eval:skillspan`: the job-keyword extractor over the 140 SkillSpan training postings in
 * `../shared/corpus/external/skillspan-train` (Zhang, Jensen, Sonniks, Plank, "SkillSpan: Hard and Soft Skill
 * Extraction from English Job Postings", NAACL 2022; repository kris927b/SkillSpan, MIT; dataset card
 * CC-BY-4.0). Reports, over every posting:
 * - knowledge-span recall: the share of labelled knowledge spans (tools, fields, certifications, languages) that
 *   a keyword names, folded as the corpus labels are (`coverHit`: case, plural, stems and dictionary aliases);
 * - the share of keywords the posting does not contain (no form of the keyword, with its plural folded, occurs
 *   in its text), split into traits marked inferred (`JobKeyword.inferred`, shown as such) and unmarked ones,
 *   which are the errors;
 * - junk: keywords that name a benefit, a page label or filler rather than a requirement.
 * Evaluation only: nothing of the corpus is copied into the repository. Skips cleanly when it is absent.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractJobKeywords, type JobKeyword } from '../packages/engine/src/index.ts';
import { foldText, occursIn } from './eval-corpus/keyword-checks.ts';
import { coverHit, keywordForms } from './eval-corpus/keyword-labels.ts';

interface Gold {
  source: string;
  knowledge: string[];
  skill: string[];
}

/**
 * What a recruiter would never list as a requirement: perks and benefits, the page's own labels, and the ad's
 * filler. Matched against a keyword's term as whole words.
 */
export const JUNK =
  /\b(gym|fitness|coffee|fruit|snacks?|lunch|canteen|pension|insurance|vacation|holidays?|paid leave|parental leave|salary|bonus|discounts?|parking|company car|free (?:drinks|meals)|wellbeing|well-being|stock options|application deadline|apply now|job type|contract type|start date|reference number|wide variety|huge impact|great opportunity|exciting|dynamic team|friendly team|flat hierarchies|team events?)\b|^(?:deadline|full[- ]time|part[- ]time)\b(?!.*\bexperience\b)/i;

/** True when some form of the keyword, as written or with its plural folded, occurs in the posting's text. */
export function inPosting(
  keyword: Pick<JobKeyword, 'term' | 'canonical' | 'aliases'>,
  folded: string,
): boolean {
  return keywordForms(keyword).some((form) => {
    const key = foldText(form);
    const variants = [
      key,
      key.replace(/s$/, ''),
      `${key}s`,
      key.replace(/ies$/, 'y'),
      key.replace(/y$/, 'ies'),
    ];
    return variants.some((variant) => variant.length > 0 && occursIn(folded, variant));
  });
}

export interface PostingScore {
  knowledge: number;
  knowledgeHits: number;
  missed: string[];
  keywords: number;
  notInPosting: JobKeyword[];
  junk: JobKeyword[];
}

export function scorePosting(text: string, gold: Gold): PostingScore {
  const keywords = extractJobKeywords(text);
  const folded = foldText(text);
  // The corpus is tokenised with a space after every full stop, so '.NET' reads '. NET' in its text.
  const dotsRejoined = foldText(text.replace(/\.\s+(?=\p{L})/gu, ' .'));
  const spans = [...new Set(gold.knowledge)];
  const missed = spans.filter((span) => !keywords.some((keyword) => coverHit(keyword, span)));
  return {
    knowledge: spans.length,
    knowledgeHits: spans.length - missed.length,
    missed,
    keywords: keywords.length,
    notInPosting: keywords.filter(
      (keyword) => !inPosting(keyword, folded) && !inPosting(keyword, dotsRejoined),
    ),
    junk: keywords.filter((keyword) => JUNK.test(keyword.term)),
  };
}

const pct = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)}%` : '—');

function main(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dir = path.resolve(root, '../shared/corpus/external/skillspan-train');
  if (!existsSync(path.join(dir, 'gold.json'))) {
    console.log(`eval:skillspan: no postings at ${dir}; nothing to evaluate (skipped).`);
    return;
  }
  const gold = JSON.parse(readFileSync(path.join(dir, 'gold.json'), 'utf8')) as Record<string, Gold>;
  const verbose = process.argv.includes('--verbose');
  const totals = { knowledge: 0, hits: 0, keywords: 0, notIn: 0, marked: 0, junk: 0 };
  const notInExamples = new Map<string, number>();
  const junkExamples = new Map<string, number>();
  const files = readdirSync(path.join(dir, 'postings'))
    .filter((file) => file.endsWith('.txt'))
    .sort();
  for (const file of files) {
    const labels = gold[file.replace(/\.txt$/, '')];
    if (!labels) continue;
    const score = scorePosting(readFileSync(path.join(dir, 'postings', file), 'utf8'), labels);
    totals.knowledge += score.knowledge;
    totals.hits += score.knowledgeHits;
    totals.keywords += score.keywords;
    totals.notIn += score.notInPosting.length;
    totals.marked += score.notInPosting.filter((keyword) => keyword.inferred).length;
    totals.junk += score.junk.length;
    for (const keyword of score.notInPosting) {
      const shown = keyword.inferred ? `${keyword.term} [inferred]` : keyword.term;
      notInExamples.set(shown, (notInExamples.get(shown) ?? 0) + 1);
    }
    for (const keyword of score.junk)
      junkExamples.set(keyword.term, (junkExamples.get(keyword.term) ?? 0) + 1);
    if (verbose)
      console.log(
        `${file.padEnd(24)} knowledge ${score.knowledgeHits}/${score.knowledge}; not in posting ${score.notInPosting.map((k) => (k.inferred ? `${k.term} [inferred]` : k.term)).join(' | ') || '—'}; junk ${score.junk.map((k) => k.term).join(' | ') || '—'}${score.missed.length ? `\n      missed: ${score.missed.join(' | ')}` : ''}`,
      );
  }
  const top = (counts: Map<string, number>) =>
    [...counts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 15)
      .map(([term, n]) => `${term} (${n})`)
      .join(', ') || 'none';
  console.log(`SkillSpan training postings (Zhang et al., NAACL 2022; MIT / CC-BY-4.0): ${files.length}`);
  console.log(
    `  knowledge-span recall: ${totals.hits}/${totals.knowledge} = ${pct(totals.hits, totals.knowledge)}`,
  );
  const unmarked = totals.notIn - totals.marked;
  console.log(
    `  keywords not in the posting: ${totals.notIn}/${totals.keywords} = ${pct(totals.notIn, totals.keywords)}: marked inferred ${totals.marked}, unmarked ${unmarked}/${totals.keywords} = ${pct(unmarked, totals.keywords)}`,
  );
  console.log(`    most often: ${top(notInExamples)}`);
  console.log(
    `  junk (benefits, page labels, filler): ${totals.junk}/${totals.keywords} = ${pct(totals.junk, totals.keywords)}`,
  );
  console.log(`    most often: ${top(junkExamples)}`);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) main();
