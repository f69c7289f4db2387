import type { ResumeDocument } from '../model/resume-document.ts';
import { jaroWinkler } from './jaro-winkler.ts';
import type { JobKeyword } from './job-keywords.ts';
import { findRun, stem, type Token, termKey } from './normalize.ts';
import { type LineSection, namesAUser, type ResumeLine, resumeLines } from './resume-lines.ts';
import { findSkills, isCaseSensitiveForm, lookupSkill, matchTokens } from './skills-dictionary.ts';
import { experienceField, titleField, yearsInField } from './work-years.ts';

export type MatchStatus = 'exact' | 'near' | 'missing';
/** How a near match was found. */
export type NearKind = 'alias' | 'stem' | 'fuzzy';

export interface KeywordMatch {
  keyword: JobKeyword;
  status: MatchStatus;
  near?: NearKind;
  /** For exact and near matches: the resume's words that matched, as written. */
  phrase?: string;
  /** 1-based line of the first match, and its fact id when the resume is a document. */
  line?: number;
  targetId?: string;
  /** Where the resume shows it: only in a skills list, in experience/projects text, or both. */
  evidence?: 'skills' | 'experience' | 'both' | 'other';
  /** Match confidence: 1 exact, 0.95 alias, 0.85 stem, 0.7 fuzzy, 0 missing. */
  confidence: number;
}

export interface MatchResult {
  matches: KeywordMatch[];
  /** Weighted coverage 0–100: Σ weight × confidence / Σ weight. */
  score: number;
  matched: number;
  total: number;
}

/** Pairs a fuzzy match must never join: distinct technologies that are spelled alike. */
const CONFUSABLES: [string, string][] = [
  ['java', 'javascript'],
  ['react', 'redux'],
  ['sas', 'saas'],
  ['c', 'c#'],
  ['c', 'c++'],
  ['scala', 'scale'],
  ['swift', 'swiftui'],
  ['oracle', 'oracles'],
  ['python', 'jython'],
  ['mysql', 'mssql'],
  ['angular', 'angularjs'],
  ['access', 'accessibility'],
  ['sales', 'scales'],
  ['lean', 'learn'],
  ['manager', 'managed'],
];
const confusable = new Set(CONFUSABLES.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));

/** Token keys and stems of keyword forms, memoised: the same forms are looked up for every line and bullet. */
const keyCache = new Map<string, string[]>();
const stemCache = new Map<string, string[]>();

function formKeys(form: string): string[] {
  let keys = keyCache.get(form);
  if (!keys) {
    keys = matchTokens(form).map((t) => t.key);
    if (keyCache.size > 20_000) keyCache.clear();
    keyCache.set(form, keys);
  }
  return keys;
}

function formStems(form: string): string[] {
  let stems = stemCache.get(form);
  if (!stems) {
    stems = formKeys(form).map(stem);
    if (stemCache.size > 20_000) stemCache.clear();
    stemCache.set(form, stems);
  }
  return stems;
}

interface IndexedLine {
  line: ResumeLine;
  tokens: Token[];
  keys: string[];
  keySet: Set<string>;
  stems: string[];
  skillEntries: Map<number, string>;
}

/**
 * Each line's words as the matcher reads them. The names a line lists as those the work is used by ('used
 * daily by Facebook, Dropbox and Asana') are left out: they are no evidence of a skill, in any form.
 */
function indexLines(lines: ResumeLine[]): IndexedLine[] {
  return lines.map((line) => {
    const tokens = matchTokens(line.text).filter((token) => !namesAUser(line.text, token.start));
    const skillEntries = new Map<number, string>();
    for (const hit of findSkills(line.text, tokens))
      if (!skillEntries.has(hit.entry.index)) skillEntries.set(hit.entry.index, hit.surface);
    const keys = tokens.map((t) => t.key);
    return { line, tokens, keys, keySet: new Set(keys), stems: keys.map(stem), skillEntries };
  });
}

function surfaceOf(indexed: IndexedLine, from: number, length: number): string {
  const first = indexed.tokens[from]!;
  const last = indexed.tokens[from + length - 1]!;
  return indexed.line.text.slice(first.start, last.end);
}

/** True when a run of tokens is part of a hyphenated word ('C' in 'C-suite', 'Go' in 'go-to-market'). */
function inHyphenCompound(indexed: IndexedLine, from: number, length: number): boolean {
  const text = indexed.line.text;
  const start = indexed.tokens[from]!.start;
  const end = indexed.tokens[from + length - 1]!.end;
  return text[start - 1] === '-' || text[end] === '-';
}

interface Hit {
  indexed: IndexedLine;
  phrase: string;
}

/** Every line where a form occurs, honouring forms that only match with their exact capitalisation. */
function findForm(lines: IndexedLine[], form: string): Hit[] {
  const needle = formKeys(form);
  if (needle.length === 0) return [];
  const exactCase = isCaseSensitiveForm(form);
  const hits: Hit[] = [];
  for (const indexed of lines) {
    if (!indexed.keySet.has(needle[0]!)) continue;
    let from = 0;
    while (from < indexed.keys.length) {
      const at = findRun(indexed.keys.slice(from), needle);
      if (at < 0) break;
      const phrase = surfaceOf(indexed, from + at, needle.length);
      if (
        !exactCase ||
        (phrase.replace(/\s+/g, ' ') === form.trim() && !inHyphenCompound(indexed, from + at, needle.length))
      ) {
        hits.push({ indexed, phrase });
        break;
      }
      from += at + 1;
    }
  }
  return hits;
}

function evidenceOf(hits: Hit[]): KeywordMatch['evidence'] {
  const sections = new Set<LineSection>(hits.map((h) => h.indexed.line.section));
  const skills = sections.has('skills');
  const experience = sections.has('experience') || sections.has('projects') || sections.has('summary');
  if (skills && experience) return 'both';
  if (skills) return 'skills';
  if (experience) return 'experience';
  return 'other';
}

/** Prefers a hit in experience text (the strongest evidence) for the line pointer. */
function bestHit(hits: Hit[]): Hit {
  return hits.find((h) => h.indexed.line.section === 'experience') ?? hits[0]!;
}

function result(keyword: JobKeyword, status: MatchStatus, hits: Hit[], near?: NearKind): KeywordMatch {
  if (status === 'missing' || hits.length === 0) return { keyword, status: 'missing', confidence: 0 };
  const hit = bestHit(hits);
  const confidence = status === 'exact' ? 1 : near === 'alias' ? 0.95 : near === 'stem' ? 0.85 : 0.7;
  return {
    keyword,
    status,
    ...(near ? { near } : {}),
    phrase: hit.phrase,
    line: hit.indexed.line.line,
    ...(hit.indexed.line.targetId ? { targetId: hit.indexed.line.targetId } : {}),
    evidence: evidenceOf(hits),
    confidence,
  };
}

function skillIndexOf(keyword: JobKeyword): number | undefined {
  if (keyword.id.startsWith('skill:')) return Number(keyword.id.slice(6));
  return lookupSkill(keyword.canonical)?.index;
}

function fuzzyHits(lines: IndexedLine[], keyword: JobKeyword): Hit[] {
  const needle = formKeys(keyword.term);
  if (needle.length === 0 || needle.join(' ').length < 5) return [];
  const keywordEntry = skillIndexOf(keyword);
  const hits: Hit[] = [];
  for (const indexed of lines) {
    for (let i = 0; i + needle.length <= indexed.keys.length; i++) {
      const window = indexed.keys.slice(i, i + needle.length);
      const ok = window.every((word, j) => {
        const want = needle[j]!;
        if (word === want) return true;
        if (word.length < 5 || want.length < 5 || confusable.has(`${word}|${want}`)) return false;
        // Jaro-Winkler ≥ 0.92 is out of reach when the lengths differ by more than a quarter.
        if (Math.abs(word.length - want.length) > Math.max(word.length, want.length) / 4) return false;
        return jaroWinkler(word, want) >= 0.92;
      });
      if (!ok || window.join(' ') === needle.join(' ')) continue;
      const phrase = surfaceOf(indexed, i, needle.length);
      // Two different dictionary entries are never a spelling slip of each other (Java vs JavaScript).
      const other = lookupSkill(phrase);
      if (other && keywordEntry !== undefined && other.index !== keywordEntry) continue;
      hits.push({ indexed, phrase });
      break;
    }
  }
  return hits;
}

/** Words that frame a soft skill rather than say which one ('strong communication skills'). */
const SOFT_FRAME =
  /^(skills?|abilit(y|ies)|strong|excellent|good|great|solid|proven|effective|demonstrated|outstanding)$/i;

/**
 * The forms a keyword may be matched by stem. A soft skill is also tried through its other names, but
 * only names that keep the ad's qualifying words: 'verbal communication skills' is not met by a bare
 * 'communication' ('communication between frontend and backend'), only by 'verbal communication'.
 */
function softCore(keyword: Pick<JobKeyword, 'term'>): string {
  return keyword.term
    .split(/\s+/)
    .filter((word) => !SOFT_FRAME.test(word))
    .join(' ');
}

/**
 * The stems a soft skill's match must keep: the ad's own qualifying words beyond the skill's name
 * ('verbal' of 'verbal communication skills'); none when the ad names the skill plainly.
 */
function softQualifiers(keyword: Pick<JobKeyword, 'term' | 'canonical'>): string[] {
  const named = formStems(keyword.canonical);
  return formStems(softCore(keyword)).filter((q) => !named.includes(q));
}

export function stemFormsOf(keyword: Pick<JobKeyword, 'kind' | 'term' | 'canonical' | 'aliases'>): string[] {
  if (keyword.kind !== 'soft') return [keyword.term];
  const qualifiers = softQualifiers(keyword);
  return [...new Set([keyword.term, softCore(keyword), keyword.canonical, ...keyword.aliases])].filter(
    (form) => {
      if (!form.trim()) return false;
      const stems = formStems(form);
      return qualifiers.every((q) => stems.includes(q));
    },
  );
}

function matchOne(lines: IndexedLine[], keyword: JobKeyword): KeywordMatch {
  // 1. Exact: the job ad's own words appear.
  const exact = findForm(lines, keyword.term);
  if (exact.length) return result(keyword, 'exact', exact);
  // 2. Alias or acronym: another form of the same skill.
  const aliasHits: Hit[] = [];
  const entryIndex = skillIndexOf(keyword);
  if (entryIndex !== undefined) {
    for (const indexed of lines) {
      const surface = indexed.skillEntries.get(entryIndex);
      if (surface) aliasHits.push({ indexed, phrase: surface });
    }
  }
  if (!aliasHits.length) {
    for (const form of [keyword.canonical, ...keyword.aliases]) {
      if (termKey(form) === termKey(keyword.term)) continue;
      aliasHits.push(...findForm(lines, form));
      if (aliasHits.length) break;
    }
  }
  // A soft skill's other name counts only with the ad's qualifying words ('verbal' of 'verbal communication').
  const qualified =
    keyword.kind === 'soft'
      ? aliasHits.filter((hit) => softQualifiers(keyword).every((q) => formStems(hit.phrase).includes(q)))
      : aliasHits;
  if (qualified.length) return result(keyword, 'near', qualified, 'alias');
  // 3. Stem: 'communication' ~ 'communicated', 'mentoring' ~ 'mentored'.
  // Soft skills are also tried through their other names ('communication skills' ~ 'communicated').
  for (const form of stemFormsOf(keyword)) {
    const stems = formStems(form);
    if (!stems.length || isCaseSensitiveForm(form)) continue;
    const stemHits: Hit[] = [];
    for (const indexed of lines) {
      const at = findRun(indexed.stems, stems);
      if (at >= 0) stemHits.push({ indexed, phrase: surfaceOf(indexed, at, stems.length) });
    }
    if (stemHits.length) return result(keyword, 'near', stemHits, 'stem');
  }
  // 4. Guarded fuzzy spelling.
  const fuzzy = fuzzyHits(lines, keyword);
  if (fuzzy.length) return result(keyword, 'near', fuzzy, 'fuzzy');
  return result(keyword, 'missing', []);
}

export interface MatchOptions {
  /**
   * The resume as the person wrote it, when `resume` is a writer's version of it. A keyword then counts only
   * if this resume shows it too (in any form): what a writer added without evidence, such as the target
   * title written into the summary or a skill appended to a list, is reported missing and scores nothing.
   * A keyword the person's resume does show keeps the writer's wording (an alias made exact).
   */
  evidence?: ResumeDocument | string;
  /** Passages to leave out wherever they occur, e.g. a sentence a writer added ('Seeking a QA Engineer role.'). */
  ignoreText?: readonly string[];
  /** The day a current role's years are counted to (default: now). */
  today?: Date;
}

/** Resume lines without headings, with ignored passages blanked out. */
function readLines(resume: ResumeDocument | string, ignoreText: readonly string[] = []): IndexedLine[] {
  const passages = ignoreText.map((text) => text.trim()).filter(Boolean);
  const lines = resumeLines(resume)
    .filter((line) => line.kind !== 'heading')
    .map((line) => {
      let text = line.text;
      for (const passage of passages) text = text.split(passage).join(' '.repeat(passage.length));
      return text === line.text ? line : { ...line, text };
    });
  return indexLines(lines);
}

/**
 * Classifies each job keyword as exact, near or missing in a resume (document or plain text), and scores the
 * resume on them. The same formula serves the resume before and after tailoring; for a writer's version,
 * pass the person's own resume as `evidence` so the writer's additions cannot raise the score.
 */
export function matchKeywords(
  resume: ResumeDocument | string,
  keywords: JobKeyword[],
  options: MatchOptions = {},
): MatchResult {
  const lines = readLines(resume, options.ignoreText);
  const evidenceLines =
    options.evidence === undefined ? undefined : readLines(options.evidence, options.ignoreText);
  // A years-of-experience requirement is met by the years the resume's own dates add up to (the person's
  // resume when a writer's version is scored), never by words: a writer cannot add years.
  const datedFrom = typeof options.evidence === 'object' ? options.evidence : resume;
  // Only the years of roles in the requirement's field count ('one year of housekeeping experience'); a
  // requirement that names none ('Minimum 2 years of experience') is in the posting's field, its title's work.
  const title = keywords.find((keyword) => keyword.kind === 'title');
  const postingField = title ? titleField(title.term) : [];
  const yearsFor = (keyword: JobKeyword) => {
    if (typeof datedFrom !== 'object') return 0;
    const field = experienceField(keyword.term);
    if (field.length > 0 || postingField.length === 0) return yearsInField(datedFrom, field, options.today);
    return yearsInField(datedFrom, postingField, options.today, 'any');
  };
  const matches = keywords.map((keyword) => {
    if (keyword.kind === 'experience')
      return yearsFor(keyword) >= (keyword.years ?? Number.POSITIVE_INFINITY) && typeof datedFrom === 'object'
        ? { keyword, status: 'exact' as const, confidence: 1, evidence: 'experience' as const }
        : result(keyword, 'missing', []);
    const match = matchOne(lines, keyword);
    if (!evidenceLines || match.status === 'missing') return match;
    return matchOne(evidenceLines, keyword).status === 'missing' ? result(keyword, 'missing', []) : match;
  });
  const totalWeight = keywords.reduce((sum, k) => sum + k.weight, 0);
  const gained = matches.reduce((sum, m) => sum + m.keyword.weight * m.confidence, 0);
  return {
    matches,
    score: totalWeight > 0 ? Math.round((100 * gained) / totalWeight) : 0,
    matched: matches.filter((m) => m.status !== 'missing').length,
    total: matches.length,
  };
}

/** The `keywords.analysis` shape of SPEC §3. Near matches name the resume phrase when it differs. */
export function toKeywordAnalysis(
  result: MatchResult,
  options: { withPhrases?: boolean } = {},
): {
  exact_matches: string[];
  near_matches: string[];
  missing_keywords: string[];
  inferred_keywords: string[];
} {
  const pick = (status: MatchStatus) => result.matches.filter((m) => m.status === status);
  const shown = (m: KeywordMatch) =>
    m.status === 'near' && options.withPhrases && m.phrase
      ? `${m.keyword.term} (${m.phrase})`
      : m.keyword.term;
  return {
    exact_matches: pick('exact').map(shown),
    near_matches: pick('near').map(shown),
    missing_keywords: pick('missing').map(shown),
    // Traits read from a verb, never named by the posting: each list shows them marked as inferred.
    inferred_keywords: result.matches.filter((m) => m.keyword.inferred).map(shown),
  };
}
