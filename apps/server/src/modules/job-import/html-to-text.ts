import { parseHTML } from 'linkedom';

/**
 * A posting's HTML as clean plain text: paragraphs stay paragraphs (a blank line between them),
 * list items become "• " lines (numbered for ordered lists), line breaks stay, everything else is
 * collapsed whitespace. Nothing is ever run or fetched: linkedom only builds a tree, and scripts,
 * styles, forms and media are dropped. The result is text only; the web app shows it as text.
 */
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'SVG',
  'IFRAME',
  'OBJECT',
  'BUTTON',
  'SELECT',
  'INPUT',
  'TEXTAREA',
  'IMG',
  'VIDEO',
  'AUDIO',
  'CANVAS',
  'HEAD',
]);
const BLOCKS = new Set([
  'P',
  'DIV',
  'SECTION',
  'ARTICLE',
  'MAIN',
  'HEADER',
  'FOOTER',
  'ASIDE',
  'NAV',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'UL',
  'OL',
  'DL',
  'DT',
  'DD',
  'TABLE',
  'TBODY',
  'THEAD',
  'TR',
  'BLOCKQUOTE',
  'PRE',
  'HR',
  'FIGURE',
  'FORM',
  'FIELDSET',
  'ADDRESS',
]);

const PARAGRAPH = '\u0000P';
const LINE = '\u0000L';

type NodeLike = {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<NodeLike>;
  parentNode?: NodeLike | null;
};

function walk(node: NodeLike, out: string[], listDepth: number): void {
  if (node.nodeType === 3) {
    out.push((node.textContent ?? '').replace(/[\s\u00a0]+/g, ' '));
    return;
  }
  if (node.nodeType !== 1 && node.nodeType !== 9 && node.nodeType !== 11) return;
  const name = node.nodeName.toUpperCase();
  if (DROPPED.has(name)) return;
  if (name === 'BR') {
    out.push(LINE);
    return;
  }
  if (name === 'LI') {
    const parent = node.parentNode;
    const ordered = parent?.nodeName.toUpperCase() === 'OL';
    let marker = '• ';
    if (ordered && parent) {
      const items = Array.from(parent.childNodes).filter((child) => child.nodeName.toUpperCase() === 'LI');
      marker = `${items.indexOf(node) + 1}. `;
    }
    out.push(LINE, marker);
    for (const child of Array.from(node.childNodes)) walk(child, out, listDepth);
    out.push(LINE);
    return;
  }
  if (name === 'TD' || name === 'TH') {
    for (const child of Array.from(node.childNodes)) walk(child, out, listDepth);
    out.push(' ');
    return;
  }
  const block = BLOCKS.has(name);
  const isList = name === 'UL' || name === 'OL';
  if (block) out.push(isList && listDepth > 0 ? LINE : PARAGRAPH);
  for (const child of Array.from(node.childNodes)) walk(child, out, listDepth + (isList ? 1 : 0));
  if (block) out.push(isList && listDepth > 0 ? LINE : PARAGRAPH);
}

/** Joins the walk's pieces: paragraph marks win over line marks, bullets keep their own lines. */
function assemble(pieces: string[]): string {
  const lines: string[] = [];
  let current = '';
  let pendingBreak: '' | 'line' | 'paragraph' = '';
  const flush = () => {
    const text = current
      .replace(/ {2,}/g, ' ')
      .replace(/^ (?=[^ ])/, '')
      .trimEnd();
    if (text.trim()) {
      if (lines.length > 0) {
        const previousIsItem = /^\s*(•|\d+\.) /.test(lines.at(-1) ?? '');
        const thisIsItem = /^\s*(•|\d+\.) /.test(text);
        const joinWithLine = pendingBreak === 'line' || (previousIsItem && thisIsItem);
        if (!joinWithLine) lines.push('');
      }
      lines.push(text);
      pendingBreak = '';
    }
    current = '';
  };
  for (const piece of pieces) {
    if (piece === PARAGRAPH || piece === LINE) {
      if (current.trim()) flush();
      else current = '';
      if (lines.length > 0 && pendingBreak !== 'paragraph')
        pendingBreak = piece === PARAGRAPH ? 'paragraph' : 'line';
      continue;
    }
    current += piece;
  }
  flush();
  return lines.join('\n').trim();
}

/** The text of an HTML fragment or document (see above). */
export function htmlToText(html: string): string {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const pieces: string[] = [];
  walk(document.body as unknown as NodeLike, pieces, 0);
  return assemble(pieces);
}

/** The text of a DOM node already parsed (board readers pick a container out of a page). */
export function nodeToText(node: unknown): string {
  const pieces: string[] = [];
  walk(node as NodeLike, pieces, 0);
  return assemble(pieces);
}

/** Whitespace-collapsed one-line text (titles, company names). */
export function oneLine(text: string | null | undefined): string {
  return (text ?? '').replace(/[\s\u00a0]+/g, ' ').trim();
}
