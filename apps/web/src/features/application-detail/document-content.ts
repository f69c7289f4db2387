import { fixMisEncoding } from './fix-mis-encoding.ts';

interface DataUrl {
  mediaType: string;
  text: string;
}

/**
 * Decodes a `data:` URL into its media type and text (UTF-8), or null when the value is not one.
 * Both base64 and percent-encoded payloads occur: the server sends the former, older records the latter.
 */
export function decodeDataUrl(value: string): DataUrl | null {
  const match = /^data:([^,]*?),([\s\S]*)$/.exec(value.trim());
  if (!match) return null;
  const params = (match[1] ?? '').split(';');
  const mediaType = (params[0] || 'text/plain').toLowerCase();
  const payload = match[2] ?? '';
  const isBase64 = params.slice(1).some((param) => param.toLowerCase() === 'base64');
  try {
    if (isBase64) {
      const binary = atob(payload.replace(/\s+/g, ''));
      const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
      return { mediaType, text: new TextDecoder('utf-8').decode(bytes) };
    }
    return { mediaType, text: decodeURIComponent(payload) };
  } catch {
    return null;
  }
}

/** The optimised resume as HTML for the preview frame: a data URL decoded, inline HTML as is. */
export function resumeHtmlOf(resumeOptimizedUrl: string | null | undefined): string | null {
  if (!resumeOptimizedUrl?.trim()) return null;
  const decoded = decodeDataUrl(resumeOptimizedUrl);
  return fixMisEncoding(decoded ? decoded.text : resumeOptimizedUrl);
}

const BLOCK_TAGS = new Set([
  'ADDRESS',
  'ARTICLE',
  'BLOCKQUOTE',
  'DIV',
  'DL',
  'DT',
  'DD',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TR',
  'UL',
]);

/** Blocks followed by a blank line; the other blocks end with a line break. */
const PARAGRAPH_TAGS = new Set([
  'P',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'UL',
  'OL',
  'DL',
  'TABLE',
  'PRE',
  'BLOCKQUOTE',
]);

// Markers that survive the collapsing of block boundaries: adjacent blocks share one line break,
// while paragraphs keep their blank line and every <br> keeps its own break.
const PARAGRAPH_BREAK = '\u0000P';
const LINE_BREAK = '\u0000B';

/**
 * Reduces HTML to readable plain text: paragraphs and other blocks become lines (a blank line between
 * paragraphs), `<br>` a line break, list items get a bullet, and scripts and styles are dropped. The
 * HTML is parsed inert (DOMParser runs no scripts and loads nothing).
 */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const node of doc.querySelectorAll('script, style, head, template, noscript')) node.remove();
  const parts: string[] = [];

  function walk(node: Node) {
    if (node.nodeType === Node.TEXT_NODE) {
      parts.push((node.textContent ?? '').replace(/[ \t\r\n\f]+/g, ' '));
      return;
    }
    if (!(node instanceof Element)) return;
    const tag = node.tagName;
    if (tag === 'BR') {
      parts.push(LINE_BREAK);
      return;
    }
    const isBlock = BLOCK_TAGS.has(tag);
    if (isBlock) parts.push('\n');
    if (tag === 'LI') parts.push('• ');
    for (const child of node.childNodes) walk(child);
    if (isBlock) parts.push(PARAGRAPH_TAGS.has(tag) ? PARAGRAPH_BREAK : '\n');
  }

  walk(doc.body);
  return parts
    .join('')
    .split(/[ \t]*\n[ \t]*/)
    .join('\n')
    .replace(/\n{2,}/g, '\n')
    .replaceAll(PARAGRAPH_BREAK, '\n\n')
    .replaceAll(LINE_BREAK, '\n')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The cover letter as plain text: from `coverLetterHtml`, else from `coverLetterUrl` (a plain-text or
 * HTML data URL, or inline text). HTML is reduced to text; punctuation is repaired. Null when absent.
 */
export function coverLetterTextOf(application: {
  coverLetterHtml?: string | null;
  coverLetterUrl?: string | null;
}): string | null {
  const html = application.coverLetterHtml?.trim();
  if (html) return fixMisEncoding(htmlToText(html)) || null;
  const url = application.coverLetterUrl?.trim();
  if (!url) return null;
  const decoded = decodeDataUrl(url);
  const text = decoded ? decoded.text : url;
  const looksLikeHtml = decoded ? decoded.mediaType === 'text/html' : /<\/?[a-z][\s\S]*>/i.test(text);
  const plain = looksLikeHtml ? htmlToText(text) : text.replace(/\r\n/g, '\n').trim();
  return fixMisEncoding(plain) || null;
}
