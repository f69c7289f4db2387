import { findEmail, findLinks, findPhone, joinBrokenEmails } from './contact.ts';
import type { StructLine } from './lines.ts';
import { findLocation } from './location.ts';

/** Profile labels a two-column layout sets over the handle ('LinkedIn' / 'jane-doe'). */
const NETWORK_LABEL = /^(linkedin|github|gitlab|twitter|stack\s?overflow|behance|dribbble)$/i;
const HANDLE = /^@?[\w.-]{2,40}$/u;

/**
 * Takes out of a section the profile labels and handles that a sidebar left in its flow: 'LinkedIn' over
 * 'vikram-patel' at the top of Education, when the contact column ran onto the next page. They are the
 * person's contact (read as 'LinkedIn: vikram-patel'), not a school or a field of study.
 */
export function liftProfiles(lines: StructLine[]): { kept: StructLine[]; profiles: StructLine[] } {
  const kept: StructLine[] = [];
  const profiles: StructLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as StructLine;
    const next = lines[i + 1];
    if (next && !line.bullet && NETWORK_LABEL.test(line.text.trim()) && HANDLE.test(next.text.trim())) {
      profiles.push({ ...line, text: `${line.text.trim()}: ${next.text.trim()}`, end: next.end });
      i += 1;
    } else kept.push(line);
  }
  return { kept, profiles };
}

/** Words a contact detail may hold: more is a sentence. */
const MAX_CONTACT_WORDS = 8;
/** A street address: a house number, then a street's name ('12 Harbour Row', '221B Baker Street'). */
const STREET = /^\d+[A-Za-z]?,?\s+\p{Lu}[\p{L}.'’-]*(\s+[\p{L}.'’-]+){0,4},?$/u;

function isContactDetail(text: string): boolean {
  const line = text.trim();
  if (line.split(/\s+/).length > MAX_CONTACT_WORDS) return false;
  if (findEmail(line) || findPhone(line)) return true;
  const links = findLinks(line);
  if (links.profiles.length > 0 || links.website) return true;
  if (NETWORK_LABEL.test(line)) return true;
  return Boolean(findLocation(line)) || STREET.test(line);
}

/**
 * A section headed as a summary ('About') whose every line is a contact detail — a place, an address, a
 * number, a profile — and none a sentence, is the contact block a sidebar set under that heading, not a
 * summary (tailoring would rewrite it).
 */
export function holdsOnlyContact(lines: readonly StructLine[]): boolean {
  return lines.length >= 2 && joinBrokenEmails(lines.map((line) => line.text)).every(isContactDetail);
}
