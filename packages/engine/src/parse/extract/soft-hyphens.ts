/**
 * Some PDF fonts (LaTeX's, Word's) map the hyphen glyph the page shows to U+00AD SOFT HYPHEN. pdf.js leaves
 * format characters out of its text layer, so 'Co­founder' reads 'Cofounder' and 'agent­less' 'agentless'.
 * The page's drawing operations still hold every glyph; walking them beside the text layer tells where each
 * such hyphen stood, and it is put back there. The line builder then shows it as the hyphen it was drawn as,
 * and a hyphen that ends a line before a lower-case rest is still mended as a line-break hyphenation.
 */

const SOFT_HYPHEN = '\u00AD';
const SPACED_SOFT_HYPHEN = ' \u00AD';
const isSoft = (ch: string | undefined) => ch === SOFT_HYPHEN || ch === SPACED_SOFT_HYPHEN;
/** Text-layer characters pdf.js also leaves out or writes as spaces: they take no part in matching. */
const SKIPPED = /[\s\p{Cf}]/u;
/** How far ahead either side may be searched to find the other again after a character only it has. */
const RESYNC_WINDOW = 12;
/** Past this many unmatched characters the two sides are not the same text: change nothing. */
const mismatchLimit = (length: number) => 5 + length / 20;

interface TextChar {
  ch: string;
  item: number;
  /** Index in the item's string just after this character: where a hyphen that follows it goes. */
  after: number;
}

/** The glyphs a drawing operation shows, as the text the font maps them to; null for a word space. */
export type GlyphText = string | null;

function textChars(items: readonly string[]): TextChar[] {
  const out: TextChar[] = [];
  for (const [item, str] of items.entries()) {
    let index = 0;
    for (const raw of str) {
      index += raw.length;
      // A soft hyphen the text layer did keep is matched, so it is not put in twice.
      if (raw === SOFT_HYPHEN) out.push({ ch: raw, item, after: index });
      else if (!SKIPPED.test(raw))
        for (const ch of raw.normalize('NFKC')) out.push({ ch, item, after: index });
    }
  }
  return out;
}

/** The drawn glyphs as characters to match, with the soft hyphens kept as markers. */
function glyphChars(glyphRuns: readonly GlyphText[][]): string[] {
  const out: string[] = [];
  let spaceBefore = false;
  for (const run of glyphRuns) {
    for (const glyph of run) {
      if (glyph === null) {
        spaceBefore = true;
        continue;
      }
      for (const raw of glyph) {
        // A hyphen drawn after a space ('2023 - 2024') keeps that space when it is put back.
        if (raw === SOFT_HYPHEN) out.push(spaceBefore ? SPACED_SOFT_HYPHEN : SOFT_HYPHEN);
        else if (!SKIPPED.test(raw)) out.push(...raw.normalize('NFKC'));
        spaceBefore = /\s/.test(raw);
      }
    }
  }
  return out;
}

/**
 * The text-layer strings with each soft hyphen of the drawn glyphs put back after the character it followed.
 * Answers the strings unchanged when there is no soft hyphen or the two sides do not line up.
 */
export function restoreSoftHyphens(items: readonly string[], glyphRuns: readonly GlyphText[][]): string[] {
  const drawn = glyphChars(glyphRuns);
  if (!drawn.some(isSoft)) return [...items];
  const text = textChars(items);
  const textLetters = text.map((t) => t.ch);
  const inserts: { item: number; at: number; text: string }[] = [];
  let a = 0;
  let b = 0;
  let mismatches = 0;
  // A hyphen is put back only between two characters both sides agree on.
  let matchedBefore = false;
  let pending: { item: number; at: number; text: string } | undefined;
  while (a < drawn.length && b < text.length) {
    const glyph = drawn[a];
    if (textLetters[b] === SOFT_HYPHEN && !isSoft(glyph)) {
      b += 1;
      continue;
    }
    if (glyph !== undefined && isSoft(glyph) && textLetters[b] !== SOFT_HYPHEN) {
      const previous = text[b - 1];
      pending =
        previous && matchedBefore ? { item: previous.item, at: previous.after, text: glyph } : undefined;
      a += 1;
      continue;
    }
    if (glyph === textLetters[b] || (isSoft(glyph) && textLetters[b] === SOFT_HYPHEN)) {
      if (pending) inserts.push(pending);
      pending = undefined;
      matchedBefore = true;
      a += 1;
      b += 1;
      continue;
    }
    pending = undefined;
    matchedBefore = false;
    // One side has characters the other lacks (a glyph drawn twice for bold, an icon): skip the fewest;
    // when neither side has the other's character near, the two differ in one place (a glyph mapped
    // differently) and both step on.
    mismatches += 1;
    if (mismatches > mismatchLimit(text.length)) return [...items];
    const skipDrawn = lookAhead(drawn, a, textLetters[b]);
    const skipText = lookAhead(textLetters, b, glyph);
    if (skipDrawn < 0 && skipText < 0) {
      a += 1;
      b += 1;
    } else if (skipText < 0 || (skipDrawn >= 0 && skipDrawn <= skipText)) a += skipDrawn;
    else b += skipText;
  }
  // A hyphen after the last character of all (a page that ends on 'infra-') has nothing after it to agree on.
  const last = text[text.length - 1];
  const tail = drawn[a];
  if (b === text.length && matchedBefore && last && tail !== undefined && isSoft(tail))
    inserts.push({ item: last.item, at: last.after, text: tail });
  if (inserts.length === 0) return [...items];
  const out = [...items];
  // From the end of each string backwards, so earlier positions stay valid.
  for (const { item, at, text: hyphen } of inserts.sort((x, y) => y.item - x.item || y.at - x.at)) {
    const str = out[item] ?? '';
    out[item] = `${str.slice(0, at)}${hyphen}${str.slice(at)}`;
  }
  return out;
}

/** Steps from `from` to the next `target` within the window (soft hyphens aside), or -1. */
function lookAhead(chars: readonly string[], from: number, target: string | undefined): number {
  if (target === undefined) return -1;
  for (let step = 1; step <= RESYNC_WINDOW && from + step < chars.length; step++) {
    if (chars[from + step] === target) return step;
  }
  return -1;
}
