import { INPUT_LINE_MAX_CHARS } from '@hireproof/contract';
import { guardZip } from '@hireproof/engine';
import { inflateSync } from 'fflate';

/**
 * The most XML a DOCX may hold, all its parts together, as its zip entries declare them. A real
 * resume's XML is tens to hundreds of kilobytes; the DOCX reader (mammoth) builds a tree of it whose
 * size is many times the XML, so 20 MB of XML ran a 256 MB thread out of memory (issue 26), 8 MB took
 * 6 s on an idle core, and 3.9 MB ran past the 8 s reading deadline on a loaded 2-core machine. The
 * engine's zip guard refuses an entry that inflates past what it declared, so the declared sizes bound
 * the real ones.
 */
export const DOCX_XML_MAX_BYTES = 2 * 1024 * 1024;

export const DOCX_LIMIT_MESSAGES = {
  tooMuchXml: `This file is too large to read: its text and formatting take more than ${DOCX_XML_MAX_BYTES / 1024 / 1024} MB, far more than a resume. Please save your resume again as a simple DOCX, PDF or plain-text file and upload that.`,
  paragraphTooLong: `This file is too large to read: a paragraph is longer than ${INPUT_LINE_MAX_CHARS.toLocaleString('en-US')} characters. Please break the text into shorter paragraphs and try again.`,
} as const;

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;

/**
 * The uncompressed bytes a DOCX's central directory declares for its XML parts (`.xml`, `.rels`).
 * Reads only the directory (no inflating), so it is cheap enough for the request thread. Undefined
 * when there is no readable directory: the engine then answers for the damaged file.
 */
export function declaredDocxXmlBytes(bytes: Uint8Array): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === EOCD_SIGNATURE) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return undefined;
  const entries = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL_SIGNATURE) return undefined;
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (at + 46 + nameLength > bytes.length) return undefined;
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)).toLowerCase();
    if (name.endsWith('.xml') || name.endsWith('.rels')) total += size;
    at += skip;
  }
  return total;
}

/**
 * The longest paragraph of a DOCX's body, in characters of text (`<w:t>` runs, entities counted as
 * written). Inflates word/document.xml only after the engine's zip guard has checked every entry;
 * meant for a pool thread, before the reader, which needs seconds for one 100k-character paragraph.
 * Throws the engine's ResumeParseError for a damaged or hostile container.
 */
export function longestDocxParagraph(bytes: Uint8Array): number {
  const entry = guardZip(bytes).find((candidate) => candidate.name === 'word/document.xml');
  if (!entry) return 0;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const local = entry.localHeaderOffset;
  const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  const stored = bytes.subarray(start, start + entry.compressedSize);
  const xml = new TextDecoder().decode(
    entry.method === 0 ? stored : inflateSync(stored, { out: new Uint8Array(entry.uncompressedSize) }),
  );
  let longest = 0;
  for (const paragraph of xml.split('</w:p>')) {
    let length = 0;
    for (const run of paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)) length += run[1]!.length;
    longest = Math.max(longest, length);
  }
  return longest;
}
