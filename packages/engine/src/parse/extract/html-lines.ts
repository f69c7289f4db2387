import { scanHtml } from '../../html/html-scan.ts';
import { cleanLineText } from './repair.ts';
import type { RawLine } from './types.ts';

/**
 * Turns the small, well-formed HTML that mammoth writes (h1–h6, p, li, table cells, strong, em, a, br) into
 * lines with heading and bold features. The tags come from the engine's one HTML reader (`scanHtml`), which
 * keeps the extractor free of a DOM.
 */
const HEADING_SIZE: Record<string, number> = { h1: 20, h2: 16, h3: 14, h4: 13, h5: 12, h6: 12 };
const BLOCKS = new Set(['p', 'li', 'td', 'th', 'tr', 'table', 'ul', 'ol', ...Object.keys(HEADING_SIZE)]);

/** Characters of indent per list level, as a page would set them. */
const LIST_LEVEL_INDENT = 4;

export function htmlToLines(html: string): RawLine[] {
  const lines: RawLine[] = [];
  let text = '';
  let boldChars = 0;
  let chars = 0;
  let boldDepth = 0;
  let heading: string | undefined;
  let listItem = false;
  /** Lists inside lists: a sub-bullet (a deeper numbering level in the DOCX) sits one level in. */
  let listDepth = 0;
  let cellsInRow = 0;

  const flush = () => {
    const cleaned = cleanLineText(text).replace(/[ \t]*\n[ \t]*/g, '\n');
    for (const [i, part] of cleaned.split('\n').entries()) {
      const trimmed = part
        .replace(/ {2,}/g, ' ')
        .replace(/ *\t+ */g, '\t')
        .trim();
      if (!trimmed) continue;
      lines.push({
        text: listItem && i === 0 ? `- ${trimmed}` : trimmed,
        heading: heading !== undefined,
        fontSize: heading ? HEADING_SIZE[heading] : undefined,
        bold: chars > 0 && boldChars / chars >= 0.6,
        ...(listItem && listDepth > 1 ? { indent: (listDepth - 1) * LIST_LEVEL_INDENT } : {}),
      });
    }
    text = '';
    boldChars = 0;
    chars = 0;
  };

  const onText = (decoded: string) => {
    text += decoded;
    const visible = decoded.replace(/\s/g, '').length;
    chars += visible;
    if (boldDepth > 0) boldChars += visible;
  };
  const onTag = (name: string, closing: boolean) => {
    if (name === 'strong' || name === 'b') {
      boldDepth = Math.max(0, boldDepth + (closing ? -1 : 1));
    } else if (name === 'br') {
      text += '\n';
    } else if (name === 'td' || name === 'th') {
      // Cells of one table row stay on one line, separated by a tab, as they sit side by side on the page.
      if (closing) {
        text += '\t';
      } else {
        cellsInRow += 1;
      }
    } else if (name === 'tr') {
      if (closing) {
        text = text.replace(/\t+$/, '');
        flush();
      }
      cellsInRow = 0;
    } else if (BLOCKS.has(name)) {
      if (name === 'p' && cellsInRow > 0) {
        if (closing) text += ' ';
        return;
      }
      flush();
      if (name.startsWith('h')) heading = closing ? undefined : name;
      if (name === 'li') listItem = !closing;
      if (name === 'ul' || name === 'ol') listDepth = Math.max(0, listDepth + (closing ? -1 : 1));
    }
  };
  scanHtml(html, { text: onText, tag: onTag });
  flush();
  return lines;
}
