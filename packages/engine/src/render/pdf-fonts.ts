import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type Font } from 'fontkit';

/**
 * DejaVu TTF files, read and parsed once per process. They ship with the `dejavu-fonts-ttf` package,
 * so rendering never depends on fonts installed on the machine. Parsing a 700 KB TTF costs tens of
 * milliseconds, so the parsed font is shared by every PDF (pdfkit accepts a fontkit font and makes
 * its own subset per document; fontkit fonts hold only caches, so sharing them is safe).
 */
const fontDirectory = join(
  dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
const files = new Map<string, Buffer>();
const parsed = new Map<string, Font>();

function checkName(fileName: string): void {
  if (!/^DejaVu[A-Za-z-]+\.ttf$/.test(fileName)) throw new Error(`Not a DejaVu font file: ${fileName}`);
}

/** The bytes of a DejaVu TTF. */
export function dejaVuFont(fileName: string): Buffer {
  checkName(fileName);
  let bytes = files.get(fileName);
  if (!bytes) {
    bytes = readFileSync(join(fontDirectory, fileName));
    files.set(fileName, bytes);
  }
  return bytes;
}

interface GlyphPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}

interface GlyphRunLike {
  glyphs: Array<{ codePoints: number[] }>;
  positions: GlyphPosition[];
}

/**
 * The widest word space drawn, in em. pdf.js (and the ATS parsers built on it) reads a gap wider than
 * 0.6 em as the end of a text item, so a monospaced face's 0.602 em space, plus tracking, would make
 * every word an item of its own. The space character stays in the text layer; only its advance shrinks
 * (pdfkit writes the difference as a kerning step). Proportional faces' spaces are far narrower.
 */
const MAX_WORD_SPACE_EM = 0.45;
const SPACE = 0x20;

/** Caps the advance of each word space in a shaped run (positions in font units). */
function narrowWordSpaces(run: GlyphRunLike, unitsPerEm: number): GlyphPosition[] {
  const widest = MAX_WORD_SPACE_EM * unitsPerEm;
  return run.positions.map((position, index) =>
    run.glyphs[index]?.codePoints.includes(SPACE) && position.xAdvance > widest
      ? { ...position, xAdvance: widest }
      : { ...position },
  );
}

/** Most distinct strings one process keeps laid out per font, so memory stays bounded. */
const LAYOUT_CACHE_LIMIT = 20_000;

/**
 * Shaping is the slowest step of a PDF render, and pdfkit skips its own per-word cache whenever
 * OpenType features are passed (we always pass them, to turn ligatures off). This wraps the font so
 * a string shaped once is not shaped again. pdfkit scales the positions it receives in place, so each
 * call gets fresh position objects; the glyphs themselves are fontkit's shared, read-only objects.
 * Word spaces are narrowed here too (see MAX_WORD_SPACE_EM), so measuring and drawing agree.
 */
function withLayoutCache(font: Font): Font {
  const cache = new Map<string, { glyphs: GlyphRunLike['glyphs']; positions: GlyphPosition[] }>();
  const layout = (text: string, features?: Record<string, boolean> | string[]) => {
    const key = `${JSON.stringify(features ?? null)}\u0000${text}`;
    let entry = cache.get(key);
    if (!entry) {
      const run = font.layout(text, features) as unknown as GlyphRunLike;
      entry = { glyphs: run.glyphs, positions: narrowWordSpaces(run, font.unitsPerEm) };
      if (cache.size >= LAYOUT_CACHE_LIMIT) cache.clear();
      cache.set(key, entry);
    }
    const positions = entry.positions.map((position) => ({ ...position }));
    return {
      glyphs: entry.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((sum, position) => sum + position.xAdvance, 0);
      },
    };
  };
  /**
   * fontkit keeps one glyph object per glyph id, with the characters it was first looked up with. When
   * pdfkit subsets a composite glyph ('ú' is 'u' plus an accent) it looks up the parts without any, and
   * a later document then maps that 'u' to no character in its text layer: 'Bruce' reads as 'Brce' to
   * every extractor. Glyphs looked up without characters are therefore not kept.
   */
  const getGlyph = (id: number, characters?: number[]) => {
    const kept = (font as unknown as { _glyphs: Record<number, unknown> })._glyphs;
    const known = Boolean(kept[id]);
    const glyph = font.getGlyph(id, characters);
    if (!known && !characters?.length) delete kept[id];
    return glyph;
  };
  return new Proxy(font, {
    get: (target, property) =>
      property === 'layout'
        ? layout
        : property === 'getGlyph'
          ? getGlyph
          : Reflect.get(target, property, target),
  });
}

/** A parsed DejaVu font, ready to register with pdfkit. */
export function parsedDejaVuFont(fileName: string): Font {
  let font = parsed.get(fileName);
  if (!font) {
    font = withLayoutCache(create(dejaVuFont(fileName)));
    parsed.set(fileName, font);
  }
  return font;
}
