import type { ResumeDocument, WorkEntry } from '../../model/resume-document.ts';
import type { NaiveReading } from './reading.ts';

/** One fact of the document and what the naive reader filled in for it. */
export interface NaiveField {
  field: 'name' | 'email' | 'phone' | 'title' | 'employer' | 'dates' | 'school' | 'skill';
  /** The entry it belongs to, e.g. 'W2'; empty for the header. */
  targetId: string;
  expected: string;
  /** What the naive reader filled in; null when it found nothing. */
  recovered: string | null;
  ok: boolean;
}

/** Letters and digits only, lower case: punctuation and dashes differ between readers, words do not. */
export const wordsOf = (text = '') =>
  (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).join(' ');

function rangeOf(job: WorkEntry): string {
  const end = job.current ? 'Present' : (job.end?.text ?? '');
  return [job.start?.text ?? '', end].filter(Boolean).join(' – ');
}

const field = (
  kind: NaiveField['field'],
  targetId: string,
  expected: string,
  recovered: string | undefined,
  ok = wordsOf(expected) === wordsOf(recovered),
): NaiveField => ({ field: kind, targetId, expected, recovered: recovered || null, ok });

/**
 * Field by field, what the naive reader filled in against what the document holds: name, email,
 * phone, each job's title, employer and dates (the n-th job read against the n-th job written, as a
 * simple ATS lists them), each school and each skill.
 */
export function compareNaiveReading(source: ResumeDocument, reading: NaiveReading): NaiveField[] {
  const { basics } = source;
  const digits = (text = '') => text.replace(/\D/g, '');
  const out: NaiveField[] = [];
  if (basics.name) out.push(field('name', '', basics.name, reading.name));
  if (basics.email) out.push(field('email', '', basics.email, reading.email));
  if (basics.phone)
    out.push(field('phone', '', basics.phone, reading.phone, digits(basics.phone) === digits(reading.phone)));
  source.work.forEach((job, index) => {
    const read = reading.jobs[index];
    out.push(field('title', job.id, job.position, read?.title));
    out.push(field('employer', job.id, job.company, read?.organisation));
    if (job.start || job.end || job.current) out.push(field('dates', job.id, rangeOf(job), read?.dates));
  });
  for (const school of source.education) {
    const read = reading.schools.find((name) => wordsOf(name) === wordsOf(school.institution));
    out.push(field('school', school.id, school.institution, read, read !== undefined));
  }
  const skills = new Map(reading.skills.map((skill) => [wordsOf(skill), skill]));
  for (const group of source.skills)
    for (const skill of group.keywords) {
      const read = skills.get(wordsOf(skill));
      out.push(field('skill', group.id, skill, read, read !== undefined));
    }
  return out;
}
