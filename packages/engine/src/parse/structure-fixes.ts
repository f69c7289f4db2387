import { assignIds } from '../model/ids.ts';
import {
  type Bullet,
  emptyResumeDocument,
  type ResumeDate,
  type ResumeDocument,
  SECTION_KEYS,
  type SectionKey,
} from '../model/resume-document.ts';
import { unplacedLines } from './structure/conservation.ts';
import { isOpenEnd, parseDate } from './structure/dates.ts';
import { readEducation } from './structure/education.ts';
import type { StructLine } from './structure/lines.ts';
import { readLanguages, readProjects, readSimpleEntries, readSkills } from './structure/lists.ts';
import { readVolunteer, readWork } from './structure/work.ts';

/**
 * Fixes the person makes to what the parser got wrong (issue 17): a custom section read again as a known
 * kind, an entry's header corrected, a bullet moved to another entry. Each returns a new document and
 * never drops a word of the person's: what a re-read cannot place stays where it was.
 */

/** The kinds a custom section can be read as: every section of the document but the summary and custom. */
export type RereadKind = Exclude<SectionKey, 'summary' | 'custom'>;
export const REREAD_KINDS: readonly RereadKind[] = SECTION_KEYS.filter(
  (key): key is RereadKind => key !== 'summary' && key !== 'custom',
);

export class StructureFixError extends Error {
  constructor(
    readonly reason: 'not-found' | 'nothing-placed' | 'same-entry',
    message: string,
  ) {
    super(message);
    this.name = 'StructureFixError';
  }
}

export interface RereadResult {
  document: ResumeDocument;
  /** Ids of the entries (or skill groups) the re-read added, in order. */
  added: string[];
  /** The lines the re-read could not place; they stay in the custom section. */
  kept: string[];
}

/** Reads `lines` with the section parser of `kind` into an otherwise empty document. */
function readAs(kind: RereadKind, lines: StructLine[]): ResumeDocument {
  const doc = emptyResumeDocument();
  switch (kind) {
    case 'work':
      doc.work = readWork(lines);
      break;
    case 'volunteer':
      doc.volunteer = readVolunteer(lines);
      break;
    case 'education':
      doc.education = readEducation(lines);
      break;
    case 'skills':
      doc.skills = readSkills(lines);
      break;
    case 'projects':
      doc.projects = readProjects(lines);
      break;
    case 'languages':
      doc.languages = readLanguages(lines);
      break;
    default:
      doc[kind] = readSimpleEntries(lines);
  }
  return doc;
}

/**
 * Reads the lines of one custom section (an unrecognised heading or "Other") again as `kind`, with the
 * same section parser the first reading uses, and puts the entries it finds in that section's place.
 * Conservation: a line whose words the new entries do not all hold stays in the custom section (with
 * its id), so nothing is lost; the section goes only when every line was placed. Throws
 * StructureFixError when the section does not exist or no line could be read as that kind.
 */
export function rereadSection(doc: ResumeDocument, sectionId: string, kind: RereadKind): RereadResult {
  const index = doc.custom.findIndex((section) => section.id === sectionId);
  const section = doc.custom[index];
  if (!section) throw new StructureFixError('not-found', `No custom section ${sectionId}`);
  // Items lost their bullet marks when they were first collected; the section parsers find headers by
  // their dates and shape, and every other line becomes the body of the entry above it.
  const lines: StructLine[] = section.items.map((item) => ({
    text: item.text,
    start: item.source?.start ?? 0,
    end: item.source?.end ?? 0,
    bullet: false,
  }));
  const read = readAs(kind, lines);
  const entries = read[kind] as { id: string }[];
  if (entries.length === 0)
    throw new StructureFixError('nothing-placed', `No line of ${sectionId} reads as ${kind}`);
  const unplaced = new Set(unplacedLines(read, lines).map((line) => lines.indexOf(line)));
  const kept = section.items.filter((_, i) => unplaced.has(i));

  const out = structuredClone(doc);
  const list = out[kind] as { id: string }[];
  const before = list.length;
  list.push(...entries);
  if (kept.length > 0) out.custom[index] = { ...section, items: structuredClone(kept) };
  else out.custom.splice(index, 1);
  out.sectionOrder = orderWith(out, kind);
  const numbered = assignIds(out);
  const added = (numbered[kind] as { id: string }[]).slice(before).map((entry) => entry.id);
  return { document: numbered, added, kept: kept.map((item) => item.text) };
}

/** The section order with `kind` shown where the custom sections were, and 'custom' gone once empty. */
function orderWith(doc: ResumeDocument, kind: SectionKey): SectionKey[] {
  const order = [...doc.sectionOrder];
  if (!order.includes(kind)) {
    const at = order.indexOf('custom');
    order.splice(at < 0 ? order.length : at, 0, kind);
  }
  return doc.custom.length > 0 ? order : order.filter((key) => key !== 'custom');
}

/** Header fields of a work or education entry, as the person corrects them; absent fields stay. */
export interface EntryHeaderFix {
  /** Position (work) or degree (education). */
  title?: string;
  /** Company (work) or institution (education). */
  organisation?: string;
  location?: string;
  start?: string;
  end?: string;
}

/** 'Jan 2020' and 'Present' → the dates as written, read where possible, and whether the entry is current. */
export function entryDates(
  start: string,
  end: string,
): { start?: ResumeDate; end?: ResumeDate; current: boolean } {
  const current = !!end && isOpenEnd(end);
  return {
    start: start ? parseDate(start) : undefined,
    end: end ? (current ? { text: end } : parseDate(end)) : undefined,
    current,
  };
}

/** The entry's fields as the person typed them; a field left out keeps its value, an empty one clears it. */
export function correctEntryHeader(
  doc: ResumeDocument,
  entryId: string,
  fix: EntryHeaderFix,
): ResumeDocument {
  const out = structuredClone(doc);
  const work = out.work.find((entry) => entry.id === entryId);
  const education = out.education.find((entry) => entry.id === entryId);
  const entry = work ?? education;
  if (!entry) throw new StructureFixError('not-found', `No work or education entry ${entryId}`);
  const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
  if (work) {
    if (fix.title !== undefined) work.position = clean(fix.title);
    if (fix.organisation !== undefined) work.company = clean(fix.organisation);
  } else if (education) {
    if (fix.title !== undefined) {
      // The degree is one field to the person; area and type were the parser's split of it.
      education.studyType = clean(fix.title) || undefined;
      education.area = undefined;
    }
    if (fix.organisation !== undefined) education.institution = clean(fix.organisation);
  }
  if (fix.location !== undefined) entry.location = clean(fix.location) || undefined;
  if (fix.start !== undefined || fix.end !== undefined) {
    const dates = entryDates(
      clean(fix.start ?? entry.start?.text ?? ''),
      clean(fix.end ?? (work?.current && !entry.end ? 'Present' : (entry.end?.text ?? ''))),
    );
    entry.start = dates.start;
    entry.end = dates.end;
    if (work) work.current = dates.current;
  }
  return out;
}

type WithBullets = { id: string; highlights: Bullet[] };

function entriesWithBullets(doc: ResumeDocument): WithBullets[] {
  return [...doc.work, ...doc.education, ...doc.projects, ...doc.volunteer];
}

/**
 * Moves one bullet, with the sub-bullets under it, to the end of another entry; the moved bullet
 * becomes a top-level one there and its sub-bullets keep their depth under it. Each line gets the next
 * bullet id of that entry not taken in this document nor in `reserved` (the ids of the upload, so a
 * moved line is never checked against another line's source). Answers the new document, the bullet's
 * new id, and every line's old and new id.
 */
export function moveBullet(
  doc: ResumeDocument,
  bulletId: string,
  toEntryId: string,
  reserved: Iterable<string> = [],
): { document: ResumeDocument; id: string; moved: { from: string; to: string }[] } {
  const out = structuredClone(doc);
  const entries = entriesWithBullets(out);
  const from = entries.find((entry) => entry.highlights.some((line) => line.id === bulletId));
  const to = entries.find((entry) => entry.id === toEntryId);
  if (!from) throw new StructureFixError('not-found', `No bullet ${bulletId}`);
  if (!to) throw new StructureFixError('not-found', `No entry ${toEntryId}`);
  if (from === to) throw new StructureFixError('same-entry', `${bulletId} is already in ${toEntryId}`);
  const at = from.highlights.findIndex((line) => line.id === bulletId);
  const depth = from.highlights[at]?.level ?? 0;
  let count = 1;
  while ((from.highlights[at + count]?.level ?? 0) > depth) count += 1;
  const lines = from.highlights.splice(at, count);
  const taken = new Set([...reserved, ...to.highlights.map((b) => b.id)]);
  const moved: { from: string; to: string }[] = [];
  let n = 1;
  for (const line of lines) {
    while (taken.has(`${to.id}.B${n}`)) n += 1;
    const id = `${to.id}.B${n}`;
    taken.add(id);
    const level = (line.level ?? 0) - depth;
    const { level: _, ...rest } = line;
    to.highlights.push({ ...rest, id, ...(level > 0 ? { level } : {}) });
    moved.push({ from: line.id, to: id });
  }
  return { document: out, id: moved[0]!.to, moved };
}
