import { strFromU8, unzipSync } from 'fflate';
import { openPdf } from '../../parse/extract/pdf.ts';
import type { NaiveLine } from './reading.ts';

/**
 * Lines as a simple ATS gets them, with none of our parser's repairs: pdf.js text items in the order
 * the file holds them (not sorted by position), or a DOCX's paragraphs.
 */

/** A line further below the last than this many usual line spacings starts a new block. */
const BLOCK_GAP_RATIO = 1.4;
/** A gap between two items wider than this share of the font size is read as a space. */
const SPACE_GAP_EM = 0.15;

interface Placed {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/** Items of one line joined: a space where the file has one or where the items stand apart. */
function joinItems(items: Placed[]): string {
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    const apart = item.x - end > SPACE_GAP_EM * item.size;
    text += text && apart && !/\s$/.test(text) && !/^\s/.test(item.text) ? ` ${item.text}` : item.text;
    end = item.x + item.width;
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** The most common distance between consecutive baselines: the body's line spacing. */
function usualSpacing(gaps: number[]): number {
  const counts = new Map<number, number>();
  for (const gap of gaps) counts.set(Math.round(gap), (counts.get(Math.round(gap)) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0;
}

/** Lines of a PDF: items in file order, a new line where pdf.js marks one or the baseline moves. */
export async function pdfLines(bytes: Uint8Array): Promise<NaiveLine[]> {
  const pdf = await (await openPdf(bytes)).promise;
  const pages: Array<Array<{ items: Placed[]; y: number }>> = [];
  try {
    for (let number = 1; number <= pdf.numPages; number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      const lines: Array<{ items: Placed[]; y: number }> = [];
      let breakNext = true;
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const [, , , size = 0, x = 0, y = 0] = item.transform as number[];
        const line = lines.at(-1);
        if (item.str) {
          if (breakNext || !line || Math.abs(line.y - y) > size / 2) lines.push({ items: [], y });
          lines.at(-1)!.items.push({ text: item.str, x, y, width: item.width, size });
          breakNext = false;
        }
        if (item.hasEOL) breakNext = true;
      }
      pages.push(lines.filter((line) => line.items.some((item) => item.text.trim())));
    }
  } finally {
    await pdf.destroy();
  }
  const spacing = usualSpacing(
    pages.flatMap((lines) => lines.slice(1).map((line, index) => lines[index]!.y - line.y)),
  );
  return pages.flatMap((lines) =>
    lines.map((line, index) => ({
      text: joinItems(line.items),
      startsBlock: index === 0 || lines[index - 1]!.y - line.y > BLOCK_GAP_RATIO * spacing,
    })),
  );
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!);

/** Lines of a DOCX: each paragraph of the main document, its tabs read as spaces. */
export function docxLines(bytes: Uint8Array): NaiveLine[] {
  const part = unzipSync(bytes, { filter: (file) => file.name === 'word/document.xml' })['word/document.xml'];
  if (!part) throw new Error('Not a DOCX: word/document.xml is missing');
  const xml = strFromU8(part);
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)]
    .map(([paragraph]) =>
      [...paragraph.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)]
        .map(([tag, text]) => (tag === '<w:tab/>' ? ' ' : unescapeXml(text ?? '')))
        .join('')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .map((text) => ({ text, startsBlock: false }));
}
