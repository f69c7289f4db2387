import { termKey } from '../analyze/normalize.ts';
import { findSkills } from '../analyze/skills-dictionary.ts';
import type { ResumeDocument } from '../model/resume-document.ts';

/** A capitalised name: words that open with a capital, joined by '&', 'and', 'of' or 'the' inside it. */
const NAME = String.raw`[A-Z][\w&.'-]*(?:\s+(?:&|and|of|the|for)?\s*[A-Z][\w&.'-]*)*`;

/** Words that end an organisation's name ('ABC Company', 'Northwind Ltd', 'Mercy Hospital'). */
const ORGANISATION_WORD =
  /\b(?:Company|Co\.?|Inc\.?|Corp\.?|Corporation|LLC|LLP|Ltd\.?|Limited|GmbH|PLC|Group|Bank|Agency|Foundation|Hospital|Clinic|Labs?|Technologies|Consulting|Partners|Associates|Holdings|Enterprises)$/;

/** The role sought or the place joined: 'an internship with X', 'a position at X', 'to join X'. */
const SOUGHT_AT = new RegExp(
  String.raw`\b(?:(?:internship|position|role|job|opportunity|career|post|placement|team)\s+(?:with|at)|(?:to\s+)?join(?:ing)?|contribute\s+to|work(?:ing)?\s+(?:for|at))\s+(?:the\s+)?(${NAME})`,
  'g',
);

const ORGANISATION = new RegExp(`(${NAME})`, 'g');

/** The names the person's own resume gives its employers, schools, projects and causes. */
function ownNames(doc: ResumeDocument): string[] {
  return [
    ...doc.work.map((entry) => entry.company),
    ...doc.education.map((entry) => entry.institution),
    ...doc.projects.map((entry) => entry.name),
    ...doc.volunteer.map((entry) => entry.organization),
    ...doc.certificates.flatMap((entry) => [entry.name, entry.detail ?? '']),
    ...doc.awards.flatMap((entry) => [entry.name, entry.detail ?? '']),
  ]
    .map(termKey)
    .filter((key) => key.length > 1);
}

/** True when one name holds the other's words ('Acme' and 'Acme Corp'). */
function sameName(a: string, b: string): boolean {
  return ` ${a} `.includes(` ${b} `) || ` ${b} `.includes(` ${a} `);
}

/** True when the words open with a skill or a tool ('a role with React and Redux'), not an organisation. */
function isSkill(name: string): boolean {
  return findSkills(name).some((hit) => hit.start === 0);
}

/**
 * The organisation a resume's summary names that is neither the company applied to nor one of the person's
 * own employers, schools or projects ('Seeking a marketing internship with ABC Company' on an application to
 * Acme): a summary written for another application. Undefined when the summary names none. Only a name the
 * summary gives as the place sought, or one that ends in an organisation's word, is read: a summary names
 * tools and fields in capitals too.
 */
export function otherEmployerInSummary(doc: ResumeDocument, company: string): string | undefined {
  const summary = doc.summary?.text ?? '';
  if (!summary.trim()) return undefined;
  const target = termKey(company);
  const own = ownNames(doc);
  // Read sentence by sentence, so a name never runs on into the next sentence's first word.
  const sentences = summary.split(/(?<=[.!?])\s+/);
  const candidates = sentences.flatMap((sentence) => [
    ...[...sentence.matchAll(SOUGHT_AT)].map((match) => match[1] ?? ''),
    ...[...sentence.matchAll(ORGANISATION)]
      .map((match) => (match[1] ?? '').replace(/[.,;:]+$/, ''))
      .filter((name) => ORGANISATION_WORD.test(name) && name.split(/\s+/).length > 1),
  ]);
  for (const raw of candidates) {
    const name = raw.replace(/[.,;:]+$/, '').trim();
    const key = termKey(name);
    if (!key || isSkill(name)) continue;
    if (target && sameName(key, target)) continue;
    if (own.some((mine) => sameName(key, mine))) continue;
    return name;
  }
  return undefined;
}
