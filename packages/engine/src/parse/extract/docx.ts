import mammoth from 'mammoth';
import { ResumeParseError } from '../errors.ts';
import { htmlToLines } from './html-lines.ts';
import type { RawLine } from './types.ts';
import { guardZip } from './zip-guard.ts';

/** Extracts paragraphs, headings and list items from a DOCX, after the ZIP container passed its checks. */
export async function extractDocx(bytes: Uint8Array): Promise<RawLine[]> {
  const entries = guardZip(bytes);
  if (!entries.some((e) => e.name === 'word/document.xml')) {
    throw new ResumeParseError('corrupt-file', 'docx: no word/document.xml');
  }
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      {
        // Images carry no resume text; skipping them avoids base64-encoding every picture.
        convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
        ignoreEmptyParagraphs: true,
      },
    );
    html = result.value;
  } catch (error) {
    throw new ResumeParseError('corrupt-file', `docx: ${(error as Error)?.message ?? error}`, {
      cause: error,
    });
  }
  return htmlToLines(html);
}
