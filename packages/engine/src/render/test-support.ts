import { execFileSync } from 'node:child_process';
import { strFromU8, unzipSync } from 'fflate';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ensurePdftotext } from '../../../../scripts/ensure-browser.mjs';

/**
 * Helpers for the render tests: read back what a renderer wrote with independent tools (pdf.js for
 * PDF, a zip reader for DOCX), so the tests check the files, not our own intermediate structures.
 */

export interface PdfPageText {
  width: number;
  height: number;
  /** Lines rebuilt from text items that share a baseline, top to bottom. */
  lines: string[];
}

type PdfPage = Awaited<ReturnType<Awaited<ReturnType<typeof getDocument>['promise']>['getPage']>>;

/** Opens a PDF with pdf.js, hands each page to `read` in order, and closes the document. */
async function eachPdfPage(bytes: Uint8Array, read: (page: PdfPage, number: number) => Promise<void>) {
  const pdf = await getDocument({
    data: bytes.slice(),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    for (let number = 1; number <= pdf.numPages; number++) await read(await pdf.getPage(number), number);
  } finally {
    await pdf.destroy();
  }
}

export async function readPdfPages(bytes: Uint8Array): Promise<PdfPageText[]> {
  const pages: PdfPageText[] = [];
  await eachPdfPage(bytes, async (page) => {
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const rows = new Map<number, Array<{ x: number; text: string }>>();
    for (const item of content.items) {
      if (!('str' in item) || !item.str) continue;
      const y = Math.round(item.transform[5] as number);
      const row = [...rows.keys()].find((key) => Math.abs(key - y) <= 2) ?? y;
      rows.set(row, [...(rows.get(row) ?? []), { x: item.transform[4] as number, text: item.str }]);
    }
    const lines = [...rows.entries()]
      .sort(([a], [b]) => b - a)
      .map(([, items]) =>
        items
          .sort((a, b) => a.x - b.x)
          .map((item) => item.text)
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim(),
      )
      .filter(Boolean);
    pages.push({ width: viewport.width, height: viewport.height, lines });
  });
  return pages;
}

/** All text of a PDF, pages joined, whitespace collapsed. */
export async function readPdfText(bytes: Uint8Array): Promise<string> {
  const pages = await readPdfPages(bytes);
  return pages.map((page) => page.lines.join('\n')).join('\n');
}

/** The files inside a DOCX package, as text where they are XML. */
export function readDocxParts(bytes: Uint8Array): Map<string, string> {
  const parts = new Map<string, string>();
  for (const [name, data] of Object.entries(unzipSync(bytes))) {
    if (/\.(xml|rels)$/.test(name)) parts.set(name, strFromU8(data));
  }
  return parts;
}

/** Letters and digits of `text` as lower-case words, in order; punctuation and symbols are dropped. */
export function words(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** Length of the longest common subsequence: how many words survive in their original order. */
export function wordsInOrder(expected: string[], actual: string[]): number {
  let previous = new Array<number>(actual.length + 1).fill(0);
  for (const word of expected) {
    const current = new Array<number>(actual.length + 1).fill(0);
    for (let j = 1; j <= actual.length; j++) {
      current[j] = word === actual[j - 1] ? previous[j - 1]! + 1 : Math.max(previous[j]!, current[j - 1]!);
    }
    previous = current;
  }
  return previous[actual.length]!;
}

export interface PdfTextItem {
  text: string;
  /** pdf.js marks the last item of a line. */
  endsLine: boolean;
  page: number;
  /** Where the item starts and how wide it is, and its font size, in points. */
  x: number;
  width: number;
  size: number;
}

/** pdf.js text items exactly as getTextContent gives them, in the order the file holds them. */
export async function readPdfItems(bytes: Uint8Array): Promise<PdfTextItem[]> {
  const items: PdfTextItem[] = [];
  await eachPdfPage(bytes, async (page, number) => {
    const content = await page.getTextContent();
    for (const item of content.items)
      if ('str' in item)
        items.push({
          text: item.str,
          endsLine: item.hasEOL,
          page: number,
          x: item.transform[4] as number,
          width: item.width,
          size: Math.hypot(item.transform[2] as number, item.transform[3] as number),
        });
  });
  return items;
}

/** What poppler's `pdftotext -raw` reads: the text in content-stream order, as many ATS get it. */
export function pdftotextRaw(bytes: Uint8Array): string {
  const path = ensurePdftotext();
  if (!path)
    throw new Error(
      'pdftotext is missing: install poppler-utils (scripts/ensure-browser.mjs does, as root).',
    );
  return execFileSync(path, ['-raw', '-enc', 'UTF-8', '-', '-'], { input: bytes, encoding: 'utf8' });
}
