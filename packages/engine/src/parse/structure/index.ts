import { numberIdsByPosition } from '../../model/ids.ts';
import { emptyResumeDocument, type ResumeDocument, type SectionKey } from '../../model/resume-document.ts';
import type { ExtractedLine } from '../extract/types.ts';
import { unplacedLines } from './conservation.ts';
import { brokenEmailHalves, findIdentity, readContact } from './contact.ts';
import { findDateRange, hasStrongDate, rangeContinuation, withoutDate } from './dates.ts';
import { readEducation } from './education.ts';
import { placeHeaderParts } from './header-parts.ts';
import {
  BULLET_LABEL_KINDS,
  type HeadingStyle,
  headingKey,
  headingScore,
  inlineHeading,
  isAllCaps,
  letterSpacedHeading,
  type SectionKind,
} from './headings.ts';
import { collectBullets, joinWrapped, type StructLine, spanOf, stripBullet } from './lines.ts';
import { readCustom, readLanguages, readProjects, readSimpleEntries, readSkills } from './lists.ts';
import { holdsOnlyContact, liftProfiles } from './stray-contact.ts';
import { readVolunteer, readWork } from './work.ts';

export interface Section {
  kind: SectionKind;
  title: string;
  /** The heading line, absent for sections opened inline ('Skills: a, b'). */
  heading?: StructLine;
  lines: StructLine[];
}

export interface Structured {
  document: ResumeDocument;
  sections: Section[];
  header: StructLine[];
}

/** The font size most characters are set in: the body size that headings are compared with. */
function bodyFontSize(lines: ExtractedLine[]): number | undefined {
  const weight = new Map<number, number>();
  for (const line of lines) {
    if (!line.fontSize) continue;
    const size = Math.round(line.fontSize * 2) / 2;
    weight.set(size, (weight.get(size) ?? 0) + line.text.length);
  }
  let best: number | undefined;
  let bestWeight = -1;
  for (const [size, w] of weight) {
    if (w > bestWeight) {
      best = size;
      bestWeight = w;
    }
  }
  return best;
}

/**
 * Mends date ranges cut across two lines by a narrow date column: the end ('Present', 'May 2020', '- Present')
 * moves from the start of the next line to the range it finishes, so the rest of that line is a bullet again.
 */
export function mendSplitRanges(lines: ExtractedLine[]): ExtractedLine[] {
  const out = lines.map((line) => ({ ...line }));
  for (let i = 0; i + 1 < out.length; i++) {
    const line = out[i] as ExtractedLine;
    const next = out[i + 1] as ExtractedLine;
    const trimmed = next.text.trimStart();
    const cut = rangeContinuation(line.text, trimmed);
    if (!cut) continue;
    const moved = trimmed.slice(0, cut.take).trim();
    const before = line.text.slice(0, cut.insertAt).trimEnd();
    const after = line.text.slice(cut.insertAt).trimStart();
    line.text = [before, moved, after].filter(Boolean).join(' ');
    const skipped = next.text.length - trimmed.length + cut.take;
    out[i + 1] = { ...next, text: next.text.slice(skipped), start: next.start + skipped };
  }
  return out.filter((line) => line.text.trim().length > 0);
}

export function toStructLines(input: ExtractedLine[]): StructLine[] {
  const lines = mendSplitRanges(input);
  // DOCX and Markdown give sizes only to headings; their body text counts as 12 pt.
  const body =
    bodyFontSize(lines.filter((l) => !l.heading)) ?? (lines.some((l) => l.fontSize) ? 12 : undefined);
  return lines.map((line) => {
    const stripped = stripBullet(line.text);
    const leading = line.text.length - line.text.trimStart().length;
    const offset = line.text.length - stripped.text.length - leading;
    return {
      text: stripped.text.trim(),
      start: line.start + (stripped.bullet ? Math.max(0, offset) : 0),
      end: line.end,
      bullet: stripped.bullet,
      bold: line.bold,
      relativeSize: body && line.fontSize ? line.fontSize / body : undefined,
      declared: line.heading,
      indent: line.indent,
      ...(line.right !== undefined ? { right: line.right } : {}),
      ...(stripped.marker ? { marker: stripped.marker } : {}),
      ...(line.iconLead ? { iconLead: true } : {}),
    };
  });
}

/** Finds headings and cuts the lines into a header block and sections. */
export function segment(lines: StructLine[]): { header: StructLine[]; sections: Section[] } {
  const scored = lines.map((line) => (line.bullet ? { score: -10 } : headingScore(line)));
  // When the source marks its headings (DOCX styles, Markdown '#'), unmarked lines such as a bold
  // 'Key Achievements:' inside a job are not section headings.
  const declaredHeadings = lines.filter((l, i) => l.declared && scored[i]?.kind !== undefined).length;
  const isLexiconHeading = scored.map(
    (s, i) => s.score >= 4 && s.kind !== undefined && (declaredHeadings < 3 || Boolean(lines[i]?.declared)),
  );
  const style = headingStyle(lines.filter((_, i) => isLexiconHeading[i]));
  // Where headings share a strong style (capitals set bold or large), a section name in plain body type is
  // a word of an entry ('Volunteer' as the role under an organisation), not a heading.
  for (const [i, line] of lines.entries()) {
    if (isLexiconHeading[i] && breaksHeadingStyle(line, style)) isLexiconHeading[i] = false;
  }
  const firstLexicon = isLexiconHeading.indexOf(true);
  // A section's name printed again and again ('Highlights' in every job) labels a part of each entry.
  const timesSeen = new Map<string, number>();
  for (const [i, line] of lines.entries())
    if (isLexiconHeading[i])
      timesSeen.set(headingKey(line.text), (timesSeen.get(headingKey(line.text)) ?? 0) + 1);

  const header: StructLine[] = [];
  const sections: Section[] = [];
  let current: Section | undefined;
  for (const [i, line] of lines.entries()) {
    const s = scored[i] ?? { score: 0 };
    let kind: SectionKind | undefined;
    const repeatedLabel =
      current !== undefined &&
      ENTRY_KINDS.has(current.kind) &&
      s.kind !== undefined &&
      BULLET_LABEL_KINDS.has(s.kind) &&
      (timesSeen.get(headingKey(line.text)) ?? 0) >= 2;
    if (isLexiconHeading[i] && !repeatedLabel) kind = s.kind;
    else if (
      firstLexicon >= 0 &&
      i > firstLexicon &&
      looksLikeCustomHeading(line, lines[i + 1], style) &&
      !(current && headsEntry(lines, i, current.kind, isLexiconHeading))
    )
      kind = 'custom';
    // A section's own name right under a dated entry header of that section is the entry's role ('Volunteer'
    // under 'LionLike MindState, Pomona, CA⇥June 2012 – Present'), not the same section opening again.
    // A bullet that mentions a date ('Led the team to a title in October 2015') is no entry header.
    const previous = current?.lines.at(-1);
    if (
      kind &&
      kind === current?.kind &&
      previous === lines[i - 1] &&
      previous &&
      !previous.bullet &&
      hasStrongDate(previous.text)
    )
      kind = undefined;
    if (kind) {
      const title = letterSpacedHeading(line.text) ?? line.text.replace(/[:\s]+$/, '');
      current = { kind, title, heading: line, lines: [] };
      sections.push(current);
      continue;
    }
    const inline = !line.bullet && current?.kind !== 'skills' ? inlineHeading(line.text) : undefined;
    if (inline && (current || i > 0)) {
      const offset = line.text.indexOf(inline.rest);
      current = {
        kind: inline.kind,
        title: inline.title,
        lines: [{ ...line, text: inline.rest, start: line.start + Math.max(0, offset) }],
      };
      sections.push(current);
      continue;
    }
    if (current) current.lines.push(line);
    else header.push(line);
  }
  return { header, sections };
}

/** Sections of dated entries, inside which a label can stand over each entry's bullets. */
const ENTRY_KINDS: ReadonlySet<SectionKind> = new Set(['work', 'volunteer', 'projects']);

/** How much larger than body text a resume's headings must be set for size alone to mark them. */
const LARGE_HEADINGS = 1.25;

function breaksHeadingStyle(line: StructLine, style: HeadingStyle | undefined): boolean {
  if (!style || line.declared) return false;
  // Headings set well above body size: a section's name in body size is a label inside an entry
  // ('Highlights' over a job's bullets, 'Certificate' under a course), whatever its case.
  if (style.relativeSize >= LARGE_HEADINGS && (line.relativeSize ?? 1) * 1.2 <= style.relativeSize)
    return true;
  if (!style.caps || isAllCaps(line.text)) return false;
  if (!style.bold && style.relativeSize <= 1.05) return false;
  return !line.bold && (line.relativeSize ?? 1) < style.relativeSize - 0.05;
}

function headingStyle(lines: StructLine[]): HeadingStyle | undefined {
  // Each heading counts once: a label repeated in every entry ('Highlights') does not set the style.
  const seen = new Set<string>();
  const headings = lines.filter((line) => {
    const key = headingKey(line.text);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (headings.length === 0) return undefined;
  const majority = (test: (l: StructLine) => boolean) => headings.filter(test).length * 2 > headings.length;
  const sizes = headings.map((h) => h.relativeSize ?? 1).sort((a, b) => a - b);
  return {
    caps: majority((h) => isAllCaps(h.text)),
    bold: majority((h) => Boolean(h.bold)),
    relativeSize: sizes[Math.floor(sizes.length / 2)] ?? 1,
  };
}

/**
 * An unknown heading must look like the resume's known headings (same capitals, weight and size), be
 * short, hold no digits, and be followed by content rather than by a date line (an employer in capitals
 * above 'Engineer, 2019 – 2021' is not a heading).
 */
function looksLikeCustomHeading(
  line: StructLine,
  next: StructLine | undefined,
  style?: HeadingStyle,
): boolean {
  const text = line.text.trim();
  if (line.bullet || !next || text.length < 3 || /[\d@.,;]$|\d|https?:|@/.test(text)) return false;
  // A word that ends in a dot and a domain's letters ('OOK.COM', the tail of an address a column cut) is no heading.
  if (/[\p{L}\p{N}]\.\p{L}{2,}$/u.test(text)) return false;
  const words = text.split(/\s+/).length;
  if (words > 5) return false;
  // A declared heading of a lower level than the section headings ('### Acme Corp' under '## Experience')
  // heads an entry, not a section.
  if (line.declared)
    return (line.relativeSize ?? 1) >= (style?.relativeSize ?? 0) - 0.01 && !hasStrongDate(next.text);
  if (!style) return false;
  const caps = isAllCaps(text);
  if (style.caps && !caps) return false;
  if (!style.caps && !caps && !/^[\p{Lu}]/u.test(text)) return false;
  if (style.bold !== Boolean(line.bold)) return false;
  if (Math.abs((line.relativeSize ?? 1) - style.relativeSize) > 0.08) return false;
  if (!style.caps && !style.bold && style.relativeSize < 1.1) return false;
  return !hasStrongDate(next.text) && !hasStrongDate(text);
}

/** Sections made of dated entries, where a short line in capitals is as likely an entry's first line as a heading. */
const ENTRY_SECTIONS = new Set<SectionKind>(['work', 'education', 'volunteer', 'projects']);
/** How far below an entry's first line its dates may stand: title, employer line, dates. */
const ENTRY_HEADER_REACH = 3;

/** A date beside a header (a range, a month and year), or any date alone on its line ('2012'). */
function isDateLine(text: string): boolean {
  if (hasStrongDate(text)) return true;
  const match = findDateRange(text);
  return Boolean(match && !withoutDate(text, match));
}

/**
 * Inside a section of dated entries, a line that looks like an unknown heading but has a date within the
 * next few lines (before any known heading) opens another entry: 'LEAD ENGINEER' / 'CISCO -' / 'June 2014
 * to Present', or 'B.COM' / 'ARMY PUBLIC SCHOOL' / '2012'. A heading is followed by its section's lines;
 * a title or a degree is followed by its employer or school and its dates.
 */
function headsEntry(
  lines: StructLine[],
  index: number,
  kind: SectionKind,
  isLexiconHeading: boolean[],
): boolean {
  if (!ENTRY_SECTIONS.has(kind)) return false;
  for (let j = index + 1; j <= index + ENTRY_HEADER_REACH && j < lines.length; j++) {
    const next = lines[j];
    if (!next || isLexiconHeading[j] || next.bullet) return false;
    if (isDateLine(next.text)) return true;
  }
  return false;
}

const CUSTOM_TITLES: Partial<Record<SectionKind, string>> = {
  interests: 'Interests',
  references: 'References',
};

/** Lines → ResumeDocument with source spans and ids. */
export interface StructureInputs {
  /** Targets of link annotations (PDF). */
  links?: string[];
  /** Running header and footer lines left out of the text; read for contact details only. */
  runningLines?: string[];
}

export function structureLines(
  lines: ExtractedLine[],
  text: string,
  inputs: StructureInputs = {},
): Structured {
  const structLines = toStructLines(lines).filter((l) => l.text.length > 0);
  const segmented = segment(structLines);
  const { header } = segmented;
  const strayProfiles: StructLine[] = [];
  const sections = segmented.sections.map((section) => {
    if (section.kind === 'contact') return section;
    if (section.kind === 'summary' && holdsOnlyContact(section.lines))
      return { ...section, kind: 'contact' as const };
    const { kept, profiles } = liftProfiles(section.lines);
    strayProfiles.push(...profiles);
    return { ...section, lines: kept };
  });
  const doc = emptyResumeDocument();
  const contactLines = [
    ...header,
    ...strayProfiles,
    ...sections.filter((s) => s.kind === 'contact').flatMap((s) => s.lines),
    ...(inputs.runningLines ?? []).map((line) => ({ text: line })),
  ];
  doc.basics = readContact(contactLines, text, inputs.links);
  if (!doc.basics.name) {
    // Designed layouts sometimes set the name in a column that reads after the first heading; the largest
    // name-like type near the top is then the name.
    const large = structLines.slice(0, 80).filter((l) => (l.relativeSize ?? 1) >= 1.6 && !l.bullet);
    const fallback = findIdentity(large);
    if (fallback.name)
      doc.basics = { ...doc.basics, name: fallback.name, label: doc.basics.label ?? fallback.label };
  }

  const order: SectionKey[] = [];
  const note = (key: SectionKey) => {
    if (!order.includes(key)) order.push(key);
  };
  const summaryParts: { text: string; start: number; end: number }[] = [];
  for (const section of sections) {
    switch (section.kind) {
      case 'summary':
        for (const item of collectBullets(section.lines)) {
          summaryParts.push({ text: item.text, start: item.source.start, end: item.source.end });
        }
        note('summary');
        break;
      case 'work':
        doc.work.push(...readWork(section.lines));
        note('work');
        break;
      case 'volunteer':
        doc.volunteer.push(...readVolunteer(section.lines, section.title));
        note('volunteer');
        break;
      case 'education':
        doc.education.push(...readEducation(section.lines));
        note('education');
        break;
      case 'skills':
        doc.skills.push(...readSkills(section.lines));
        note('skills');
        break;
      case 'projects':
        doc.projects.push(...readProjects(section.lines));
        note('projects');
        break;
      case 'certificates':
        doc.certificates.push(...readSimpleEntries(section.lines));
        note('certificates');
        break;
      case 'awards':
        doc.awards.push(...readSimpleEntries(section.lines));
        note('awards');
        break;
      case 'publications':
        doc.publications.push(...readSimpleEntries(section.lines));
        note('publications');
        break;
      case 'languages':
        doc.languages.push(...readLanguages(section.lines));
        note('languages');
        break;
      case 'contact':
        break;
      default: {
        const title = CUSTOM_TITLES[section.kind] ?? titleCase(section.title);
        const custom = readCustom(title, section.lines);
        if (custom.items.length > 0) {
          doc.custom.push(custom);
          note('custom');
        }
      }
    }
  }
  const headerProse = proseLines(header);
  const isHeaderProse = (line: (typeof header)[number]) => headerProse.has(line);
  if (summaryParts.length === 0) {
    // A paragraph in the header (a profile without a heading) is the summary.
    const headerProse = header.filter(isHeaderProse);
    for (const item of collectBullets(headerProse)) {
      summaryParts.push({ text: item.text, start: item.source.start, end: item.source.end });
    }
    if (summaryParts.length > 0) order.unshift('summary');
  }
  if (summaryParts.length > 0) {
    doc.summary = {
      id: 'S',
      text: joinWrapped(summaryParts.map((p) => p.text)),
      source: { start: summaryParts[0]?.start ?? 0, end: summaryParts[summaryParts.length - 1]?.end ?? 0 },
    };
  }
  // A header part no contact field holds: a street address is the location's; anything else is kept below.
  const headerPlacement = placeHeaderParts(header, doc.basics, isHeaderProse);
  // (an address is only read beside the place the location holds, so the location is there.)
  if (headerPlacement.address && doc.basics.location)
    doc.basics.location = { ...doc.basics.location, address: headerPlacement.address };
  // Whatever no rule placed (a quote, a line between entries, a header part no field holds) goes to an
  // explicit "Other" section instead of disappearing.
  const unplaced = unplacedLines(doc, structLines, [
    ...sections.flatMap((s) => [s.title, s.heading?.text ?? '']),
    ...brokenEmailHalves(contactLines.map((line) => line.text)),
  ]);
  for (const part of headerPlacement.leftovers) {
    if (!unplaced.some((line) => line.start === part.start)) unplaced.push(part);
  }
  unplaced.sort((a, b) => a.start - b.start);
  if (unplaced.length > 0) {
    doc.custom.push({
      id: '',
      title: 'Other',
      items: unplaced.map((line) => ({
        id: '',
        text: line.text,
        source: { start: line.start, end: line.end },
      })),
      source: spanOf(unplaced),
    });
    note('custom');
  }
  doc.sectionOrder = order.filter((key) => key !== 'summary' || doc.summary);
  return { document: numberIdsByPosition(doc), sections, header };
}

/**
 * The most header text read as a profile: a summary is a paragraph or two. A file of page after page
 * of long lines and no heading keeps the rest as lines of their own (in "Other"), instead of one
 * run-on summary longer than any line the tailoring takes.
 */
const HEADER_SUMMARY_MAX_CHARS = 2_000;

/**
 * The header's lines of prose (a profile without a heading): a long line with no address or number in it,
 * and the wrapped lines that carry on its sentence ('users. Known for careful work.'), up to
 * HEADER_SUMMARY_MAX_CHARS.
 */
function proseLines<L extends { text: string }>(header: L[]): Set<L> {
  const prose = new Set<L>();
  let length = 0;
  for (const [i, line] of header.entries()) {
    if (/@|\d{3}/.test(line.text)) continue;
    const previous = header[i - 1];
    const carriesOn = previous !== undefined && prose.has(previous) && /^[a-z]/.test(line.text);
    if (line.text.split(/\s+/).length < 12 && !carriesOn) continue;
    length += line.text.length + 1;
    if (length > HEADER_SUMMARY_MAX_CHARS) break;
    prose.add(line);
  }
  return prose;
}

function titleCase(title: string): string {
  if (!isAllCaps(title)) return title;
  return headingKey(title)
    .split(' ')
    .map((w) =>
      w.length > 3 || title.split(/\s+/).length === 1 ? w.charAt(0).toUpperCase() + w.slice(1) : w,
    )
    .join(' ')
    .replace(/^./, (c) => c.toUpperCase());
}
