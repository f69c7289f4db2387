import { create } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { dejaVuFont } from './pdf-fonts.ts';
import { TrueTypeSource, TrueTypeSubset } from './ttf-subset.ts';

/** The parts of fontkit's font this test reads (fontkit ships no types; fontkit.d.ts has the renderer's). */
interface ReadFont {
  numGlyphs: number;
  layout(text: string): { glyphs: Array<{ id: number }> };
  getGlyph(id: number): { advanceWidth: number; path: { toSVG(): string; commands: unknown[] } };
}
const open = (font: Uint8Array) => create(font) as unknown as ReadFont;

const bytes = dejaVuFont('DejaVuSerif.ttf');
const original = open(bytes);

function subsetOf(text: string): { font: ReadFont; ids: Map<number, number>; subset: Uint8Array } {
  const subset = new TrueTypeSubset(new TrueTypeSource(bytes));
  const ids = new Map<number, number>();
  for (const glyph of original.layout(text).glyphs) ids.set(glyph.id, subset.includeGlyph(glyph.id));
  const encoded = subset.encode();
  return { font: open(Buffer.from(encoded)), ids, subset: encoded };
}

const outline = (font: ReadFont, id: number) => font.getGlyph(id).path.toSVG();

describe('TrueTypeSubset', () => {
  it('keeps each glyph drawn and measured as in the full font, renumbered from 1', () => {
    const { font, ids } = subsetOf('Hireproof 2026');
    expect([...ids.values()]).toEqual([...new Set(ids.values())]);
    expect(Math.min(...ids.values())).toBe(1);
    for (const [oldId, newId] of ids) {
      expect(outline(font, newId)).toBe(outline(original, oldId));
      expect(font.getGlyph(newId).advanceWidth).toBe(original.getGlyph(oldId).advanceWidth);
    }
  });

  it("brings a composite glyph's parts along, so 'ñ' still draws its letter and its accent", () => {
    const [tilde] = original.layout('ñ').glyphs;
    expect(original.getGlyph(tilde?.id as number).path.commands.length).toBeGreaterThan(0);
    const { font, ids } = subsetOf('ñ');
    const newId = ids.get(tilde?.id as number) as number;
    expect(outline(font, newId)).toBe(outline(original, tilde?.id as number));
    // .notdef, the composite, and at least its two parts.
    expect(font.numGlyphs).toBeGreaterThanOrEqual(4);
  });

  it('writes a well-formed font: every table checksum and the whole-file sum agree', () => {
    const { subset } = subsetOf('Résumé');
    const view = new DataView(subset.buffer, subset.byteOffset, subset.byteLength);
    const sum = (from: number, length: number) => {
      let total = 0;
      for (let offset = from; offset < from + length; offset += 4)
        total = (total + view.getUint32(offset)) >>> 0;
      return total;
    };
    expect(sum(0, subset.length)).toBe(0xb1b0afba);
    const tables = view.getUint16(4);
    for (let index = 0; index < tables; index++) {
      const record = 12 + index * 16;
      const tag = String.fromCharCode(...subset.subarray(record, record + 4));
      if (tag === 'head') continue; // its checksum is taken with checkSumAdjustment at zero
      const length = (view.getUint32(record + 12) + 3) & ~3;
      expect(sum(view.getUint32(record + 8), length), tag).toBe(view.getUint32(record + 4));
    }
  });

  it('leaves the shared font bytes untouched when it renumbers a composite', () => {
    const before = Buffer.from(bytes);
    subsetOf('ñéü');
    expect(Buffer.compare(before, bytes)).toBe(0);
  });
});
