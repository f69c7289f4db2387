import { fixMisEncoding } from './mis-encoding.ts';
import type { RawLine } from './types.ts';

/** Typographic ligatures that PDF text layers often keep as single code points. */
const LIGATURES: Record<string, string> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
  '\uFB05': 'st',
  '\uFB06': 'st',
  '\u0132': 'IJ',
  '\u0133': 'ij',
};

/**
 * Cleans one line of extracted text: UTF-8 once read as Windows-1252 repaired ('â€™' back to '’'), ligatures
 * spelt out, control characters (PDF fonts without a usable Unicode map emit NULs) dropped, non-breaking and
 * odd spaces made plain, NFC composed. This is the one place an upload's encoding is repaired.
 */
export function cleanLineText(text: string, options: { softHyphenVisible?: boolean } = {}): string {
  return (
    fixMisEncoding(text)
      .replace(/[\uFB00-\uFB06\u0132\u0133]/g, (ch) => LIGATURES[ch] ?? ch)
      .replace(/[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, ' ')
      // A soft hyphen in a file's text is invisible, but in a PDF's text layer it stands for the hyphen
      // glyph the page shows ('Co­founder', 'Sep. 2023 ­ Mar. 2024'). Unicode hyphens become ASCII, and the
      // runs some Word PDFs emit for one hyphen ('-', soft hyphen, '‐') collapse to one.
      .replace(/\u00AD/g, options.softHyphenVisible ? '-' : '')
      .replace(/[\u2010\u2011]/g, '-')
      .replace(/(?<=[\p{L}\p{N}])-{2,3}(?=[\p{L}\p{N}])/gu, '-')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point here
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F\u200B-\u200D\uFEFF\uFFFD]/g, '')
      .normalize('NFC')
  );
}

/** Word beginnings whose hyphen is part of the word ('self-motivated'), so a line-end hyphen is kept. */
const HYPHEN_PREFIXES = new Set([
  'self',
  'well',
  'non',
  'co',
  'cross',
  'multi',
  'full',
  'part',
  'high',
  'low',
  'long',
  'short',
  'end',
  'real',
  'open',
  'front',
  'back',
  'client',
  'server',
  'user',
  'cloud',
  'data',
  'state',
  'world',
  'best',
  'pre',
  'post',
  'ex',
  'e',
  'in',
  'on',
  'off',
  'hands',
  'team',
  'detail',
  'results',
  'customer',
  'fast',
]);

const BULLET_START = /^\s*(?:[-•●▪◦‣➢✓✔*·–—]|\d{1,2}[.)])\s/;

/**
 * Re-joins words split across lines by a hyphen ('develop-' + 'ment of …' → 'development' + 'of …').
 * Only a lowercase continuation on the next line counts, and compound prefixes keep their hyphen.
 */
export function repairHyphenation<T extends RawLine>(lines: T[]): T[] {
  const out = lines.map((l) => ({ ...l }));
  for (let i = 0; i < out.length - 1; i++) {
    const line = out[i] as T;
    const next = out[i + 1] as T;
    const end = /(^|[^\p{L}])(\p{L}{1,})-$/u.exec(line.text);
    if (!end || next.page !== line.page) continue;
    if (BULLET_START.test(next.text)) continue;
    const start = /^(\p{Ll}[\p{L}]*)([.,;:!?)]*)(\s+|$)/u.exec(next.text);
    if (!start) continue;
    const prefix = (end[2] ?? '').toLowerCase();
    if (HYPHEN_PREFIXES.has(prefix)) continue;
    line.text = `${line.text.slice(0, -1)}${start[1]}${start[2]}`;
    next.text = next.text.slice(start[0].length);
  }
  return out.filter((l) => l.text.trim().length > 0);
}
