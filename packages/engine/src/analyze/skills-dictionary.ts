import raw from '../data/skills.json' with { type: 'json' };
import { stem, type Token, termKey, tokenize } from './normalize.ts';

/** The kinds of skill the dictionary knows (see scripts/build-skills-dictionary.ts). */
export type SkillType =
  | 'language'
  | 'tool'
  | 'framework'
  | 'platform'
  | 'certification'
  | 'soft'
  | 'methodology';

export interface SkillEntry {
  /** Position in the dictionary; stable for one build of skills.json. */
  index: number;
  /** Display name, e.g. 'PostgreSQL'. */
  name: string;
  type: SkillType;
  /** Every surface form, the name included. */
  forms: string[];
  /** O*NET commodity title, e.g. 'Data base management system software', when known. */
  category?: string;
  hot: boolean;
}

interface Form {
  entry: SkillEntry;
  /** The form as written in the dictionary. */
  text: string;
  /** Matched only when written with exactly this capitalisation ('Go', 'R', 'Excel'). */
  caseSensitive: boolean;
}

export interface SkillHit {
  entry: SkillEntry;
  /** The words as written in the text. */
  surface: string;
  start: number;
  end: number;
}

type RawDictionary = {
  types: SkillType[];
  categories: string[];
  entries: [string, number, string[], number, number][];
};

interface Index {
  entries: SkillEntry[];
  byKey: Map<string, Form[]>;
  maxWords: number;
}

let index: Index | undefined;

function load(): Index {
  if (index) return index;
  const dictionary = raw as unknown as RawDictionary;
  const entries: SkillEntry[] = [];
  const byKey = new Map<string, Form[]>();
  let maxWords = 1;
  dictionary.entries.forEach(([name, typeIndex, aliases, categoryIndex, hot], position) => {
    const strip = (form: string) => (form.startsWith('=') ? form.slice(1) : form);
    const entry: SkillEntry = {
      index: position,
      name: strip(name),
      type: dictionary.types[typeIndex] ?? 'tool',
      forms: [strip(name), ...aliases.map(strip)],
      category: categoryIndex >= 0 ? dictionary.categories[categoryIndex] : undefined,
      hot: hot === 1,
    };
    entries.push(entry);
    for (const form of [name, ...aliases]) {
      const text = strip(form);
      const key = termKey(text);
      if (!key) continue;
      maxWords = Math.max(maxWords, key.split(' ').length);
      const list = byKey.get(key) ?? [];
      list.push({ entry, text, caseSensitive: form.startsWith('=') });
      byKey.set(key, list);
    }
  });
  index = { entries, byKey, maxWords: Math.min(maxWords, 8) };
  return index;
}

/** Loads the dictionary index now (it is otherwise built on first use). */
export function warmSkillsDictionary(): number {
  return load().entries.length;
}

export function allSkillEntries(): readonly SkillEntry[] {
  return load().entries;
}

/** The entry whose name or alias has this key, preferring a case-insensitive form. */
export function lookupSkill(term: string): SkillEntry | undefined {
  const forms = load().byKey.get(termKey(term));
  if (!forms) return undefined;
  const exact = forms.find((form) => !form.caseSensitive || form.text === term.trim());
  return exact?.entry;
}

/**
 * Word tokens for phrase matching: a token such as 'Python/Django' or 'Kubernetes-based' is split
 * into its parts unless the whole token is itself a dictionary form (CI/CD, Objective-C, A/B).
 */
export function matchTokens(text: string): Token[] {
  const { byKey } = load();
  const out: Token[] = [];
  for (const token of tokenize(text)) {
    if (!/[/-]/.test(token.text) || byKey.has(termKey(token.text))) {
      out.push({ ...token, key: termKey(token.text) });
      continue;
    }
    let offset = token.start;
    for (const part of token.text.split(/([/-])/)) {
      if (part && part !== '/' && part !== '-')
        out.push({ text: part, key: termKey(part), start: offset, end: offset + part.length });
      offset += part.length;
    }
  }
  return out.filter((token) => token.key);
}

/** Punctuation between two tokens that ends a phrase (a sentence end, a bullet, a list separator). */
const PHRASE_BREAK = /[.;:!?()|•\n]/;

/** Finds dictionary skills in text, longest match first, left to right. */
export function findSkills(text: string, tokens: Token[] = matchTokens(text)): SkillHit[] {
  const { byKey, maxWords } = load();
  const hits: SkillHit[] = [];
  let i = 0;
  while (i < tokens.length) {
    let matched = 0;
    let key = '';
    const candidates: { length: number; key: string }[] = [];
    for (let n = 1; n <= maxWords && i + n - 1 < tokens.length; n++) {
      const token = tokens[i + n - 1]!;
      if (n > 1 && PHRASE_BREAK.test(text.slice(tokens[i + n - 2]!.end, token.start))) break;
      key = n === 1 ? token.key : `${key} ${token.key}`;
      candidates.push({ length: n, key });
    }
    for (const candidate of candidates.reverse()) {
      const forms = byKey.get(candidate.key);
      if (!forms) continue;
      const first = tokens[i]!;
      const last = tokens[i + candidate.length - 1]!;
      const surface = text.slice(first.start, last.end);
      // Case-sensitive forms are short or ordinary words: never inside a hyphenated word ('C-suite').
      const hyphenated = text[first.start - 1] === '-' || text[last.end] === '-';
      // A capitalised ordinary word opening a sentence ('Just bring…', 'Go ahead') is not the product,
      // unless it stands alone as a list item ('Go, Rust, Python').
      const sentenceStart = /(^|[.!?•\n]\s*|^\s*[-*]\s*)$/.test(
        text.slice(Math.max(0, first.start - 4), first.start),
      );
      const listItem = /^\s*([,/;|)]|$)/.test(text.slice(last.end, last.end + 3));
      const proseStart = sentenceStart && !listItem && /^[A-Z][a-z]+$/.test(surface);
      const form = forms.find(
        (f) => !f.caseSensitive || (f.text === surface.replace(/\s+/g, ' ') && !hyphenated && !proseStart),
      );
      if (!form) continue;
      hits.push({ entry: form.entry, surface, start: first.start, end: last.end });
      matched = candidate.length;
      break;
    }
    i += matched || 1;
  }
  return hits;
}

/**
 * Soft skills and practices are written in many word forms ('collaborate closely', 'strong
 * communicator', 'forecast accurately'), so they are also matched on word stems. Single-word stems are limited to words that rarely mean anything
 * else in a job ad; 'organization' or 'coordination' alone stay exact-only.
 */
const STEMMABLE_SINGLE_WORDS = new Set(
  'communication collaboration leadership mentoring adaptability negotiation creativity empathy prioritization ownership accountability teamwork coaching facilitation delegation persuasion resilience curiosity multitasking forecasting budgeting auditing bookkeeping merchandising recruiting onboarding procurement troubleshooting copywriting'.split(
    ' ',
  ),
);

let softStems: { stems: Map<string, SkillEntry>; maxWords: number } | undefined;

function softStemIndex() {
  if (softStems) return softStems;
  const stems = new Map<string, SkillEntry>();
  let maxWords = 1;
  for (const entry of load().entries) {
    if (entry.type !== 'soft' && entry.type !== 'methodology') continue;
    for (const form of entry.forms) {
      const words = matchTokens(form).map((token) => stem(token.key));
      if (words.length === 0) continue;
      if (words.length === 1 && !STEMMABLE_SINGLE_WORDS.has(termKey(form))) continue;
      maxWords = Math.max(maxWords, words.length);
      const key = words.join(' ');
      if (!stems.has(key)) stems.set(key, entry);
    }
  }
  softStems = { stems, maxWords };
  return softStems;
}

/** Soft skills found by stem in tokens not already matched exactly. */
export function findSkillsByStem(text: string, tokens: Token[], covered: Set<number>): SkillHit[] {
  const { stems, maxWords } = softStemIndex();
  const stemmed = tokens.map((token) => stem(token.key));
  const hits: SkillHit[] = [];
  let i = 0;
  while (i < tokens.length) {
    let matched = 0;
    for (let n = Math.min(maxWords, tokens.length - i); n >= 1; n--) {
      const span = tokens.slice(i, i + n);
      if (span.some((token) => covered.has(token.start))) continue;
      const entry = stems.get(stemmed.slice(i, i + n).join(' '));
      if (!entry) continue;
      const first = span[0]!;
      const last = span[n - 1]!;
      hits.push({ entry, surface: text.slice(first.start, last.end), start: first.start, end: last.end });
      matched = n;
      break;
    }
    i += matched || 1;
  }
  return hits;
}

/**
 * True when a term must match with its exact capitalisation: a dictionary form marked so ('Go',
 * 'R', 'Excel'), or any term of two characters or fewer.
 */
export function isCaseSensitiveForm(term: string): boolean {
  const clean = term.trim();
  if (clean.replace(/[^A-Za-z0-9]/g, '').length <= 2) return true;
  const forms = load().byKey.get(termKey(clean));
  return !!forms && forms.every((form) => form.caseSensitive);
}
