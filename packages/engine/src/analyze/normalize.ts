/**
 * Text normalisation shared by the skills-dictionary build script and the matcher, so that a term
 * is keyed the same way when the dictionary is written and when a resume or job ad is read.
 */

/** Dashes and quotes folded to ASCII so 'front‑end' and 'front-end' compare equal. */
export function foldPunctuation(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"');
}

/**
 * The matching key of a skill or phrase: lower case, punctuation that carries no meaning dropped,
 * but `+ # . /` kept inside words (C++, C#, .NET, Node.js, CI/CD). Hyphens and underscores become
 * spaces so 'cross-functional' and 'cross functional' share a key.
 */
export function termKey(text: string): string {
  return foldPunctuation(text)
    .toLowerCase()
    .replace(/[()[\]{}"“”,;:!?*]/g, ' ')
    .replace(/[-_]+/g, ' ')
    .replace(/(^|\s)'+|'+(?=\s|$)/g, ' ')
    .replace(/\.(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Token pattern: words that may hold `+ # . / ' -` inside (Node.js, C++, CI/CD, don't, e-mail), or a leading dot (.NET). */
const TOKEN =
  /\.?[A-Za-z0-9\u00c0-\u024f](?:[A-Za-z0-9\u00c0-\u024f]|[+#]+|[.\-/'&](?=[A-Za-z0-9\u00c0-\u024f]))*/g;

export interface Token {
  /** The token as written. */
  text: string;
  /** Lower-cased key of the token. */
  key: string;
  start: number;
  end: number;
}

/** Splits text into word tokens with their offsets. */
export function tokenize(text: string): Token[] {
  const folded = foldPunctuation(text);
  const tokens: Token[] = [];
  for (const match of folded.matchAll(TOKEN)) {
    const start = match.index ?? 0;
    tokens.push({ text: match[0], key: match[0].toLowerCase(), start, end: start + match[0].length });
  }
  return tokens;
}

/**
 * A light suffix-stripping stemmer (our own, tuned for resume vocabulary): it maps
 * communication/communicate/communicating to one stem and mentoring/mentored/mentor to another.
 * It only needs to be consistent, not linguistically exact.
 */
const SUFFIXES = [
  'izations',
  'ization',
  'isations',
  'isation',
  'ational',
  'ations',
  'ation',
  'atives',
  'ative',
  'ically',
  'ical',
  'ities',
  'ity',
  'ively',
  'ive',
  'ments',
  'ment',
  'ness',
  'ships',
  'ship',
  'ysis',
  'yses',
  'yze',
  'yse',
  'ings',
  'ing',
  'ated',
  'ates',
  'ate',
  'ers',
  'er',
  'ors',
  'or',
  'ied',
  'ies',
  'ed',
  'es',
  'ics',
  'ic',
  'al',
  'ly',
  's',
  'e',
] as const;

export function stem(word: string): string {
  let current = word.toLowerCase();
  if (current.length <= 4 || /[^a-z]/.test(current)) return current;
  // Two passes catch stacked suffixes such as lead-er-ship or organ-iz-ation-al.
  for (let pass = 0; pass < 2; pass++) {
    for (const suffix of SUFFIXES) {
      if (current.endsWith(suffix) && current.length - suffix.length >= 4) {
        current = current.slice(0, current.length - suffix.length);
        if (suffix === 'ied' || suffix === 'ies') current += 'y';
        break;
      }
    }
  }
  // Doubled final consonant from inflection: planned → plann → plan.
  if (/([bdgmnprt])\1$/.test(current)) current = current.slice(0, -1);
  return current;
}

/** The stem key of a phrase: each word stemmed, joined by spaces. */
export function stemKey(text: string): string {
  return tokenize(text)
    .map((token) => stem(token.key))
    .join(' ');
}

/** Where `needle` occurs as a contiguous run of `hay` (words, stems, keys), or -1; an empty needle is never found. */
export function findRun(hay: readonly string[], needle: readonly string[]): number {
  if (needle.length === 0 || needle.length > hay.length) return -1;
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}
