import type { ResumeDocument } from '../model/resume-document.ts';
import type { DroppedLine, ParseWarning } from './extract/types.ts';
import { headerMaySwap } from './header-doubts.ts';
import type { SectionKind } from './structure/headings.ts';

/**
 * Warnings about what the structure step did with the person's lines, read from its result only: sections
 * whose heading we did not recognise, lines no rule placed (kept in "Other"), lines left out on purpose
 * (running headers and footers, an appended cover letter), and a file that reads as a letter rather than a
 * resume. They exist so nothing moves or disappears without the person being told.
 */
export interface StructureResult {
  document: ResumeDocument;
  /** The extracted text (for the letter check). */
  text: string;
  sections: { kind: SectionKind; title: string }[];
  dropped: DroppedLine[];
}

/** The title the structure step gives the section of lines no rule placed. */
const OTHER_TITLE = 'other';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const quoted = (titles: string[]) => titles.map((title) => `"${title}"`).join(', ');

export function structureWarnings(result: StructureResult): ParseWarning[] {
  const warnings: ParseWarning[] = [];
  const unrecognised = unrecognisedSections(result.sections);
  if (unrecognised.length > 0) {
    warnings.push({
      code: 'sections-unrecognised',
      message: `${plural(unrecognised.length, 'section heading')} did not match a section we know (${quoted(unrecognised)}); their lines were kept under the same heading, but they are not read as experience, education or skills.`,
    });
  }
  const other = linesMovedToOther(result);
  if (other > 0) {
    warnings.push({
      code: 'lines-moved-to-other',
      message: `${plural(other, 'line')} could not be placed in a section or an entry, so ${other === 1 ? 'it was' : 'they were'} kept in a section called "Other".`,
    });
  }
  const running = result.dropped.filter((line) => line.reason === 'running-header-footer');
  if (running.length > 0) {
    const shown = [...new Set(running.map((line) => line.text.trim()))].slice(0, 3);
    warnings.push({
      code: 'running-lines-dropped',
      message: `${plural(running.length, 'line')} repeated at the top or bottom of the pages (${quoted(shown)}) ${running.length === 1 ? 'was' : 'were'} read as a running header or footer and left out.`,
    });
  }
  const letterLines = result.dropped.filter((line) => line.reason === 'cover-letter').length;
  if (letterLines > 0) {
    warnings.push({
      code: 'cover-letter-dropped',
      message: `A cover letter after the resume (${plural(letterLines, 'line')}) was left out; only the resume was read.`,
    });
  }
  const swapped = result.document.work.filter(headerMaySwap);
  if (swapped.length > 0) {
    const shown = swapped.slice(0, 3).map((entry) => `"${entry.position}" at "${entry.company}"`);
    warnings.push({
      code: 'entry-header-unsure',
      message: `In ${plural(swapped.length, 'job')} (${shown.join(', ')}) the title and the employer may be the wrong way round; the Structure panel can swap them.`,
    });
  }
  if (looksLikeCoverLetter(result)) {
    warnings.push({
      code: 'looks-like-cover-letter',
      message:
        'This file reads like a letter (a greeting or a sign-off, and no dated jobs or studies) rather than a resume, so there was little to tailor.',
    });
  }
  return warnings;
}

/** Headings we kept as custom sections because no lexicon entry matched them (a person's own "Other" too). */
function unrecognisedSections(sections: StructureResult['sections']): string[] {
  return [...new Set(sections.filter((s) => s.kind === 'custom').map((s) => s.title.trim()))].filter(Boolean);
}

/**
 * Lines in the "Other" section the structure step adds last. A person's own heading "Other" also becomes a
 * custom section of that title; the added one is the one left over after those.
 */
function linesMovedToOther(result: StructureResult): number {
  const isOther = (title: string) => title.trim().toLowerCase() === OTHER_TITLE;
  const ownOther = result.sections.filter((s) => s.kind === 'custom' && isOther(s.title)).length;
  const others = result.document.custom.filter((section) => isOther(section.title));
  if (others.length <= ownOther) return 0;
  return others[others.length - 1]?.items.length ?? 0;
}

const SALUTATION = /^\s*(dear\b|to whom it may concern\b|hello hiring\b|hi hiring\b)/im;
const CLOSING =
  /^\s*(sincerely|yours (sincerely|faithfully|truly)|(with )?(kind|best|warm(est)?) regards|respectfully( yours)?|thank you for your (time|consideration))\b[,.!]?\s*$/im;

/**
 * A letter rather than a resume: it greets or signs off like a letter and holds no dated job, study or
 * project. A resume with a cover letter appended keeps its dated entries and does not match.
 */
function looksLikeCoverLetter({ document, text }: StructureResult): boolean {
  if (!SALUTATION.test(text) && !CLOSING.test(text)) return false;
  const dated = [...document.work, ...document.education, ...document.projects, ...document.volunteer].some(
    (entry) => entry.start || entry.end,
  );
  return !dated;
}
