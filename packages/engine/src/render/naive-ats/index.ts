import type { ResumeDocument } from '../../model/resume-document.ts';
import { compareNaiveReading, type NaiveField } from './compare.ts';
import { docxLines, pdfLines } from './lines.ts';
import { type NaiveReading, readNaively } from './reading.ts';

export type { NaiveField } from './compare.ts';
export type { NaiveReading } from './reading.ts';

/** What a simple ATS fills in from a PDF or DOCX (see reading.ts for how naive it is on purpose). */
export async function readFileNaively(bytes: Uint8Array, format: 'pdf' | 'docx'): Promise<NaiveReading> {
  // A DOCX has no geometry: its entries are found by their dates instead of by gaps.
  return format === 'pdf' ? readNaively(await pdfLines(bytes), true) : readNaively(docxLines(bytes), false);
}

/** The naive reading of a file, field by field against the document it was rendered from. */
export async function naiveReadBack(
  source: ResumeDocument,
  bytes: Uint8Array,
  format: 'pdf' | 'docx',
): Promise<NaiveField[]> {
  return compareNaiveReading(source, await readFileNaively(bytes, format));
}
