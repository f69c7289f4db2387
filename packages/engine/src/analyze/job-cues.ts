import type { Sentence } from './job-keyword-types.ts';

/** A requirement word and its preposition before a list of what is required ('hands-on experience with'). */
export const CUE_BEFORE =
  /\b(experience[ds]?|knowledge|proficien(?:t|cy)|familiar(?:ity)?|expertise|understanding|skilled|background|exposure|competen(?:t|ce|cy)|fluen(?:t|cy)|mastery|versed|trained|certified)\s+(?:in|with|of|on|to|using|across)\b/i;
/**
 * A requirement word right after a phrase ('ledger analysis skills', 'Kubernetes experience'), or the examples
 * that follow a category the ad asks for ('front-end frameworks like Angular or Vue').
 */
export const CUE_AFTER =
  /^\s*(skills?\b|experience\b|knowledge\b|expertise\b|proficiency\b|background\b|,?\s*(like|such as|e\.g\.?|including)\s)/i;

/**
 * Where an ad names examples of a category it asks for ('server work such as Kotlin or Go'): any one of
 * them meets the requirement, so each counts for less than the category (the labels' 'named examples').
 */
export const EXAMPLE_CUE = /\b(?:like|such as|e\.g\.?|including|for example|for instance)\s+/i;

/** True when `start` lies in the list of examples after 'like', 'such as' or 'e.g.' in its clause. */
export function isExample(sentence: string, start: number): boolean {
  const before = sentence.slice(Math.max(0, start - 80), start);
  const clause = before.split(/[.;:!?)](?:\s|$)/).at(-1) ?? before;
  return EXAMPLE_CUE.test(clause);
}

/**
 * True when the words at start..end are what the ad asks for by name: inside the list that follows a requirement
 * word in the same clause ('Hands-on experience with Gizmo Designer, Widget Portal, ZQF'), or followed by one
 * ('vendor negotiation skills').
 */
export function isCued(sentence: string, start: number, end: number): boolean {
  const surface = sentence.slice(start, end);
  if (isWholeItem(sentence, start, end)) return true;
  if (/\b(skills?|experience)$/i.test(surface) && /\s/.test(surface)) return true;
  if (CUE_AFTER.test(sentence.slice(end, end + 20))) return true;
  const before = sentence.slice(Math.max(0, start - 160), start);
  const clause = before.split(/[.;!?](?:\s|$)/).at(-1) ?? before;
  return CUE_BEFORE.test(clause);
}

/** True when the words at start..end are a list item of their own: nothing but the requirement ('- Software Calibration'). */
export function isWholeItem(sentence: string, start: number, end: number): boolean {
  return /^[\s\-•*▪◦·]*$/.test(sentence.slice(0, start)) && /^[\s.;,:]*$/.test(sentence.slice(end));
}

/** Plural nouns that name a class of things rather than one skill ('experience with tools'). */
export const CLASS_NOUNS = new Set(
  'technologies technology tools techniques approaches applications libraries systems solutions methods platforms products services programs software concepts principles practices procedures policies frameworks languages environments projects areas domains fields teams things'.split(
    ' ',
  ),
);

/**
 * True for a lone noun the ad asks for by name in a lower-case list right after a requirement word:
 * 'experience with spreadsheets', 'knowledge of ledgers' — not 'experience with tools' nor a capitalised label.
 */
export function isNamedObject(sentence: string, start: number, word: string): boolean {
  if (word.length < 4 || CLASS_NOUNS.has(word.toLowerCase())) return false;
  // A noun with 'of' after it names an act whose object is the requirement ('experience in the development of X').
  if (/^\s+of\b/i.test(sentence.slice(start + word.length, start + word.length + 4))) return false;
  const before = sentence.slice(Math.max(0, start - 60), start);
  const listed = new RegExp(`${CUE_BEFORE.source}\\s+((?:[\\p{L}\\d.+#/-]+,?\\s+){0,4})$`, 'iu').exec(before);
  // The list follows the requirement word itself: after a preposition the noun is where or what of something
  // else ('experience with breadth across systems, cloud, and security').
  return (
    listed !== null &&
    !/\b(across|in|of|for|on|at|from|into|within|over|through|between)\b/i.test(listed.at(-1) ?? '')
  );
}

/** Words that say a sentence asks for something, wherever it stands in the ad. */
export const SKILL_CUE =
  /\b(calls for|requires?|experience|experienced|knowledge|proficien\w*|familiar\w*|expertise|skills?|using|tools?|stack|technolog\w*|frameworks?|platforms?|languages?|certifi\w*|background in|hands-on|exposure|understanding of|ability to|required|preferred|plus|conocimientos?|experiencia|manejo|dominio|herramientas|requisitos|deseable)\b/i;

/** True when a sentence states a requirement or a duty (its block, or its own words), not the story around them. */
export function asksForSkills(sentence: Sentence): boolean {
  if (sentence.block === 'boilerplate' || sentence.block === 'title') return false;
  if (sentence.block !== 'general') return true;
  return SKILL_CUE.test(sentence.text);
}
