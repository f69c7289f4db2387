import type { ResumeDocument } from '../model/resume-document.ts';
import { extractJobKeywords, type JobKeyword } from './job-keywords.ts';
import {
  ACTION_VERBS,
  BE_FORMS,
  CLICHES,
  FILLER_WORDS,
  FIRST_PERSON,
  IRREGULAR_PARTICIPLES,
  WEAK_OPENER_PATTERN,
} from './lexicon.ts';
import { type MatchResult, matchKeywords } from './match.ts';
import { analyseSentences } from './nlp.ts';
import { stem, tokenize } from './normalize.ts';
import { type ResumeLine, resumeLines } from './resume-lines.ts';
import { findSkills } from './skills-dictionary.ts';

/** Version of the formulas below; docs/scoring.md describes each version. */
export const SCORING_VERSION = '1.0.0';
/** How many suggestions a readability result carries, and how many top keywords it hints. */
export const READABILITY_MAX_SUGGESTIONS = 6;
export const READABILITY_MAX_TOP_KEYWORDS = 8;

/** SPEC §3 'Readability result', exactly. */
export interface ReadabilityResult {
  scores: { overall: number; ats: number; clarity: number; impact: number };
  metrics: {
    wordCount: number;
    sentenceCount: number;
    avgSentenceLength: number;
    actionVerbs: number;
    quantifications: number;
    passiveVoiceEstPct: number;
    keywordsMatched: number;
    keywordsTotal: number;
  };
  suggestions: string[];
  modelHints: { topKeywords: string[] };
}

export type SuggestionKind =
  | 'contact'
  | 'missing-keyword'
  | 'weak-opener'
  | 'quantify'
  | 'passive'
  | 'job-title'
  | 'long-bullet'
  | 'pronoun'
  | 'cliche'
  | 'repeated-verb'
  | 'section'
  | 'length';

/** A suggestion with a pointer to the line it concerns, for the UI. */
export interface Suggestion {
  kind: SuggestionKind;
  /** 1-based line in the analysed resume (see resumeLines). */
  line: number;
  /** Fact id when the resume is a document. */
  targetId?: string;
  /** The line's text, shortened, so the UI can quote it. */
  excerpt: string;
  message: string;
}

export interface ReadabilityInput {
  resumeText?: string;
  doc?: ResumeDocument;
  jobTitle?: string;
  /** Job keywords from extractJobKeywords; or a job description to extract them from. */
  keywords?: JobKeyword[];
  jobDescription?: string;
  /** A match already computed for these keywords (saves recomputing it). */
  match?: MatchResult;
}

export interface ReadabilityDetails {
  result: ReadabilityResult;
  suggestions: Suggestion[];
  match?: MatchResult;
  /** Unrounded components, for docs and debugging. */
  components: { match?: number; ats: number; clarity: number; impact: number };
}

const QUANTIFIED =
  /(\d+(\.\d+)?\s?(%|percent\b|x\b|k\b|m\b|bn?\b|\+))|([$€£₹]\s?\d)|\b\d{2,}\b|\b\d+\b\s+(people|users|customers|clients|engineers|staff|members|reports|projects|stores|patients|accounts|students)|\b(doubled|tripled|halved|two|three|four|five|six|seven|eight|nine|ten|dozen|hundreds?|thousands?|millions?)\b/i;

/** 'from 3 hours to 2 minutes', '5 to 8 releases', 'cut from two days to one': a before and after. */
const RANGE =
  /\bfrom\s+(?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten)\b[^.;,]{0,30}?\bto\s+(?:\d|one\b|two\b|three\b|four\b|five\b|six\b|seven\b|eight\b|nine\b|ten\b)/i;
/** A count of time or things: '3 hours', 'eight weeks', 'twelve stores'. */
const COUNTED =
  /\b(?:\d+|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\s+(?:seconds?|minutes?|hours?|days?|weeks?|months?|stores?|sites?|teams?|countries|cities|languages|products?|releases?|apps?|services?)\b/i;

/** Numbers that are not achievements: years, date ranges, phone numbers, versions. */
function withoutNonMetrics(text: string): string {
  return text
    .replace(/\+?\d[\d\s().-]{8,}\d/g, ' ')
    .replace(/\b(19|20)\d{2}\b/g, ' ')
    .replace(/\b\d{1,2}\/\d{2,4}\b/g, ' ')
    .replace(/\bv?\d+\.\d+(\.\d+)*\b/g, ' ');
}

export function isQuantified(text: string): boolean {
  const metrics = withoutNonMetrics(text);
  return QUANTIFIED.test(metrics) || RANGE.test(metrics) || COUNTED.test(metrics);
}

function words(text: string): string[] {
  return tokenize(text)
    .map((t) => t.text)
    .filter((w) => /[A-Za-z0-9]/.test(w));
}

function isPassive(tokens: { text: string; lemma: string; pos: string }[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (!(BE_FORMS.has(token.text.toLowerCase()) || (token.pos === 'AUX' && token.lemma === 'be'))) continue;
    for (let j = i + 1; j <= i + 3 && j < tokens.length; j++) {
      const next = tokens[j]!;
      const lower = next.text.toLowerCase();
      const participle =
        /[a-z]ed$/.test(lower) ||
        IRREGULAR_PARTICIPLES.has(lower) ||
        IRREGULAR_PARTICIPLES.has(lower.replace(/^re/, ''));
      if ((next.pos === 'VERB' || next.pos === 'ADJ') && participle) return true;
      if (next.pos !== 'ADV' && next.pos !== 'PART') break;
    }
  }
  return false;
}

/** Stems of the action verbs plus the base forms of irregular ones, so 'Build' and 'Manage' count too. */
const ACTION_VERB_STEMS = new Set([
  ...[...ACTION_VERBS].map(stem),
  ...'build lead run write teach sell win drive cut oversee make grow hold set'.split(' '),
]);

function startsWithActionVerb(text: string, first?: { text: string; lemma: string; pos: string }): boolean {
  const word = words(text)[0]?.toLowerCase();
  if (!word) return false;
  if (WEAK_OPENER_PATTERN.test(text)) return false;
  if (ACTION_VERBS.has(word) || ACTION_VERB_STEMS.has(stem(word))) return true;
  // Present tense is right for a current role ('Develop and maintain…'): any verb that is not be/have/do.
  return !!first && first.pos === 'VERB' && !['be', 'have', 'do'].includes(first.lemma);
}

function excerpt(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

const clamp = (value: number) => Math.max(0, Math.min(100, Math.round(value)));

interface BulletFacts {
  line: ResumeLine;
  words: number;
  action: boolean;
  quantified: boolean;
  passive: boolean;
  weak?: string;
  firstWord: string;
}

function contactChecks(lines: ResumeLine[], doc?: ResumeDocument) {
  const top = lines
    .slice(0, 8)
    .map((l) => l.text)
    .join('\n');
  const all = lines.map((l) => l.text).join('\n');
  const email = doc ? !!doc.basics.email : /[\w.+-]+@[\w-]+\.[\w.]+/.test(top || all);
  const phone = doc ? !!doc.basics.phone : /\+?\d[\d\s().-]{7,}\d/.test(withoutYearsOnly(top));
  const linkedinOrLocation = doc
    ? !!doc.basics.location?.text || doc.basics.profiles.some((p) => /linkedin/i.test(p.network + p.url))
    : /linkedin\.com|\b[A-Z][a-z]+,\s*[A-Z][A-Za-z]+/.test(top);
  return { email, phone, linkedinOrLocation };
}

function withoutYearsOnly(text: string): string {
  return text.replace(/\b(19|20)\d{2}\s*[-–]\s*((19|20)\d{2}|present)\b/gi, ' ');
}

const DATE_FORMATS: [string, RegExp][] = [
  ['Mon YYYY', /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(19|20)\d{2}\b/gi],
  ['MM/YYYY', /\b\d{1,2}\/(19|20)\d{2}\b/g],
  ['YYYY-MM', /\b(19|20)\d{2}-\d{2}\b/g],
];

function atsScore(
  lines: ResumeLine[],
  wordCount: number,
  doc: ResumeDocument | undefined,
  jobTitle?: string,
) {
  const contact = contactChecks(lines, doc);
  let points = 0;
  let possible = 90;
  points += contact.email ? 10 : 0;
  points += contact.phone ? 5 : 0;
  points += contact.linkedinOrLocation ? 5 : 0;
  const sections = new Set(lines.map((l) => l.section));
  const standard = (['experience', 'education', 'skills'] as const).filter((s) => sections.has(s)).length;
  points += (15 * standard) / 3;
  if (doc) {
    const complete = doc.work.filter((w) => w.company && w.position && w.start?.text).length;
    points += doc.work.length ? (15 * complete) / doc.work.length : 0;
  } else {
    const experience = lines.filter((l) => l.section === 'experience');
    points += experience.some((l) => /\b(19|20)\d{2}\b|present/i.test(l.text)) ? 15 : 0;
  }
  const text = lines.map((l) => l.text).join('\n');
  const formats = DATE_FORMATS.filter(([, re]) => (text.match(re) ?? []).length > 0).length;
  points += formats <= 1 ? 10 : 4;
  points += sections.has('skills') ? 10 : 0;
  const raw = doc ? [] : lines.filter((l) => /\S {3,}\S|\t/.test(l.text));
  points += raw.length / Math.max(1, lines.length) < 0.05 ? 10 : 0;
  points += wordCount >= 350 && wordCount <= 1000 ? 5 : wordCount >= 200 && wordCount <= 1300 ? 2.5 : 0;
  // eslint-style check for symbols that ATS parsers drop or garble.
  points += /[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}]/u.test(text) ? 0 : 5;
  let titleNearTop = true;
  if (jobTitle?.trim()) {
    possible += 10;
    const head = jobTitle
      .toLowerCase()
      .replace(/\b(senior|sr|junior|jr|lead|principal|staff|associate|intern)\b\.?/g, '')
      .trim();
    const top = lines
      .filter((l) => l.section === 'contact' || l.section === 'summary')
      .slice(0, 10)
      .map((l) => l.text.toLowerCase())
      .join(' ');
    titleNearTop = !!head && top.includes(head);
    points += titleNearTop ? 10 : 0;
  }
  return { score: (100 * points) / possible, contact, sections, titleNearTop, formats };
}

/** Scores a resume for ATS compatibility, clarity and impact, with metrics and suggestions. */
export function scoreReadabilityDetailed(input: ReadabilityInput): ReadabilityDetails {
  const source = input.doc ?? input.resumeText ?? '';
  const lines = resumeLines(source);
  const keywords =
    input.keywords ??
    (input.jobDescription
      ? extractJobKeywords(input.jobDescription, { jobTitle: input.jobTitle })
      : undefined);
  const match = input.match ?? (keywords?.length ? matchKeywords(source, keywords) : undefined);

  const content = lines.filter((l) => l.kind !== 'heading');
  const wordCount = content.reduce((sum, l) => sum + words(l.text).length, 0);

  const bullets: BulletFacts[] = content
    .filter((l) => l.kind === 'bullet')
    .map((line) => {
      const tokens = analyseSentences(line.text).flat();
      const weak = WEAK_OPENER_PATTERN.exec(line.text)?.[0];
      return {
        line,
        words: words(line.text).length,
        action: startsWithActionVerb(line.text, tokens[0]),
        quantified: isQuantified(line.text),
        passive: isPassive(tokens),
        ...(weak ? { weak } : {}),
        firstWord: (words(line.text)[0] ?? '').toLowerCase(),
      };
    });
  const summarySentences = content
    .filter((l) => l.kind === 'summary')
    .flatMap((l) => analyseSentences(l.text).map((tokens) => ({ line: l, tokens })));
  const passiveSummary = summarySentences.filter((s) => isPassive(s.tokens)).length;
  const sentenceCount = bullets.length + summarySentences.length || content.length;
  const sentenceWords =
    bullets.reduce((sum, b) => sum + b.words, 0) +
    summarySentences.reduce((sum, s) => sum + s.tokens.length, 0);
  const avgSentenceLength = sentenceCount
    ? Math.round((10 * (sentenceWords || wordCount)) / sentenceCount) / 10
    : 0;
  const actionVerbs = bullets.filter((b) => b.action).length;
  const quantifications = bullets.filter((b) => b.quantified).length;
  const passiveCount = bullets.filter((b) => b.passive).length + passiveSummary;
  const passiveVoiceEstPct = sentenceCount ? Math.round((100 * passiveCount) / sentenceCount) : 0;

  const ats = atsScore(lines, wordCount, input.doc, input.jobTitle);

  // Clarity: start from 100, subtract capped penalties.
  const textOf = (l: ResumeLine) => l.text.toLowerCase();
  const prose = content.filter((l) => l.kind === 'bullet' || l.kind === 'summary');
  const avgBullet = bullets.length ? bullets.reduce((s, b) => s + b.words, 0) / bullets.length : 15;
  const outside = avgBullet < 8 ? 8 - avgBullet : avgBullet > 25 ? avgBullet - 25 : 0;
  const longBullets = bullets.filter((b) => b.words > 30);
  const passiveRate = sentenceCount ? passiveCount / sentenceCount : 0;
  const fillerHits = prose.reduce(
    (sum, l) => sum + words(l.text).filter((w) => FILLER_WORDS.has(w.toLowerCase())).length,
    0,
  );
  const pronounLines = prose.filter((l) => words(l.text).some((w) => FIRST_PERSON.has(w.toLowerCase())));
  const clicheLines = content.filter((l) => CLICHES.some((c) => textOf(l).includes(c)));
  const clarity =
    100 -
    Math.min(15, outside) -
    Math.min(15, 3 * longBullets.length) -
    Math.min(15, Math.max(0, passiveRate * 100 - 10) * 0.5) -
    Math.min(15, 2 * fillerHits) -
    Math.min(10, 2 * pronounLines.length) -
    Math.min(10, 3 * clicheLines.length);

  // Impact: action verbs, quantified results, weak openers, repeated verbs.
  const verbCounts = new Map<string, BulletFacts[]>();
  for (const b of bullets.filter((b) => b.action))
    verbCounts.set(b.firstWord, [...(verbCounts.get(b.firstWord) ?? []), b]);
  const repeated = [...verbCounts.entries()].filter(([, list]) => list.length >= 3);
  const weakBullets = bullets.filter((b) => b.weak);
  const impact = bullets.length
    ? 45 * (actionVerbs / bullets.length) +
      35 * Math.min(1, quantifications / bullets.length / 0.5) +
      20 * (1 - Math.min(1, (weakBullets.length / bullets.length) * 2)) -
      Math.min(10, 5 * repeated.length)
    : 0;

  const overall = match
    ? 0.4 * match.score + 0.25 * ats.score + 0.15 * clarity + 0.2 * impact
    : (0.25 * ats.score + 0.15 * clarity + 0.2 * impact) / 0.6;

  // Suggestions, most useful first; at most two of a kind so one problem does not crowd out the rest.
  const candidates: Suggestion[] = [];
  const add = (kind: SuggestionKind, line: ResumeLine | undefined, message: string) => {
    const at = line ?? content[0] ?? lines[0];
    candidates.push({
      kind,
      line: at?.line ?? 1,
      ...(at?.targetId ? { targetId: at.targetId } : {}),
      excerpt: excerpt(at?.text ?? ''),
      message,
    });
  };
  const firstContact = lines.find((l) => l.section === 'contact');
  if (!ats.contact.email) add('contact', firstContact, 'add an email address to your contact details.');
  if (!ats.contact.phone) add('contact', firstContact, 'add a phone number to your contact details.');
  const skillsLine =
    lines.filter((l) => l.section === 'skills' && l.kind !== 'heading').at(-1) ?? lines.at(-1);
  const missing = (match?.matches ?? [])
    .filter((m) => m.status === 'missing' && m.keyword.kind !== 'title' && m.keyword.kind !== 'soft')
    .sort((a, b) => b.keyword.weight - a.keyword.weight);
  if (missing.length) {
    const terms = missing.slice(0, 3).map((m) => `'${m.keyword.term}'`);
    add(
      'missing-keyword',
      skillsLine,
      `the job asks for ${terms.join(', ')}; add ${missing.length > 1 ? 'them' : 'it'} where your experience truly shows ${missing.length > 1 ? 'them' : 'it'}.`,
    );
  }
  if (input.jobTitle?.trim() && !ats.titleNearTop) {
    add(
      'job-title',
      lines.find((l) => l.kind === 'summary') ?? firstContact,
      `use the job title '${input.jobTitle.trim()}' in your headline or summary if it fits your experience.`,
    );
  }
  for (const b of weakBullets) {
    add(
      'weak-opener',
      b.line,
      `start with a past-tense action verb instead of '${b.weak}' (e.g. 'Built', 'Improved', 'Managed').`,
    );
  }
  for (const b of bullets.filter((b) => !b.quantified && !b.weak)) {
    add('quantify', b.line, 'add a figure that shows the result, such as [X%], [N] users or [$ amount].');
  }
  for (const b of bullets.filter((b) => b.passive))
    add('passive', b.line, 'rewrite in the active voice: say who did what.');
  for (const b of longBullets)
    add('long-bullet', b.line, `shorten this bullet (${b.words} words) to under 30 words.`);
  for (const l of pronounLines) add('pronoun', l, "drop first-person words such as 'I' and 'my'.");
  for (const l of clicheLines) {
    const cliche = CLICHES.find((c) => textOf(l).includes(c));
    add('cliche', l, `replace '${cliche}' with a concrete example.`);
  }
  for (const [verb, list] of repeated) {
    add('repeated-verb', list[2]?.line, `'${verb}' opens ${list.length} bullets; vary the verbs.`);
  }
  if (!ats.sections.has('skills'))
    add('section', lines.at(-1), 'add a Skills section listing your tools and technologies.');
  if (wordCount < 200)
    add('length', lines.at(-1), `the resume has ${wordCount} words; add detail to reach at least 350.`);
  const perKind = new Map<SuggestionKind, number>();
  const suggestions = candidates
    .filter((s) => {
      const seen = perKind.get(s.kind) ?? 0;
      perKind.set(s.kind, seen + 1);
      return seen < 2;
    })
    .slice(0, READABILITY_MAX_SUGGESTIONS);

  const topKeywords = keywords?.length
    ? [...keywords].sort((a, b) => b.weight - a.weight).map((k) => k.term)
    : topResumeSkills(content);

  const result: ReadabilityResult = {
    scores: {
      overall: clamp(overall),
      ats: clamp(ats.score),
      clarity: clamp(clarity),
      impact: clamp(impact),
    },
    metrics: {
      wordCount,
      sentenceCount,
      avgSentenceLength,
      actionVerbs,
      quantifications,
      passiveVoiceEstPct,
      keywordsMatched: match?.matched ?? 0,
      keywordsTotal: match?.total ?? 0,
    },
    suggestions: suggestions.map(
      (s) => `Line ${s.line}: ${s.message.charAt(0).toUpperCase()}${s.message.slice(1)}`,
    ),
    modelHints: { topKeywords: [...new Set(topKeywords)].slice(0, READABILITY_MAX_TOP_KEYWORDS) },
  };
  return {
    result,
    suggestions,
    ...(match ? { match } : {}),
    components: { ...(match ? { match: match.score } : {}), ats: ats.score, clarity, impact },
  };
}

/** Without a job: the resume's own most frequent dictionary skills. */
function topResumeSkills(lines: ResumeLine[]): string[] {
  const counts = new Map<string, number>();
  for (const line of lines) {
    for (const hit of findSkills(line.text)) {
      if (hit.entry.type === 'soft') continue;
      counts.set(hit.entry.name, (counts.get(hit.entry.name) ?? 0) + 1);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name);
}

/** SPEC §3 readability result for a resume (text or document), optionally against a job. */
export function scoreReadability(input: ReadabilityInput): ReadabilityResult {
  return scoreReadabilityDetailed(input).result;
}
