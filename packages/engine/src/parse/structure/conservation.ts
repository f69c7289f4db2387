import type { ResumeDocument } from '../../model/resume-document.ts';
import type { StructLine } from './lines.ts';

/**
 * Conservation: every non-empty line of the extracted text must land somewhere the person can see it — in a
 * section, an entry, or an explicit "Other" section. A line counts as placed when every word of it (three
 * letters or more, or a number of two digits or more) is among the words the document holds; words that
 * only label a field ('Email:', 'Expected Graduation:') and the section headings themselves count as placed.
 */
const FIELD_LABELS = new Set([
  'email',
  'mail',
  'phone',
  'mobile',
  'tel',
  'telephone',
  'cell',
  'fax',
  'address',
  'website',
  'homepage',
  'portfolio',
  'expected',
  'graduation',
  'graduated',
  'anticipated',
  'coursework',
]);

function fold(text: string): string {
  return text.normalize('NFKC').replace(/[‘’ʼ]/g, "'").toLowerCase();
}

export function wordsOf(text: string): string[] {
  return (fold(text).match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (w) => (/\d/.test(w) ? w.length >= 2 : w.length >= 3) && !FIELD_LABELS.has(w),
  );
}

/** Every word the document's values hold (ids and normalised dates aside). */
export function documentWords(doc: ResumeDocument): Set<string> {
  const out = new Set<string>();
  const visit = (value: unknown, key?: string): void => {
    if (key === 'id' || key === 'iso' || key === 'source') return;
    if (typeof value === 'string') for (const w of fold(value).match(/[\p{L}\p{N}]+/gu) ?? []) out.add(w);
    else if (Array.isArray(value)) for (const item of value) visit(item);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, k);
  };
  visit(doc);
  return out;
}

/** The lines whose words the document does not all hold; `placed` adds words held elsewhere (headings). */
export function unplacedLines(doc: ResumeDocument, lines: StructLine[], placed: string[] = []): StructLine[] {
  const have = documentWords(doc);
  for (const text of placed) for (const w of fold(text).match(/[\p{L}\p{N}]+/gu) ?? []) have.add(w);
  return lines.filter((line) => wordsOf(line.text).some((w) => !have.has(w)));
}
