import { ACTION_VERBS, BE_FORMS } from '../analyze/lexicon.ts';
import { NOMINALISATIONS } from './verbs.ts';

/**
 * Sentence-level checks shared by the writers and the gates: where a sentence ends, whether it has a
 * verb, whether a slot in it was left empty, whether it is a pasted fragment.
 */

/** Words before a full stop that do not end a sentence ('Inc.', 'e.g.', 'U.S.', 'Dr.'). */
const ABBREVIATION =
  /(?:\b[A-Za-z]|\be\.g|\bi\.e|\betc|\bInc|\bLtd|\bCo|\bCorp|\bJr|\bSr|\bDr|\bMr|\bMs|\bMrs|\bSt|\bvs|\bNo|\bapprox)\.$/;

/** Splits text into sentences at '.', '!' or '?' followed by a space and a capital, digit or quote. */
export function splitSentences(text: string): string[] {
  const parts = text.split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"“'(])/u);
  const out: string[] = [];
  for (const part of parts) {
    const previous = out.at(-1);
    if (previous !== undefined && ABBREVIATION.test(previous)) out[out.length - 1] = `${previous} ${part}`;
    else out.push(part);
  }
  return out.map((s) => s.trim()).filter(Boolean);
}

const NOMINAL_VERBS: ReadonlySet<string> = new Set(Object.values(NOMINALISATIONS));

/** Past-tense openers common on resumes that are not in the action-verb table. */
const MORE_PAST_VERBS = new Set([
  'worked',
  'utilized',
  'utilised',
  'used',
  'joined',
  'contributed',
  'spearheaded',
]);

/** A past-tense verb a resume line may open with ('built', 'worked', 'migrated'); lower case in. */
export const isPastVerb = (word: string) =>
  ACTION_VERBS.has(word) || MORE_PAST_VERBS.has(word) || NOMINAL_VERBS.has(word);

export const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? [];

export const countWords = (text: string) => wordsOf(text).length;

/** Finite verbs and auxiliaries our own sentences use, beyond the action verbs and forms of 'be'. */
const COMMON_VERBS = new Set(
  'have has had hold held bring brings would will can could may might should do does did work works worked use used uses thank welcome welcomes look include includes includes studied study lead leads asks ask calls call earned earn completed served joined built made kept got took gave'.split(
    ' ',
  ),
);

/** Words ending in -ed that are nouns or adjectives in resume language ('Skilled in …' has no verb). */
export const NOT_VERBS_ED: ReadonlySet<string> = new Set(
  'need seed speed feed bed red shed bleed breed greed weed deed skilled experienced detailed motivated dedicated talented qualified certified licensed seasoned advanced accomplished organized organised driven'.split(
    ' ',
  ),
);

/** True when a sentence has a finite verb: a known verb, an -ed form, or any word after 'I'. */
export function hasVerb(sentence: string): boolean {
  const words = wordsOf(sentence);
  return words.some((word, i) => {
    const lower = word.toLowerCase();
    if (ACTION_VERBS.has(lower) || BE_FORMS.has(lower) || COMMON_VERBS.has(lower)) return true;
    if (/^[a-z]{3,}ed$/.test(lower) && !NOT_VERBS_ED.has(lower)) return true;
    if (/^[a-z]{3,}(?:s|es)$/.test(lower) && i > 0 && /^(it|he|she|who|that|which)$/i.test(words[i - 1]!))
      return true;
    return i > 0 && words[i - 1] === 'I';
  });
}

/** A slot left empty: a preposition or article right before punctuation, or a stray space before it. */
const EMPTY_SLOT =
  /\b(?:at|from|in|with|as|of|for|a|an|the|and|or|to|by|on)\s*[.,;:!?)](?![\p{L}\p{N}])|\s[.,;:!?](?=\s|$)|\(\s*\)|^\s*[.,;:]/iu;

export function hasEmptySlot(sentence: string): boolean {
  return EMPTY_SLOT.test(sentence);
}

/**
 * A resume line pasted into prose: two sentences run together, a lower-case start, or a capitalised
 * action verb in the middle ('One example from Developed features …').
 */
export function fragmentProblem(
  sentence: string,
  options: { firstPerson?: boolean } = {},
): string | undefined {
  const text = sentence.trim();
  // In a letter, a sentence that opens with a past-tense action and names no one is a pasted bullet.
  const opener = (text.match(/^\p{L}+/u)?.[0] ?? '').toLowerCase();
  const pastOpener = isPastVerb(opener) || (/^[a-z]{3,}ed$/.test(opener) && !NOT_VERBS_ED.has(opener));
  if (options.firstPerson && pastOpener && !/\b(I|my|me|we|our)\b/.test(text))
    return 'a resume bullet, not a sentence';
  if (splitSentences(text).length > 1) return 'two sentences run together';
  if (/^\p{Ll}/u.test(text) && !/^\p{Ll}+\p{Lu}/u.test(text)) return 'starts in lower case';
  const tokens = [...text.matchAll(/[\p{L}]+/gu)];
  for (let i = 1; i < tokens.length; i++) {
    const word = tokens[i]![0];
    if (!/^\p{Lu}\p{Ll}+$/u.test(word) || !ACTION_VERBS.has(word.toLowerCase())) continue;
    const between = text.slice(tokens[i - 1]!.index! + tokens[i - 1]![0].length, tokens[i]!.index!);
    // 'Managed …' after a comma or a lower-case word is a bullet's opening verb in mid-sentence.
    if (/^\p{Ll}/u.test(tokens[i - 1]![0]) || /[:;]/.test(between)) return `'${word}' in mid-sentence`;
  }
  return undefined;
}

/** Normalised form for spotting a repeated sentence. */
export const sentenceKey = (sentence: string) =>
  sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
