/**
 * Visible text of an HTML document, for scoring (never for display). A single left-to-right scan
 * with indexOf rather than a DOM or tag regexes: every character is looked at a bounded number of
 * times, so hostile input (thousands of unclosed `<`) stays linear, and nothing is ever executed or
 * fetched. Script, style, head, template and comment content is dropped; block elements become
 * line breaks; entities are decoded.
 */
const DROPPED = new Set([
  'script',
  'style',
  'head',
  'template',
  'noscript',
  'svg',
  'title',
  'iframe',
  'object',
]);
const BLOCKS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'br',
  'tr',
  'td',
  'th',
  'table',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'blockquote',
  'pre',
  'hr',
  'dd',
  'dt',
  'dl',
]);
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

/** The tag name at `start` (just after '<' or '</'), lowercased; '' when it is not a tag name. */
function tagName(html: string, start: number): string {
  let end = start;
  while (end < html.length && end - start < 20) {
    const code = html.charCodeAt(end);
    const isNameChar =
      (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 45;
    if (!isNameChar) break;
    end++;
  }
  return html.slice(start, end).toLowerCase();
}

export function htmlToText(html: string): string {
  const lower = html.toLowerCase();
  const out: string[] = [];
  let position = 0;
  while (position < html.length) {
    const open = html.indexOf('<', position);
    if (open < 0) {
      out.push(html.slice(position));
      break;
    }
    out.push(html.slice(position, open));
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      if (close < 0) break;
      out.push(' ');
      position = close + 3;
      continue;
    }
    const closing = html[open + 1] === '/';
    const name = tagName(html, open + (closing ? 2 : 1));
    const isMarkup = name.length > 0 || html[open + 1] === '!' || html[open + 1] === '?';
    if (!isMarkup) {
      // A lone '<' in text.
      out.push('<');
      position = open + 1;
      continue;
    }
    const end = html.indexOf('>', open + 1);
    // No '>' anywhere after this point: no more tags can follow, the rest is not text either.
    if (end < 0) break;
    position = end + 1;
    if (!closing && DROPPED.has(name)) {
      const closeAt = lower.indexOf(`</${name}`, position);
      if (closeAt < 0) break;
      const closeEnd = html.indexOf('>', closeAt);
      position = closeEnd < 0 ? html.length : closeEnd + 1;
      out.push(' ');
      continue;
    }
    out.push(BLOCKS.has(name) ? '\n' : ' ');
  }
  return decodeEntities(out.join(''))
    .split('\n')
    .map((line) => line.replace(/[ \t\r\f\v\u00a0]+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .join('\n');
}
