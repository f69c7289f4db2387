import { scanHtml } from './html-scan.ts';

/**
 * HTML as plain text, for every place that needs one (a posting's description, a resume sent as HTML, the
 * live readability score): block elements become line breaks, `<br>` a line break, table cells of one row
 * stay on one line, and white space is collapsed as a browser would. The reading itself is `scanHtml`
 * (linear, bounded, inert).
 */
export interface HtmlTextOptions {
  /** A blank line between paragraphs and other blocks (list items stay together); else one line each. */
  paragraphs?: boolean;
  /** List items start with '• ' ('1. ' in an ordered list). */
  bullets?: boolean;
}

const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'aside',
  'nav',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'table',
  'tbody',
  'thead',
  'tfoot',
  'tr',
  'blockquote',
  'pre',
  'hr',
  'figure',
  'figcaption',
  'form',
  'fieldset',
  'address',
  'body',
  'html',
]);

const PARAGRAPH = '\u0000P';
const LINE = '\u0000L';

/** The pieces of text and break marks, in document order. */
function pieces(html: string, bullets: boolean): string[] {
  const out: string[] = [];
  /** Open lists, innermost last: whether ordered, and how many items so far. */
  const lists: { ordered: boolean; items: number }[] = [];
  scanHtml(html, {
    text: (text) => out.push(text.replace(/\s+/g, ' ')),
    tag(name, closing) {
      if (name === 'br') {
        out.push(LINE);
      } else if (name === 'li') {
        out.push(LINE);
        const list = lists.at(-1);
        if (!closing && bullets) {
          if (list) list.items += 1;
          out.push(list?.ordered ? `${list.items}. ` : '• ');
        }
      } else if (name === 'td' || name === 'th') {
        if (closing) out.push(' ');
      } else if (name === 'ul' || name === 'ol') {
        if (closing) lists.pop();
        out.push(lists.length > 0 ? LINE : PARAGRAPH);
        if (!closing) lists.push({ ordered: name === 'ol', items: 0 });
      } else if (BLOCKS.has(name)) {
        out.push(PARAGRAPH);
      }
    },
  });
  return out;
}

const ITEM = /^\s*(•|\d+\.) /;

/** Joins the pieces: a paragraph mark wins over a line mark, list items keep to their own lines. */
function assemble(parts: string[], paragraphs: boolean): string {
  const lines: string[] = [];
  let current = '';
  let pendingBreak: '' | 'line' | 'paragraph' = '';
  const flush = () => {
    const text = current.replace(/ {2,}/g, ' ').trim();
    if (text) {
      if (paragraphs && lines.length > 0) {
        const joinWithLine = pendingBreak === 'line' || (ITEM.test(lines.at(-1) ?? '') && ITEM.test(text));
        if (!joinWithLine) lines.push('');
      }
      lines.push(text);
      pendingBreak = '';
    }
    current = '';
  };
  for (const part of parts) {
    if (part === PARAGRAPH || part === LINE) {
      flush();
      if (lines.length > 0 && pendingBreak !== 'paragraph')
        pendingBreak = part === PARAGRAPH ? 'paragraph' : 'line';
      continue;
    }
    current += part;
  }
  flush();
  return lines.join('\n');
}

/** The visible text of an HTML document or fragment (see above). */
export function htmlToText(html: string, options: HtmlTextOptions = {}): string {
  return assemble(pieces(html, options.bullets ?? false), options.paragraphs ?? false);
}
