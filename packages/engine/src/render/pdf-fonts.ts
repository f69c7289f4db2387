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
  glyphs: unknown[];
  positions: GlyphPosition[];
}

/** Most distinct strings one process keeps laid out per font, so memory stays bounded. */
const LAYOUT_CACHE_LIMIT = 20_000;

/**
 * Shaping is the slowest step of a PDF render, and pdfkit skips its own per-word cache whenever
 * OpenType features are passed (we always pass them, to turn ligatures off). This wraps the font so
 * a string shaped once is not shaped again. pdfkit scales the positions it receives in place, so each
 * call gets fresh position objects; the glyphs themselves are fontkit's shared, read-only objects.
 */
function withLayoutCache(font: Font): Font {
  const cache = new Map<string, { glyphs: unknown[]; positions: GlyphPosition[] }>();
  const layout = (text: string, features?: Record<string, boolean> | string[]) => {
    const key = `${JSON.stringify(features ?? null)}\u0000${text}`;
    let entry = cache.get(key);
    if (!entry) {
      const run = font.layout(text, features) as GlyphRunLike;
      entry = { glyphs: run.glyphs, positions: run.positions.map((position) => ({ ...position })) };
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
  return new Proxy(font, {
    get: (target, property) => (property === 'layout' ? layout : Reflect.get(target, property, target)),
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
