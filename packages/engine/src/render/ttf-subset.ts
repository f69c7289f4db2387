/**
 * A TrueType subset for an embedded PDF font, written straight from the font file's bytes.
 *
 * A PDF's TrueType font program needs only the tables that draw glyphs (ISO 32000-1 §9.9: head, hhea,
 * hmtx, loca, maxp, glyf, and cvt, fpgm, prep for hinting); the text layer's characters come from the
 * PDF's own ToUnicode map. fontkit's subsetter decodes every glyph's outline and re-encodes all the
 * tables field by field on each document, which was a quarter of a PDF render. Here each glyph's
 * bytes are copied as they are (a composite glyph gets its parts' new ids written in), and the other
 * tables are copied with the few counts a subset changes.
 *
 * The same object shape as fontkit's subset (`includeGlyph`, `encode`), so pdfkit uses it unchanged.
 */

const HEAD_CHECKSUM_ADJUSTMENT = 8;
const HEAD_INDEX_TO_LOC_FORMAT = 50;
const HHEA_NUMBER_OF_METRICS = 34;
const MAXP_NUM_GLYPHS = 4;
/** The magic number from the OpenType spec: checkSumAdjustment makes the whole file sum to it. */
const FONT_CHECKSUM_TARGET = 0xb1b0afba;

/** Composite glyph flags (OpenType 'glyf' table). */
const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;
/** A glyph header: numberOfContours and the bounding box, five 16-bit values. */
const GLYPH_HEADER_BYTES = 10;

/** Tables a subset copies unchanged, when the font has them. */
const HINTING_TABLES = ['cvt ', 'fpgm', 'prep'] as const;

interface Metrics {
  advance: number;
  leftBearing: number;
}

/** The parts of one TrueType file a subset reads, parsed once and shared by every document. */
export class TrueTypeSource {
  private readonly view: DataView;
  private readonly tables = new Map<string, Uint8Array>();
  private readonly glyphs = new Map<number, Uint8Array>();
  private readonly longLoca: boolean;
  private readonly numberOfHMetrics: number;
  // Read for every glyph of every document: one view each, made once.
  private readonly loca: DataView;
  private readonly hmtx: DataView;

  constructor(file: Uint8Array) {
    // A plain Uint8Array over the same memory: a Node Buffer's slice() is a view, not a copy.
    const bytes = new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const numTables = this.view.getUint16(4);
    for (let index = 0; index < numTables; index++) {
      const record = 12 + index * 16;
      const tag = String.fromCharCode(...bytes.subarray(record, record + 4));
      const offset = this.view.getUint32(record + 8);
      const length = this.view.getUint32(record + 12);
      this.tables.set(tag, bytes.subarray(offset, offset + length));
    }
    for (const tag of ['head', 'hhea', 'hmtx', 'loca', 'maxp', 'glyf']) {
      if (!this.tables.has(tag)) throw new Error(`Not a TrueType outline font: no '${tag}' table`);
    }
    this.longLoca = this.tableView('head').getInt16(HEAD_INDEX_TO_LOC_FORMAT) === 1;
    this.numberOfHMetrics = this.tableView('hhea').getUint16(HHEA_NUMBER_OF_METRICS);
    this.loca = this.tableView('loca');
    this.hmtx = this.tableView('hmtx');
  }

  table(tag: string): Uint8Array | undefined {
    return this.tables.get(tag);
  }

  tableView(tag: string): DataView {
    const table = this.tables.get(tag) as Uint8Array;
    return new DataView(table.buffer, table.byteOffset, table.byteLength);
  }

  /** The glyph's bytes in 'glyf' as the font stores them (empty for a glyph with no outline). */
  glyph(id: number): Uint8Array {
    let glyph = this.glyphs.get(id);
    if (!glyph) {
      const { loca } = this;
      const [start, end] = this.longLoca
        ? [loca.getUint32(id * 4), loca.getUint32(id * 4 + 4)]
        : [loca.getUint16(id * 2) * 2, loca.getUint16(id * 2 + 2) * 2];
      glyph = (this.tables.get('glyf') as Uint8Array).subarray(start, end);
      this.glyphs.set(id, glyph);
    }
    return glyph;
  }

  /** Advance width and left side bearing in font units ('hmtx': the last advance repeats). */
  metrics(id: number): Metrics {
    const { hmtx } = this;
    const last = this.numberOfHMetrics - 1;
    if (id <= last) return { advance: hmtx.getUint16(id * 4), leftBearing: hmtx.getInt16(id * 4 + 2) };
    return {
      advance: hmtx.getUint16(last * 4),
      leftBearing: hmtx.getInt16(this.numberOfHMetrics * 4 + (id - this.numberOfHMetrics) * 2),
    };
  }
}

/** Where each component's glyph id sits in a composite glyph. */
function componentIdOffsets(glyph: Uint8Array): number[] {
  const view = new DataView(glyph.buffer, glyph.byteOffset, glyph.byteLength);
  const offsets: number[] = [];
  let position = GLYPH_HEADER_BYTES;
  let flags: number;
  do {
    flags = view.getUint16(position);
    offsets.push(position + 2);
    position += 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
    if (flags & WE_HAVE_A_SCALE) position += 2;
    else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) position += 4;
    else if (flags & WE_HAVE_A_TWO_BY_TWO) position += 8;
  } while (flags & MORE_COMPONENTS);
  return offsets;
}

const isComposite = (glyph: Uint8Array) => glyph.length >= 2 && (glyph[0] as number) & 0x80;
const padded = (length: number) => (length + 3) & ~3;

function checksum(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let sum = 0;
  for (let offset = 0; offset < bytes.length; offset += 4) sum = (sum + view.getUint32(offset)) >>> 0;
  return sum;
}

/** Writes an sfnt file of the given tables (each padded to four bytes, records sorted by tag). */
function writeFont(tables: Map<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const headerBytes = 12 + tags.length * 16;
  let size = headerBytes;
  for (const tag of tags) size += padded((tables.get(tag) as Uint8Array).length);
  const font = new Uint8Array(size);
  const view = new DataView(font.buffer);
  const power = 2 ** Math.floor(Math.log2(tags.length));
  view.setUint32(0, 0x00010000);
  view.setUint16(4, tags.length);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, tags.length * 16 - power * 16);
  let offset = headerBytes;
  let headOffset = 0;
  tags.forEach((tag, index) => {
    const table = tables.get(tag) as Uint8Array;
    font.set(table, offset);
    const record = 12 + index * 16;
    for (let i = 0; i < 4; i++) font[record + i] = tag.charCodeAt(i);
    view.setUint32(record + 4, checksum(font.subarray(offset, offset + padded(table.length))));
    view.setUint32(record + 8, offset);
    view.setUint32(record + 12, table.length);
    if (tag === 'head') headOffset = offset;
    offset += padded(table.length);
  });
  view.setUint32(headOffset + HEAD_CHECKSUM_ADJUSTMENT, (FONT_CHECKSUM_TARGET - checksum(font)) >>> 0);
  return font;
}

/** The glyphs one document uses, renumbered in the order they were first drawn (0 is .notdef). */
export class TrueTypeSubset {
  private readonly glyphIds: number[] = [];
  private readonly newIds = new Map<number, number>();

  constructor(private readonly source: TrueTypeSource) {
    this.includeGlyph(0);
  }

  /** The glyph's id in the subset, adding it on first use. */
  includeGlyph(glyph: number | { id: number }): number {
    const id = typeof glyph === 'number' ? glyph : glyph.id;
    let newId = this.newIds.get(id);
    if (newId === undefined) {
      newId = this.glyphIds.length;
      this.glyphIds.push(id);
      this.newIds.set(id, newId);
    }
    return newId;
  }

  /** The subset's font program, with every composite glyph's parts included and renumbered. */
  encode(): Uint8Array {
    const glyphs: Uint8Array[] = [];
    // The list grows while it is walked: a composite glyph's parts are added behind it.
    for (let index = 0; index < this.glyphIds.length; index++) {
      let glyph = this.source.glyph(this.glyphIds[index] as number);
      if (isComposite(glyph)) {
        glyph = glyph.slice();
        const view = new DataView(glyph.buffer);
        for (const offset of componentIdOffsets(glyph)) {
          view.setUint16(offset, this.includeGlyph(view.getUint16(offset)));
        }
      }
      glyphs.push(glyph);
    }
    const count = glyphs.length;
    const glyf = new Uint8Array(glyphs.reduce((sum, glyph) => sum + padded(glyph.length), 0));
    const loca = new DataView(new ArrayBuffer((count + 1) * 4));
    const hmtx = new DataView(new ArrayBuffer(count * 4));
    let offset = 0;
    glyphs.forEach((glyph, index) => {
      glyf.set(glyph, offset);
      loca.setUint32(index * 4, offset);
      const { advance, leftBearing } = this.source.metrics(this.glyphIds[index] as number);
      hmtx.setUint16(index * 4, advance);
      hmtx.setInt16(index * 4 + 2, leftBearing);
      offset += padded(glyph.length);
    });
    loca.setUint32(count * 4, offset);

    const head = this.source.table('head')?.slice() as Uint8Array;
    new DataView(head.buffer).setUint32(HEAD_CHECKSUM_ADJUSTMENT, 0);
    new DataView(head.buffer).setInt16(HEAD_INDEX_TO_LOC_FORMAT, 1);
    const hhea = this.source.table('hhea')?.slice() as Uint8Array;
    new DataView(hhea.buffer).setUint16(HHEA_NUMBER_OF_METRICS, count);
    const maxp = this.source.table('maxp')?.slice() as Uint8Array;
    new DataView(maxp.buffer).setUint16(MAXP_NUM_GLYPHS, count);

    const tables = new Map<string, Uint8Array>([
      ['head', head],
      ['hhea', hhea],
      ['maxp', maxp],
      ['hmtx', new Uint8Array(hmtx.buffer)],
      ['loca', new Uint8Array(loca.buffer)],
      ['glyf', glyf],
    ]);
    for (const tag of HINTING_TABLES) {
      const table = this.source.table(tag);
      if (table) tables.set(tag, table);
    }
    return writeFont(tables);
  }
}
