import {
  COMPANY_SUFFIX,
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

/** Splits at the separators people use inside entry headers; commas are handled later. */
export function splitHeaderParts(text: string): string[] {
  return text
    .split(/\s*(?:\t|\||•|·|◦|▪|\s{2,}| — | – | -- | - | at | @ )\s*/i)
    .map((p) => p.replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, '').trim())
    .filter(Boolean);
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}-]+/u)
    .filter(Boolean);

export function titleScore(part: string): number {
  // A note in parentheses ('(Compulsory Military Service)') does not make a title longer.
  const ws = words(part.replace(/\([^)]*\)/g, ' '));
  let score = 0;
  if (ws.some((w) => TITLE_HEAD_NOUNS.has(w))) score += 4;
  if (ws.some((w) => SENIORITY_WORDS.has(w))) score += 1;
  if (/\d/.test(part)) score -= 4;
  if (ws.length > 6) score -= 2;
  if (COMPANY_SUFFIX.test(part)) score -= 3;
  if (ORGANISATION_WORDS.test(part) && !/\b(software|data|tech|systems|solutions|sales)\b/i.test(part))
    score -= 2;
  return score;
}

export function organisationScore(part: string): number {
  let score = 0;
  if (COMPANY_SUFFIX.test(part)) score += 3;
  if (ORGANISATION_WORDS.test(part) || INSTITUTION_WORDS.test(part)) score += 2;
  if (words(part).some((w) => TITLE_HEAD_NOUNS.has(w))) score -= 3;
  if (part.split(/\s+/).length > 7) score -= 2;
  return score;
}

/** Separates a trailing location written after a comma or in parentheses: 'Acme, Austin, TX'. */
function peelLocation(part: string): { rest: string; location?: string } {
  const paren = /\s*\(([^)]+)\)\s*$/.exec(part);
  if (paren && readLocation(paren[1] ?? '')) {
    return { rest: part.slice(0, paren.index).trim(), location: (paren[1] ?? '').trim() };
  }
  return splitTrailingLocation(part);
}

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
      const titleLeft = titleScore(left) >= 4;
      if (titleLeft === titleScore(right) >= 4) continue;
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
  if (!position && !organisation && remaining.length === 1) {
    // Titles nearly always carry a head noun ('engineer', 'manager'); a lone part without one is an employer.
    organisation = take(0);
  } else if (!position && !organisation && remaining.length > 1) {
    // Nothing to go by: 'Title, Company' and 'Title | Company' are the most common orders.
    position = take(0);
    organisation = take(0);
  }
  return { position, organisation, location, extra: remaining };
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
