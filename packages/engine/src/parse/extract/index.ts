import { ResumeParseError } from '../errors.ts';
import { detectFileKind } from './detect.ts';
import { extractDocx } from './docx.ts';
import { extractPdf, type PdfOptions } from './pdf.ts';
import { decodeText, markdownLines, plainTextLines } from './plain-text.ts';
import {
  assembleText,
  type DroppedLine,
  type ExtractedText,
  MAX_CHARACTERS,
  type ParseMethod,
  type ParseWarning,
  type RawLine,
} from './types.ts';

export { detectFileKind, type FileKind } from './detect.ts';
export { decodeText } from './plain-text.ts';
export * from './types.ts';
export { DEFAULT_ZIP_LIMITS, guardZip, type ZipLimits } from './zip-guard.ts';

export type ExtractOptions = PdfOptions;

/**
 * Reads the text of a resume file: PDF by geometry, DOCX through mammoth, TXT and Markdown directly.
 * Throws only `ResumeParseError`; long files are capped at 20 pages and 100,000 characters, with a warning.
 */
export async function extractText(
  bytes: Uint8Array,
  fileName: string,
  mediaType?: string,
  options: ExtractOptions = {},
): Promise<ExtractedText> {
  try {
    return await extractUnchecked(bytes, fileName, mediaType, options);
  } catch (error) {
    if (error instanceof ResumeParseError) throw error;
    throw new ResumeParseError('corrupt-file', (error as Error)?.message ?? String(error), { cause: error });
  }
}

async function extractUnchecked(
  bytes: Uint8Array,
  fileName: string,
  mediaType: string | undefined,
  options: ExtractOptions,
): Promise<ExtractedText> {
  if (bytes.length === 0) throw new ResumeParseError('empty-text', 'zero-byte file');
  const kind = detectFileKind(bytes, fileName, mediaType);
  let rawLines: RawLine[];
  let parseMethod: ParseMethod;
  let pageCount = 1;
  let links: string[] | undefined;
  let dropped: DroppedLine[] | undefined;
  const warnings: ParseWarning[] = [];
  switch (kind) {
    case 'pdf': {
      const pdf = await extractPdf(bytes, options);
      if (pdf.lines.length === 0)
        throw new ResumeParseError('image-only-pdf', `${pdf.pageCount} pages, no text`);
      rawLines = pdf.lines;
      pageCount = pdf.pageCount;
      links = pdf.links;
      dropped = pdf.dropped;
      parseMethod = pdf.twoColumn ? 'pdf-two-column' : 'pdf-geometry';
      warnings.push(...pdf.warnings);
      break;
    }
    case 'docx':
      rawLines = await extractDocx(bytes);
      parseMethod = 'docx-mammoth';
      break;
    case 'markdown':
    case 'text':
    case 'json': {
      const decoded = decodeText(bytes);
      warnings.push(...decoded.warnings);
      rawLines = kind === 'markdown' ? markdownLines(decoded.text) : plainTextLines(decoded.text);
      parseMethod = kind === 'markdown' ? 'text-markdown' : 'text-plain';
      break;
    }
    case 'mismatch':
      throw new ResumeParseError('corrupt-file', `${fileName}: content does not match the file name`);
    default:
      throw new ResumeParseError('unsupported-type', `${fileName} (${mediaType ?? 'no media type'})`);
  }
  const capped = capCharacters(rawLines);
  if (capped.capped) {
    warnings.push({
      code: 'characters-capped',
      message: `This resume is longer than ${MAX_CHARACTERS.toLocaleString('en-US')} characters; only the first ${MAX_CHARACTERS.toLocaleString('en-US')} were read.`,
    });
  }
  const { text, lines } = assembleText(capped.lines);
  if (!/[\p{L}\p{N}]/u.test(text)) throw new ResumeParseError('empty-text', `${kind}: no letters or digits`);
  return {
    text,
    lines,
    parseMethod,
    pageCount,
    warnings,
    ...(links?.length ? { links } : {}),
    ...(dropped?.length ? { dropped } : {}),
  };
}

/** Keeps whole lines up to the character cap; the line that crosses it is cut. */
export function capCharacters(lines: RawLine[], max = MAX_CHARACTERS): { lines: RawLine[]; capped: boolean } {
  const out: RawLine[] = [];
  let used = 0;
  for (const line of lines) {
    const room = max - used;
    if (room <= 0) return { lines: out, capped: true };
    if (line.text.length > room) {
      out.push({ ...line, text: line.text.slice(0, room) });
      return { lines: out, capped: true };
    }
    out.push(line);
    used += line.text.length + 1;
  }
  return { lines: out, capped: false };
}
