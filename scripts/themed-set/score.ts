/**
 * How well one parsed file matches the made-up person it was rendered from: each labelled title, employer,
 * date, school and degree either lands in its own field of the matching entry or not, and each word of the
 * file either reaches the resume we export or is lost. A value the rendering did not print (some themes
 * leave out a field) is not asked for.
 */
import type { ParsedResume, ResumeDocument } from '../../packages/engine/src/index.ts';
import type { GeneratedEducation, GeneratedResume, GeneratedWork } from './personas.ts';

export const FIELDS = ['titles', 'employers', 'dates', 'schools', 'degrees'] as const;
export type Field = (typeof FIELDS)[number];

export interface Tally {
  right: number;
  asked: number;
}

export interface DocumentScore {
  fields: Record<Field, Tally>;
  /** Words of the file (three letters or more, numbers of two digits or more) and those the export lacks. */
  words: number;
  missingWords: string[];
  /** Lines of the file with a word the export lacks. */
  lostLines: string[];
  emptyWork: boolean;
  emptyEducation: boolean;
  /** What went wrong, for the dev split's printout. */
  misses: string[];
}

/** Case, punctuation and spacing folded away; '&' and 'and' are one. */
export function fold(text: string | undefined): string {
  return (text ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const CONNECTORS = new Set(['in', 'of', 'and']);
const degreeWords = (text: string) =>
  fold(text)
    .split(' ')
    .filter((w) => w && !CONNECTORS.has(w))
    .join(' ');

/** A value counts as printed when its folded words appear in the file's folded text. */
const printed = (haystack: string, value: string | undefined) =>
  !!value && ` ${haystack} `.includes(` ${fold(value)} `);

const isoOf = (date: { iso?: string } | undefined) => date?.iso;

function sameDate(
  label: string | undefined,
  parsed: { iso?: string; text: string } | undefined,
  current: boolean,
): boolean {
  if (!label) return current || /present|current|now|till date|today/i.test(parsed?.text ?? '');
  const iso = isoOf(parsed);
  return iso === label || (label.length === 4 && iso?.slice(0, 4) === label);
}

/**
 * Pairs labelled entries with parsed ones, each parsed entry used once: first where every given test agrees,
 * then where the first test alone does, and so on; what is left pairs by position.
 */
export function align<L, P>(
  labels: L[],
  parsed: P[],
  tests: ((label: L, entry: P) => boolean)[],
): (P | undefined)[] {
  const out: (P | undefined)[] = labels.map(() => undefined);
  const used = new Set<number>();
  const passes = [(l: L, p: P) => tests.every((test) => test(l, p)), ...tests];
  for (const pass of passes) {
    labels.forEach((label, i) => {
      if (out[i]) return;
      const j = parsed.findIndex((entry, k) => !used.has(k) && pass(label, entry));
      if (j >= 0) {
        out[i] = parsed[j];
        used.add(j);
      }
    });
  }
  labels.forEach((_, i) => {
    if (out[i] || used.has(i)) return;
    out[i] = parsed[i];
    used.add(i);
  });
  return out;
}

const alignWork = (labels: GeneratedWork[], parsed: ResumeDocument['work']) =>
  align(labels, parsed, [
    (l, p) => fold(p.company) === fold(l.name),
    (l, p) => fold(p.position) === fold(l.position),
    (l, p) => fold(p.company).includes(fold(l.name)),
  ]);

const degreeOf = (entry: { studyType?: string; area?: string }) =>
  degreeWords(`${entry.studyType ?? ''} ${entry.area ?? ''}`);

const alignEducation = (labels: GeneratedEducation[], parsed: ResumeDocument['education']) =>
  align(labels, parsed, [
    (l, p) => fold(p.institution) === fold(l.institution),
    (l, p) => degreeOf(p) === degreeOf(l),
    (l, p) =>
      fold(p.institution).includes(fold(l.institution)) ||
      fold(`${p.studyType} ${p.area ?? ''}`).includes(fold(l.studyType)),
  ]);

const tally = (): Tally => ({ right: 0, asked: 0 });

export function scoreDocument(
  label: GeneratedResume,
  parsed: ParsedResume,
  exportText: string,
): DocumentScore {
  const doc = parsed.document;
  const text = fold(parsed.text);
  const fields: Record<Field, Tally> = {
    titles: tally(),
    employers: tally(),
    dates: tally(),
    schools: tally(),
    degrees: tally(),
  };
  const misses: string[] = [];
  const check = (field: Field, pass: boolean, what: string) => {
    fields[field].asked += 1;
    if (pass) fields[field].right += 1;
    else misses.push(`${field}: ${what}`);
  };
  const works = alignWork(label.work, doc.work);
  label.work.forEach((job, index) => {
    const entry = works[index];
    if (printed(text, job.position))
      check(
        'titles',
        fold(entry?.position) === fold(job.position),
        `"${job.position}" → "${entry?.position ?? '—'}"`,
      );
    if (printed(text, job.name))
      check(
        'employers',
        fold(entry?.company) === fold(job.name),
        `"${job.name}" → "${entry?.company ?? '—'}"`,
      );
    if (text.includes(job.startDate.slice(0, 4))) {
      const pass =
        sameDate(job.startDate, entry?.start, false) &&
        sameDate(job.endDate, entry?.end, entry?.current ?? false);
      check(
        'dates',
        pass,
        `${job.startDate}–${job.endDate ?? 'present'} → ${entry?.start?.text ?? '—'}–${entry?.end?.text ?? (entry?.current ? 'current' : '—')} (${job.position})`,
      );
    }
  });
  const schools = alignEducation(label.education, doc.education);
  label.education.forEach((school, index) => {
    const entry = schools[index];
    if (printed(text, school.institution))
      check(
        'schools',
        fold(entry?.institution) === fold(school.institution),
        `"${school.institution}" → "${entry?.institution ?? '—'}"`,
      );
    if (printed(text, school.studyType) && (!school.area || printed(text, school.area))) {
      const got = `${entry?.studyType ?? ''} ${entry?.area ?? ''}`;
      check(
        'degrees',
        degreeWords(got) === degreeOf(school),
        `"${[school.studyType, school.area].filter(Boolean).join(' in ')}" → "${got.trim() || '—'}"`,
      );
    }
  });
  const exported = new Set(fold(exportText).split(' '));
  for (const section of parsed.sections) for (const w of fold(section.title).split(' ')) exported.add(w);
  // A label printed beside a contact value ('Email', 'Phone') is carried by the field the value went to.
  if (doc.basics.email) exported.add('email');
  if (doc.basics.phone) for (const w of ['phone', 'mobile', 'telephone']) exported.add(w);
  // A heading set letter-spaced ('AWA R D S', its kerning pairs kept together) is carried by the section
  // title that spells the same letters.
  const titleLetters = new Set(parsed.sections.map((section) => fold(section.title).replace(/ /g, '')));
  const dropped = new Set(parsed.dropped.map((line) => fold(line.text)));
  let words = 0;
  const missingWords: string[] = [];
  const lostLines: string[] = [];
  for (const line of parsed.text.split('\n')) {
    if (dropped.has(fold(line)) || titleLetters.has(fold(line).replace(/ /g, ''))) continue;
    const lineWords = fold(line)
      .split(' ')
      .filter((w) => (/\d/.test(w) ? w.length >= 2 : w.length >= 3));
    words += lineWords.length;
    const missing = lineWords.filter((w) => !exported.has(w));
    missingWords.push(...missing);
    if (missing.length > 0) lostLines.push(line.trim());
  }
  return {
    fields,
    words,
    missingWords,
    lostLines,
    emptyWork: label.work.length > 0 && doc.work.length === 0,
    emptyEducation: label.education.length > 0 && doc.education.length === 0,
    misses,
  };
}
