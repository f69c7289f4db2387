/**
 * LaTeX and other typesetters often map the hyphen glyph of a font to U+00AD (soft hyphen). The page shows a
 * hyphen ('Co-founder', 'on-boarding'), but pdf.js leaves every U+00AD out of its text content as an
 * invisible format mark, so the word comes out as 'Cofounder'. The operator list still holds the glyph with
 * its width: a soft hyphen drawn with a width is a visible hyphen. Here those glyphs are found again in the
 * text runs, by the letters around them, and put back as '-'.
 */

/** Letters either side of a visible soft hyphen used to find its place in the text runs. */
const CONTEXT = 12;
/** A page with more visible soft hyphens than this is not a resume page worth the search. */
const MAX_HYPHENS = 1_000;

interface GlyphLike {
  unicode?: unknown;
  width?: unknown;
}

/**
 * The page's drawn characters in drawing order, blanks left out, with U+00AD kept only where its glyph has
 * a width (a soft hyphen with no width is invisible and stays out).
 */
export function drawnCharacters(argsArray: readonly unknown[]): string {
  let out = '';
  for (const args of argsArray) {
    const glyphs = Array.isArray(args) ? args[0] : undefined;
    if (!Array.isArray(glyphs)) continue;
    for (const glyph of glyphs as GlyphLike[]) {
      if (!glyph || typeof glyph !== 'object' || typeof glyph.unicode !== 'string') continue;
      if (glyph.unicode === '\u00AD') {
        if (typeof glyph.width === 'number' && glyph.width > 0) out += '\u00AD';
        continue;
      }
      out += glyph.unicode.normalize('NFKC').replace(/\s+/g, '');
    }
  }
  return out;
}

const inWord = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

/**
 * The text runs with each visible hyphen put back where the drawn characters show one inside a word.
 * A hyphen whose surrounding letters cannot be found in the runs, in order, is left out as before.
 */
export function restoreSoftHyphens(strs: readonly string[], drawn: string): string[] {
  if (!drawn.includes('\u00AD')) return [...strs];
  // Every non-blank character of the runs, in order, with where it sits.
  const flat: string[] = [];
  const where: { item: number; offset: number }[] = [];
  strs.forEach((str, item) => {
    for (let offset = 0; offset < str.length; offset++) {
      const ch = str[offset] as string;
      if (/\s/.test(ch)) continue;
      flat.push(ch);
      where.push({ item, offset });
    }
  });
  const text = flat.join('');
  const inserts: { item: number; offset: number }[] = [];
  let cursor = 0;
  let seen = 0;
  for (let k = drawn.indexOf('\u00AD'); k >= 0 && seen < MAX_HYPHENS; k = drawn.indexOf('\u00AD', k + 1)) {
    seen += 1;
    const left = drawn.slice(Math.max(0, k - CONTEXT), k).replaceAll('\u00AD', '');
    const right = drawn.slice(k + 1, k + 1 + CONTEXT).replaceAll('\u00AD', '');
    if (!left || !right) continue;
    const found = text.indexOf(left + right, cursor);
    if (found < 0) continue;
    const at = found + left.length;
    cursor = at;
    const before = where[at - 1];
    const after = where[at];
    if (!before || !after) continue;
    const sameRun = before.item === after.item;
    // Only between letters with no blank between: 'Co|founder', not '2023 | Mar'.
    if (sameRun && after.offset !== before.offset + 1) continue;
    if (!inWord(strs[before.item]?.[before.offset]) || !inWord(strs[after.item]?.[after.offset])) continue;
    // At the end of a run (a word broken at the end of a line, 'multi-' over 'account') the hyphen ends
    // that run; joining the broken word is left to the hyphenation repair, which knows compounds.
    inserts.push(sameRun ? after : { item: before.item, offset: before.offset + 1 });
  }
  const out = [...strs];
  for (const { item, offset } of inserts.reverse()) {
    const str = out[item] ?? '';
    out[item] = `${str.slice(0, offset)}-${str.slice(offset)}`;
  }
  return out;
}
