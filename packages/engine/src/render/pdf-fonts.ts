import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type Font } from 'fontkit';
import { TrueTypeSource, TrueTypeSubset } from './ttf-subset.ts';

/**
 * DejaVu TTF files, read and parsed once per process. They ship with the `dejavu-fonts-ttf` package,
 * so rendering never depends on fonts installed on the machine. Parsing a 700 KB TTF costs tens of
 * milliseconds, so the parsed font is shared by every PDF (pdfkit accepts a fontkit font and asks it
 * for a subset per document; fontkit fonts hold only caches, so sharing them is safe).
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

/** One glyph's position; a class, so the many pdfkit scales in place all share one shape. */
class Position implements GlyphPosition {
  constructor(
    public xAdvance: number,
    public yAdvance: number,
    public xOffset: number,
    public yOffset: number,
  ) {}
}

const copyOf = (position: GlyphPosition, xAdvance = position.xAdvance) =>
  new Position(xAdvance, position.yAdvance, position.xOffset, position.yOffset);

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
      ? copyOf(position, widest)
      : copyOf(position),
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
function withLayoutCache(font: Font, source: TrueTypeSource): Font {
  type Shaped = Map<string, { glyphs: GlyphRunLike['glyphs']; positions: GlyphPosition[] }>;
  // Shaped runs by the features object they were shaped with (callers pass one constant object).
  const shapedWithDefaults: Shaped = new Map();
  const shapedByFeatures = new WeakMap<object, Shaped>();
  const cacheFor = (features: object | undefined): Shaped => {
    if (!features) return shapedWithDefaults;
    let shaped = shapedByFeatures.get(features);
    if (!shaped) {
      shaped = new Map();
      shapedByFeatures.set(features, shaped);
    }
    return shaped;
  };
  const layout = (text: string, features?: Record<string, boolean> | string[]) => {
    const cache = cacheFor(features);
    let entry = cache.get(text);
    if (!entry) {
      const run = font.layout(text, features) as unknown as GlyphRunLike;
      entry = { glyphs: run.glyphs, positions: narrowWordSpaces(run, font.unitsPerEm) };
      if (cache.size >= LAYOUT_CACHE_LIMIT) cache.clear();
      cache.set(text, entry);
    }
    const positions = entry.positions.map((position) => copyOf(position));
    return {
      glyphs: entry.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((sum, position) => sum + position.xAdvance, 0);
      },
    };
  };
  /**
   * fontkit keeps one glyph object per glyph id, with the characters it was first looked up with. A
   * lookup without characters (fontkit's own subsetter did one for each part of a composite glyph: 'ú'
   * is 'u' plus an accent) would leave that 'u' mapped to no character in every later document's text
   * layer, so 'Bruce' read as 'Brce'. Glyphs looked up without characters are therefore not kept.
   */
  const getGlyph = (id: number, characters?: number[]) => {
    const kept = (font as unknown as { _glyphs: Record<number, unknown> })._glyphs;
    const known = Boolean(kept[id]);
    const glyph = font.getGlyph(id, characters);
    if (!known && !characters?.length) delete kept[id];
    return glyph;
  };
  // Our subset copies glyph bytes; fontkit's decodes and re-encodes every table for each document.
  const createSubset = () => new TrueTypeSubset(source);
  const replaced: Record<PropertyKey, unknown> = { layout, getGlyph, createSubset };
  return new Proxy(font, {
    get: (target, property) =>
      Object.hasOwn(replaced, property) ? replaced[property] : Reflect.get(target, property, target),
  });
}

/** A parsed DejaVu font, ready to register with pdfkit. */
export function parsedDejaVuFont(fileName: string): Font {
  let font = parsed.get(fileName);
  if (!font) {
    const bytes = dejaVuFont(fileName);
    font = withLayoutCache(create(bytes), new TrueTypeSource(bytes));
    parsed.set(fileName, font);
  }
  return font;
}
