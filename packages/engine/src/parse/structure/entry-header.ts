import {
  COMPANY_SUFFIX,
  COMPOUND_TITLE,
  INSTITUTION_WORDS,
  ORGANISATION_WORDS,
  SENIORITY_WORDS,
  TITLE_HEAD_NOUNS,
} from './lexicons.ts';
import { readLocation, splitTrailingLocation } from './location.ts';

/**
 * An entry header ('Senior Engineer | Acme Corp | Austin, TX', 'Acme Corp — Senior Engineer') split into
 * position, organisation and location by scoring each part.
 */
export interface EntryHeader {
  position: string;
  organisation: string;
  location?: string;
  /** Parts that were neither, kept so nothing the person wrote is lost. */
  extra: string[];
}

/**
 * 'at' after a university's name names its campus ('University of Texas at Austin', 'University of Illinois
 * at Urbana-Champaign'): part of the name, not a separator between a role and its organisation.
 */
const CAMPUS_AT =
  /(\b(?:university|college|institute)\b(?: of)?(?: [\p{Lu}][\p{L}.'&-]*){0,4}) at (?=\p{Lu})/giu;
const KEPT_AT = '\uE000';

/** Splits at the separators people use inside entry headers; commas are handled later. */
export function splitHeaderParts(text: string): string[] {
  return text
    .replace(CAMPUS_AT, `$1${KEPT_AT}`)
    .split(/\s*(?:\t|\||•|·|◦|▪|\s{2,}| — | – | -- | - | at | @ )\s*/i)
    .map((p) =>
      p
        .replaceAll(KEPT_AT, ' at ')
        .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, '')
        .trim(),
    )
    .filter(Boolean);
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}-]+/u)
    .filter(Boolean);

const isTitleNoun = (word: string) => TITLE_HEAD_NOUNS.has(word) || COMPOUND_TITLE.test(word);

/**
 * The word a phrase is about: its last word, or the last before 'of' ('Head of Department'). English puts
 * the head last, so 'Store Manager' is a manager (at a store) and 'Apple Store' a store.
 */
const headWord = (part: string) => words(part.split(/\s+of\s+/i)[0] ?? part).at(-1) ?? '';

export function titleScore(part: string): number {
  // A note in parentheses ('(Compulsory Military Service)') does not make a title longer.
  const ws = words(part.replace(/\([^)]*\)/g, ' '));
  let score = 0;
  if (ws.some(isTitleNoun)) score += 4;
  if (ws.some((w) => SENIORITY_WORDS.has(w))) score += 1;
  if (/\d/.test(part)) score -= 4;
  if (ws.length > 6) score -= 2;
  if (COMPANY_SUFFIX.test(part)) score -= 3;
  // An organisation's word inside a title ('Laboratory' in 'Medical Laboratory Technician') is where the
  // person worked; only a phrase headed by it ('Central Laboratory') leans to an employer.
  if (
    ORGANISATION_WORDS.test(part) &&
    !isTitleNoun(headWord(part)) &&
    !/\b(software|data|tech|systems|solutions|sales)\b/i.test(part)
  )
    score -= 2;
  return score;
}

export function organisationScore(part: string): number {
  let score = 0;
  if (COMPANY_SUFFIX.test(part)) score += 3;
  if (ORGANISATION_WORDS.test(part) || INSTITUTION_WORDS.test(part)) score += 2;
  if (words(part).some(isTitleNoun)) score -= 3;
  if (part.split(/\s+/).length > 7) score -= 2;
  return score;
}

/** Separates a trailing location written after a comma or in parentheses: 'Acme, Austin, TX'. */
function peelLocation(part: string): { rest: string; location?: string } {
  // Two places for one role ('Palo Alto, CA & Ithaca, NY') are one location.
  const places = part.split(/\s+(?:&|and|\/)\s+/);
  if (places.length === 2 && places.every((place) => readLocation(place)))
    return { rest: '', location: part.trim() };
  const paren = /\s*\(([^)]+)\)\s*$/.exec(part);
  if (paren && readLocation(paren[1] ?? '')) {
    return { rest: part.slice(0, paren.index).trim(), location: (paren[1] ?? '').trim() };
  }
  return splitTrailingLocation(part);
}

/** How far a split's two sides must lean apart (title against organisation) to be read as both. */
const CLEAR_LEAN = 4;

export function readEntryHeader(lines: string[]): EntryHeader {
  let location: string | undefined;
  const parts: string[] = [];
  for (const line of lines) {
    for (const raw of splitHeaderParts(line)) {
      const peeled = peelLocation(raw);
      if (peeled.location) location ??= peeled.location;
      if (peeled.rest) parts.push(peeled.rest);
    }
  }
  // 'Project Director, Socratic Technologies': a comma between a title and an organisation. When another
  // part already names the organisation, 'Charge Nurse, Cardiac ICU' stays one title.
  const expanded: string[] = [];
  for (const part of parts) {
    const organisationElsewhere = parts.some((other) => other !== part && organisationScore(other) > 0);
    const pieces = part.split(/\s*,\s*/);
    let split = false;
    for (let k = 1; k < pieces.length && !split; k++) {
      const left = pieces.slice(0, k).join(', ');
      const right = pieces.slice(k).join(', ');
      // One side reads as the title: it has a title's head noun and the other not, or it leans further to a
      // title and the other to an organisation ('Medical Laboratory Technician, St. Mary's Hospital').
      const lean = titleScore(left) - titleScore(right) + organisationScore(right) - organisationScore(left);
      // A side that names an organisation itself ('Omnious. Co.' of 'Omnious. Co., Ltd.') is no title.
      const titleLeft = titleScore(left) >= 4 || (lean >= CLEAR_LEAN && organisationScore(left) <= 0);
      const titleRight = titleScore(right) >= 4 || (-lean >= CLEAR_LEAN && organisationScore(right) <= 0);
      if (titleLeft === titleRight) continue;
      if (organisationElsewhere && organisationScore(titleLeft ? right : left) <= 0) continue;
      expanded.push(left, right);
      split = true;
    }
    if (!split) expanded.push(part);
  }
  const remaining = [...expanded];
  const take = (index: number) => remaining.splice(index, 1)[0] ?? '';
  let position = '';
  let organisation = '';
  const bestTitle = argmax(remaining, titleScore);
  if (bestTitle >= 0 && titleScore(remaining[bestTitle] ?? '') >= 4) position = take(bestTitle);
  const bestOrg = argmax(remaining, organisationScore);
  if (bestOrg >= 0 && organisationScore(remaining[bestOrg] ?? '') > 0) organisation = take(bestOrg);
  if (!organisation && remaining.length > 0 && position) organisation = take(0);
  if (!position && remaining.length > 0 && organisation) position = take(0);
  const triple = remaining.length === 1 ? commaTriple(remaining[0] ?? '') : undefined;
  if (!position && !organisation && triple) {
    // 'Job title, Employer, City.': nothing names the pieces, but three short ones with a place last are
    // written in the most common order.
    [position, organisation, location] = triple;
    remaining.length = 0;
  } else if (!position && !organisation && remaining.length === 1) {
    // Titles nearly always carry a head noun ('engineer', 'manager'); a lone part without one is an employer.
    organisation = take(0);
  } else if (!position && !organisation && remaining.length > 1) {
    // Nothing to go by: 'Title, Company' and 'Title | Company' are the most common orders.
    position = take(0);
    organisation = take(0);
  }
  // 'Title | Employer | Place' and 'Title, Employer, Place' with a town no list of ours knows: once the title
  // and the employer are found, a short capitalised name left beside them is the place.
  if (!location && position && organisation) {
    const lone = remaining.length === 1 ? remaining[0] : undefined;
    const lastComma = organisation.lastIndexOf(',');
    if (lone && isPlaceName(lone)) {
      location = lone;
      remaining.length = 0;
    } else if (lastComma > 0 && isPlaceName(organisation.slice(lastComma + 1))) {
      location = organisation.slice(lastComma + 1).trim();
      organisation = organisation.slice(0, lastComma).trim();
    }
  }
  return { position, organisation, location, extra: remaining };
}

/** 'A, B, C' of three short pieces whose last reads as a place, else undefined. */
function commaTriple(part: string): [string, string, string] | undefined {
  const pieces = part
    .replace(/[.;]$/, '')
    .split(/\s*,\s*/)
    .map((p) => p.trim());
  if (pieces.length !== 3 || pieces.some((p) => !p || p.split(/\s+/).length > 5 || /\d/.test(p)))
    return undefined;
  const [a = '', b = '', c = ''] = pieces;
  return isPlaceName(c) ? [a, b, c] : undefined;
}

/** Words that describe the kind of job, not where it is. */
const JOB_KIND =
  /^(full|part|time|contract|contractor|temporary|permanent|seasonal|internship|freelance|volunteer|hybrid|on-site|onsite)$/i;

/** One to three capitalised words with nothing of a title, an employer or a date about them: 'Sevilla', 'Grenoble'. */
export function isPlaceName(text: string): boolean {
  const t = text.trim();
  const ws = t.split(/\s+/);
  if (ws.length > 3 || !/^[\p{Lu}][\p{L}.'’ -]*$/u.test(t)) return false;
  if (ws.some((w) => !/^[\p{Lu}]/u.test(w) && !/^(de|del|da|do|di|am|an|la|le|sur)$/.test(w))) return false;
  if (ws.some((w) => JOB_KIND.test(w) || w.split('-').some((piece) => JOB_KIND.test(piece)))) return false;
  return titleScore(t) < 4 && organisationScore(t) <= 0 && !COMPANY_SUFFIX.test(t);
}

function argmax(items: string[], score: (s: string) => number): number {
  let best = -1;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const [i, item] of items.entries()) {
    const s = score(item);
    if (s > bestScore) {
      best = i;
      bestScore = s;
    }
  }
  return best;
}

/** One field of a header line, with the place written beside it (flush right or after a comma). */
interface HeaderField {
  text: string;
  location?: string;
}

/**
 * A header line that holds a single field: one name, optionally with its place set flush right after a tab
 * or after a comma. Undefined when the line holds more (a title and an employer, or several parts).
 */
function singleField(line: string): HeaderField | undefined {
  const [main = '', ...right] = line
    .split('\t')
    .map((part) => part.trim())
    .filter(Boolean);
  if (right.length > 1) return undefined;
  let location: string | undefined;
  const flushRight = right[0];
  if (flushRight !== undefined) {
    if (!readLocation(flushRight) && !isPlaceName(flushRight)) return undefined;
    location = flushRight;
  }
  const names: string[] = [];
  for (const part of splitHeaderParts(main)) {
    const peeled = peelLocation(part);
    if (peeled.location) {
      if (location) return undefined;
      location = peeled.location;
    }
    if (peeled.rest) names.push(peeled.rest);
  }
  const [text] = names;
  if (names.length !== 1 || !text) return undefined;
  // 'Software Engineer, Acme Corp' is a title and an employer on one line, not one field.
  const inner = readEntryHeader([text]);
  if (inner.position && inner.organisation) return undefined;
  return { text, location };
}

/** Two header lines of one field each: the one beside the dates and the other. */
export interface HeaderPair {
  dated: HeaderField;
  other: HeaderField;
  /**
   * Evidence that the dated line is the title (negative: that it is the employer): title and employer
   * words on each line, and the place, which people write beside the employer.
   */
  lean: number;
}

export function readHeaderPair(datedLine: string, otherLine: string): HeaderPair | undefined {
  const dated = singleField(datedLine);
  const other = singleField(otherLine);
  if (!dated || !other) return undefined;
  const words =
    titleScore(dated.text) -
    titleScore(other.text) +
    organisationScore(other.text) -
    organisationScore(dated.text);
  const place = (other.location ? PLACE_EVIDENCE : 0) - (dated.location ? PLACE_EVIDENCE : 0);
  return { dated, other, lean: words + place };
}

/** How much a place beside a line says that the line names the employer. */
const PLACE_EVIDENCE = 2;
/** Evidence at least this strong decides an entry by itself, whatever the rest of its section does. */
const DECISIVE_LEAN = 3;

/**
 * Title and employer of a two-line header. The entry's own evidence decides when it is strong; else the
 * section's (the same layout throughout); else its own weak evidence; else the line beside the dates is the
 * title, as in most layouts that set the employer on a line of its own.
 */
export function pairHeader(pair: HeaderPair, sectionLean: number): EntryHeader {
  let datedIsTitle: boolean;
  if (Math.abs(pair.lean) >= DECISIVE_LEAN) datedIsTitle = pair.lean > 0;
  else if (sectionLean !== 0) datedIsTitle = sectionLean > 0;
  else datedIsTitle = pair.lean >= 0;
  const [title, employer] = datedIsTitle ? [pair.dated, pair.other] : [pair.other, pair.dated];
  return {
    position: title.text,
    organisation: employer.text,
    location: employer.location ?? title.location,
    extra: [],
  };
}
