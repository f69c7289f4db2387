/**
 * Visible text of an HTML document, for scoring (never for display). A linear tag scanner rather
 * than a DOM: the input is bounded by the request schema, the patterns have no nested quantifiers
 * (no catastrophic backtracking), and nothing is ever executed or fetched. Script, style, head,
 * template and comment content is dropped; block elements become line breaks.
 */
const DROPPED = /<(script|style|head|template|noscript|svg|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENTS = /<!--[\s\S]*?-->/g;
const BLOCK_TAGS =
  /<\/?(p|div|li|ul|ol|h[1-6]|br|tr|td|th|table|section|article|header|footer|main|aside|blockquote|pre|hr|dd|dt|dl)\b[^>]*>/gi;
const ANY_TAG = /<\/?[a-z!?][^>]*>/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : ' ';
    }
    return NAMED[body.toLowerCase()] ?? whole;
  });
}

export function htmlToText(html: string): string {
  const text = html
    .replace(COMMENTS, ' ')
    .replace(DROPPED, ' ')
    .replace(BLOCK_TAGS, '\n')
    .replace(ANY_TAG, ' ');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\r\f\v\u00a0]+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .join('\n');
}
