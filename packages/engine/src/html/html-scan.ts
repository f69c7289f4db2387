/**
 * The one reader of HTML in the product: a single left-to-right scan with indexOf and character tests, no
 * DOM and no tag regexes. Every character is looked at a bounded number of times, so hostile input
 * (thousands of unclosed `<`, an attribute quote that never closes) stays linear; input past
 * HTML_SCAN_MAX_CHARS is not read at all; nothing is ever run or fetched. Comments, and the content of
 * elements that are never text (script, style, head, template, …), are passed over.
 */
import { decodeEntities } from './entities.ts';

/** Characters read at most (10 MB of one-byte text); what follows is dropped. */
const HTML_SCAN_MAX_CHARS = 10_000_000;

/** Elements whose whole content is passed over: code, metadata, media and form controls. */
const SKIPPED = new Set([
  'script',
  'style',
  'head',
  'template',
  'noscript',
  'svg',
  'title',
  'iframe',
  'object',
  'button',
  'select',
  'textarea',
  'video',
  'audio',
  'canvas',
]);

export interface HtmlScanVisitor {
  /** Text between tags, entities decoded (white space as written). */
  text(text: string): void;
  /** A tag: its lowercased name, and whether it is a closing one. */
  tag(name: string, closing: boolean): void;
}

const isNameChar = (code: number) =>
  (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 45;

/** The tag name at `start` (just after '<' or '</'), lowercased; '' when none starts there. */
function tagNameAt(html: string, start: number): string {
  let end = start;
  while (end < html.length && end - start < 20 && isNameChar(html.charCodeAt(end))) end++;
  return html.slice(start, end).toLowerCase();
}

/** Where the tag opened at `open` ends ('>' outside quoted attribute values), or -1 when it never does. */
function tagEnd(html: string, open: number): number {
  let quote = '';
  let afterEquals = false;
  for (let at = open + 1; at < html.length; at++) {
    const char = html[at];
    if (quote) {
      if (char === quote) quote = '';
      continue;
    }
    if (char === '>') return at;
    if ((char === '"' || char === "'") && afterEquals) quote = char;
    if (char === '=') afterEquals = true;
    else if (char !== ' ' && char !== '\t' && char !== '\n' && char !== '\r') afterEquals = false;
  }
  return -1;
}

/** Reads `html` once, telling `visit` of each run of text and each tag in order. */
export function scanHtml(input: string, visit: HtmlScanVisitor): void {
  const html = input.length > HTML_SCAN_MAX_CHARS ? input.slice(0, HTML_SCAN_MAX_CHARS) : input;
  let lower: string | undefined;
  let pending = '';
  const emitText = (text: string) => {
    pending += text;
  };
  const flushText = () => {
    if (pending) visit.text(decodeEntities(pending));
    pending = '';
  };
  let position = 0;
  while (position < html.length) {
    const open = html.indexOf('<', position);
    if (open < 0) {
      emitText(html.slice(position));
      break;
    }
    emitText(html.slice(position, open));
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      if (close < 0) break;
      position = close + 3;
      continue;
    }
    const closing = html[open + 1] === '/';
    const name = tagNameAt(html, open + (closing ? 2 : 1));
    if (!name && html[open + 1] !== '!' && html[open + 1] !== '?' && !closing) {
      // A lone '<' in text.
      emitText('<');
      position = open + 1;
      continue;
    }
    const end = tagEnd(html, open);
    // A tag that never ends: the rest of the document is inside it, and none of it is text.
    if (end < 0) break;
    position = end + 1;
    if (!name) continue;
    flushText();
    if (!closing && SKIPPED.has(name) && html[end - 1] !== '/') {
      lower ??= html.toLowerCase();
      const closeAt = lower.indexOf(`</${name}`, position);
      if (closeAt < 0) break;
      const closeEnd = html.indexOf('>', closeAt);
      position = closeEnd < 0 ? html.length : closeEnd + 1;
      visit.tag(name, false);
      visit.tag(name, true);
      continue;
    }
    visit.tag(name, closing);
  }
  flushText();
}
