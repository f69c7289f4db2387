import type { Location, ResumeDate, ResumeDocument, WorkEntry } from '../model/resume-document.ts';
import { parseResume } from './parse-resume.ts';

/** One fact an applicant-tracking system should read from the file, and what our parser recovered. */
export interface ReadBackField {
  field:
    | 'name'
    | 'headline'
    | 'email'
    | 'phone'
    | 'location'
    | 'title'
    | 'employer'
    | 'dates'
    | 'description'
    | 'skill';
  /** Which entry the field belongs to, e.g. 'W2' for the second job; empty for the header. */
  targetId: string;
  /** What the document holds. */
  expected: string;
  /** What the parser read back; null when nothing was found. */
  recovered: string | null;
  ok: boolean;
}

const fold = (text = '') => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
const digits = (phone = '') => phone.replace(/[^\d+]/g, '');
const dateText = (date?: ResumeDate) => date?.text ?? '';

function rangeText(entry: WorkEntry): string {
  const end = entry.current ? 'Present' : dateText(entry.end);
  return [dateText(entry.start), end].filter(Boolean).join(' – ');
}

/** Whether a job's dates came back as written (also used by the renderers' round-trip test). */
export function sameDates(source: WorkEntry, parsed: WorkEntry): boolean {
  const start =
    source.start?.iso === parsed.start?.iso || fold(source.start?.text) === fold(parsed.start?.text);
  const end = source.current
    ? parsed.current || fold(parsed.end?.text) === 'present'
    : source.end
      ? source.end.iso === parsed.end?.iso || fold(source.end.text) === fold(parsed.end?.text)
      : // A single date ('Summer 2018') may come back as a one-point range.
        !parsed.end || fold(parsed.end.text) === fold(parsed.start?.text);
  return start && end;
}

/** The place with its street address, as the contact line prints it. */
const locationText = (location: Location) => [location.address, location.text].filter(Boolean).join(', ');

const field = (
  kind: ReadBackField['field'],
  targetId: string,
  expected: string,
  recovered: string | null | undefined,
  ok: boolean,
): ReadBackField => ({ field: kind, targetId, expected, recovered: recovered || null, ok });

/**
 * Field by field, what a parser recovers from a file against what the document holds: name, headline, email,
 * phone, location (with its street address), each job's title, employer, dates and description, and each skill. A job is looked up by its employer
 * and title first (a parser may split or merge entries), then by its place.
 */
export function compareReadBack(source: ResumeDocument, parsed: ResumeDocument): ReadBackField[] {
  const out: ReadBackField[] = [];
  const { basics } = source;
  if (basics.name) {
    out.push(
      field('name', '', basics.name, parsed.basics.name, fold(basics.name) === fold(parsed.basics.name)),
    );
  }
  if (basics.label) {
    out.push(
      field(
        'headline',
        '',
        basics.label,
        parsed.basics.label,
        fold(basics.label) === fold(parsed.basics.label),
      ),
    );
  }
  if (basics.email) {
    out.push(
      field('email', '', basics.email, parsed.basics.email, fold(basics.email) === fold(parsed.basics.email)),
    );
  }
  if (basics.phone) {
    out.push(
      field(
        'phone',
        '',
        basics.phone,
        parsed.basics.phone,
        digits(basics.phone) === digits(parsed.basics.phone),
      ),
    );
  }
  if (basics.location) {
    const place = locationText(basics.location);
    const back = parsed.basics.location ? locationText(parsed.basics.location) : undefined;
    out.push(field('location', '', place, back, fold(place) === fold(back)));
  }
  source.work.forEach((job, index) => {
    const back =
      parsed.work.find(
        (entry) => fold(entry.company) === fold(job.company) && fold(entry.position) === fold(job.position),
      ) ?? parsed.work[index];
    out.push(
      field('title', job.id, job.position, back?.position, fold(back?.position) === fold(job.position)),
    );
    out.push(
      field('employer', job.id, job.company, back?.company, fold(back?.company) === fold(job.company)),
    );
    if (job.start || job.end || job.current) {
      out.push(
        field(
          'dates',
          job.id,
          rangeText(job),
          back ? rangeText(back) : null,
          back ? sameDates(job, back) : false,
        ),
      );
    }
    // The description must come back as the description, not as a first bullet or lost in the header.
    if (job.summary?.trim()) {
      out.push(
        field('description', job.id, job.summary, back?.summary, fold(back?.summary) === fold(job.summary)),
      );
    }
  });
  const skillsBack = new Map(
    parsed.skills.flatMap((group) => group.keywords.map((skill) => [fold(skill), skill])),
  );
  for (const group of source.skills) {
    for (const skill of group.keywords) {
      const back = skillsBack.get(fold(skill));
      out.push(field('skill', group.id, skill, back, back !== undefined));
    }
  }
  return out;
}

/** Parses our own export back (PDF or DOCX) and compares it with the document it was rendered from. */
export async function readBack(
  source: ResumeDocument,
  bytes: Uint8Array,
  format: 'pdf' | 'docx',
): Promise<ReadBackField[]> {
  const parsed = await parseResume(bytes, `resume.${format}`);
  return compareReadBack(source, parsed.document);
}
