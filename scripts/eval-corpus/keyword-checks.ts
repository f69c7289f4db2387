/**
 * Pure helpers of the keyword evaluation: overlap of two keyword lists, the job-file header reader and the
 * sanity checks a match result must pass. Kept apart from the corpus walk so each can be unit-tested.
 */
import {
  lookupSkill,
  type MatchResult,
  termKey,
  type toKeywordAnalysis,
} from '../../packages/engine/src/index.ts';

/** The comparison key of a term: the dictionary name when the term is a known form of a skill, so aliases meet. */
export function canonicalKey(term: string): string {
  return termKey(lookupSkill(term)?.name ?? term);
}

export interface Overlap {
  /** Distinct canonical keys on each side and those on both. */
  ours: number;
  theirs: number;
  shared: number;
  /** shared / theirs and shared / ours; 0 when the side is empty. */
  recall: number;
  precision: number;
}

/** Case-insensitive, alias-aware overlap of our keywords with another tool's. */
export function keywordOverlap(
  ours: readonly string[],
  theirs: readonly string[],
  canonical: (term: string) => string = canonicalKey,
): Overlap {
  const keys = (terms: readonly string[]) => new Set(terms.map(canonical).filter((key) => key.length > 0));
  const mine = keys(ours);
  const other = keys(theirs);
  let shared = 0;
  for (const key of mine) if (other.has(key)) shared += 1;
  return {
    ours: mine.size,
    theirs: other.size,
    shared,
    recall: other.size ? shared / other.size : 0,
    precision: mine.size ? shared / mine.size : 0,
  };
}

export interface JobFile {
  title?: string;
  company?: string;
  /** The posting without its `Key: value` header. */
  body: string;
}

/** Splits the corpus's short header (`Title: …`, `Company: …` lines up to the first blank line) from the posting. */
export function readJobFile(text: string): JobFile {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const header: Record<string, string> = {};
  let at = 0;
  while (at < lines.length) {
    const field = /^([A-Z][A-Za-z ]{1,30}):\s*(.*)$/.exec(lines[at] ?? '');
    if (!field) break;
    header[(field[1] ?? '').toLowerCase()] = (field[2] ?? '').trim();
    at += 1;
  }
  // A single 'Key: value' line is as likely to be the posting's first sentence as a header.
  const hasHeader = at >= 2 && (lines[at] ?? '').trim() === '';
  if (!hasHeader) return { body: text };
  return {
    ...(header.title ? { title: header.title } : {}),
    ...(header.company ? { company: header.company } : {}),
    body: lines.slice(at + 1).join('\n'),
  };
}

/** Lower case, punctuation folded, whitespace collapsed: the form in which 'occurs in the text' is tested. */
export function foldText(text: string): string {
  return termKey(text).replace(/\s+/g, ' ');
}

/** True when `phrase` occurs in already-folded `foldedText` as whole words (no letter or digit glued on either side). */
export function occursIn(foldedText: string, phrase: string): boolean {
  const needle = foldText(phrase);
  if (!needle) return false;
  let from = foldedText.indexOf(needle);
  while (from >= 0) {
    const before = foldedText[from - 1] ?? ' ';
    const after = foldedText[from + needle.length] ?? ' ';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
    from = foldedText.indexOf(needle, from + 1);
  }
  return false;
}

export interface MatchCheck {
  check: string;
  pass: boolean;
  detail: string;
}

/**
 * Checks a match result against the resume text the matcher read:
 * - every exact match's phrase occurs in the text, and is the keyword itself (same key or same dictionary skill);
 * - every near match names a phrase, and that phrase occurs in the text;
 * - exact + near + missing account for every keyword, and the SPEC §3 analysis lists agree with the matches.
 */
export function checkMatches(
  result: MatchResult,
  analysis: ReturnType<typeof toKeywordAnalysis>,
  resumeText: string,
): MatchCheck[] {
  const text = foldText(resumeText);
  const occurs = (phrase: string) => occursIn(text, phrase);
  const checks: MatchCheck[] = [];
  for (const match of result.matches) {
    const term = match.keyword.term;
    // Years of experience are met from the resume's dates, not from a phrase in its text.
    if (match.keyword.kind === 'experience') continue;
    if (match.status === 'exact') {
      const phrase = match.phrase ?? '';
      const same =
        termKey(phrase) === termKey(term) ||
        canonicalKey(phrase) === canonicalKey(term) ||
        canonicalKey(phrase) === canonicalKey(match.keyword.canonical);
      checks.push({
        check: 'exact-in-text',
        pass: occurs(phrase) && same,
        detail: `${term} ← "${phrase}"${occurs(phrase) ? '' : ' not in text'}${same ? '' : ' is another term'}`,
      });
    } else if (match.status === 'near') {
      const phrase = match.phrase ?? '';
      checks.push({
        check: 'near-phrase-in-text',
        pass: phrase.length > 0 && occurs(phrase),
        detail: `${term} ~ "${phrase}"`,
      });
    }
  }
  const count = (status: string) => result.matches.filter((m) => m.status === status).length;
  const [exact, near, missing] = [count('exact'), count('near'), count('missing')];
  checks.push({
    check: 'counts',
    pass:
      exact + near + missing === result.total &&
      result.matched === exact + near &&
      analysis.exact_matches.length === exact &&
      analysis.near_matches.length === near &&
      analysis.missing_keywords.length === missing,
    detail: `${exact}+${near}+${missing} of ${result.total}; analysis ${analysis.exact_matches.length}/${analysis.near_matches.length}/${analysis.missing_keywords.length}`,
  });
  return checks;
}
