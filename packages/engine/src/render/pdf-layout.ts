import PDFDocument from 'pdfkit';
import { breakLines, type Run } from './line-breaking.ts';
import { PAGE_DIMENSIONS, type PageSize } from './page.ts';
import { parsedDejaVuFont } from './pdf-fonts.ts';
import { FONT_MAPPINGS } from './templates/fonts.ts';
import type { TemplateTokens } from './templates/tokens.ts';

/**
 * The page a PDF is laid out on: pdfkit with the template's embedded DejaVu faces, text measured and
 * written at a position, pages turned when the next block does not fit. What to write where is
 * ResumePdf's (pdf.ts); this holds only how.
 *
 * Ligatures are switched off: with them on, 'fi' in 'Certified' becomes U+FB01 in the text layer and
 * ATS software (and our own parser) read a different word.
 */
const NO_LIGATURES = { liga: false, clig: false, dlig: false, hlig: false, rlig: false } as const;

/**
 * Letter spacing is capped at 4% of the font size. Text extractors (pdf.js, pdftotext, ATS parsers)
 * read a gap wider than about a tenth of an em as a space, so wider tracking turns 'EXPERIENCE' into
 * 'E X P E R I E N C E'. HTML and DOCX keep the template's full tracking: their text is not positional.
 */
const MAX_TRACKING_EM = 0.04;
/** Rounding slack in points when deciding whether a line still fits above the bottom margin. */
const FIT_TOLERANCE = 0.01;

/**
 * Widths of words and lines by font file, size and tracking, then by text. A width is a pure
 * function of those, so one process shares them across documents; a map is emptied when it grows
 * too large. Each style object finds its map once (a style is measured thousands of times a page).
 */
const TEXT_WIDTHS = new Map<string, Map<string, number>>();
const TEXT_WIDTH_LIMIT = 50_000;

export type Face = 'body' | 'bodyBold' | 'bodyItalic' | 'heading' | 'headingBold';

export interface PdfMetadata {
  title: string;
  author: string;
  subject: string;
  /** Creation and modification date; fixed so the same input gives the same bytes. */
  date: Date;
}

export interface TextStyle {
  face: Face;
  size: number;
  colour: string;
  characterSpacing?: number;
  align?: 'left' | 'center' | 'right';
}

/**
 * A no-break space: the line breaker breaks only at plain spaces, so words joined by it stay on one
 * line. It is drawn (and measured) as a plain space, so the text layer holds ordinary spaces.
 */
const NO_BREAK = '\u00a0';
const drawnText = (text: string) => text.replaceAll(NO_BREAK, ' ');

/** An item of a list longer than this stays breakable, so it never has to be cut inside a word. */
const WHOLE_ITEM_MAX_LENGTH = 40;

/**
 * A skill or language list with each item kept on one line ('Agile and Scrum' never ends one line and
 * starts the next): a reader that splits the list at commas then finds each item whole.
 */
export function listItemsWhole(list: string): string {
  return list
    .split(', ')
    .map((item) => (item.length <= WHOLE_ITEM_MAX_LENGTH ? item.replaceAll(' ', NO_BREAK) : item))
    .join(', ');
}

export class PdfLayout {
  readonly doc: PDFKit.PDFDocument;
  readonly left: number;
  readonly width: number;
  readonly top: number;
  readonly bottom: number;
  y: number;
  private readonly chunks: Buffer[] = [];
  private readonly finished: Promise<Uint8Array>;
  private readonly faceNames: Record<Face, string>;
  private readonly widthsByStyle = new WeakMap<TextStyle, Map<string, number>>();

  constructor(
    readonly tokens: TemplateTokens,
    pageSize: PageSize,
    metadata: PdfMetadata,
  ) {
    const page = PAGE_DIMENSIONS[pageSize];
    const margin = tokens.spacing.pageMargin;
    this.doc = new PDFDocument({
      size: [page.width, page.height],
      margins: { top: margin, bottom: margin, left: margin, right: margin },
      info: {
        Title: metadata.title,
        Author: metadata.author,
        Subject: metadata.subject,
        Creator: 'Hireproof',
        Producer: 'Hireproof',
        CreationDate: metadata.date,
        ModDate: metadata.date,
      },
      pdfVersion: '1.7',
      compress: true,
      // No default font: pdfkit would otherwise parse Helvetica's metrics for every document, and
      // every face used here is registered below.
      font: '',
      lang: 'en',
      displayTitle: true,
    });
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.finished = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(new Uint8Array(Buffer.concat(this.chunks))));
      this.doc.on('error', reject);
    });
    const body = FONT_MAPPINGS[tokens.font.body].pdf;
    const heading = FONT_MAPPINGS[tokens.font.heading].pdf;
    const faces: Record<Face, string> = {
      body: body.regular,
      bodyBold: body.bold,
      bodyItalic: body.italic,
      heading: heading.regular,
      headingBold: heading.bold,
    };
    // Register each file once, so a template whose headings share the body family embeds one copy.
    this.faceNames = {} as Record<Face, string>;
    for (const [face, file] of Object.entries(faces) as Array<[Face, string]>) {
      if (!this.faceNames[face]) {
        const name = file.replace('.ttf', '');
        if (!Object.values(this.faceNames).includes(name))
          this.doc.registerFont(name, parsedDejaVuFont(file) as unknown as PDFKit.Mixins.PDFFontSource);
        this.faceNames[face] = name;
      }
    }
    this.left = margin;
    this.width = page.width - 2 * margin;
    this.top = margin;
    this.bottom = page.height - margin;
    this.y = this.top;
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    return this.finished;
  }

  private lineGap(style: TextStyle): number {
    return Math.max(0, (this.tokens.spacing.lineHeight - 1.17) * style.size);
  }

  /** Options for drawing one already-broken line: no wrapping by pdfkit, ligatures off. */
  private lineOptions(style: TextStyle): PDFKit.Mixins.TextOptions {
    return {
      lineBreak: false,
      characterSpacing: Math.min(style.characterSpacing ?? 0, MAX_TRACKING_EM * style.size),
      // pdfkit passes an object straight to fontkit, which reads `false` as "feature off".
      features: NO_LIGATURES as unknown as PDFKit.Mixins.OpenTypeFeatures[],
    };
  }

  private apply(style: TextStyle): void {
    this.doc.font(this.faceNames[style.face]).fontSize(style.size).fillColor(style.colour);
  }

  /** Width of `text` on one line in `style`. */
  widthOf(text: string, style: TextStyle): number {
    text = drawnText(text);
    const widths = this.widthsOf(style);
    let width = widths.get(text);
    if (width === undefined) {
      this.apply(style);
      width = this.doc.widthOfString(text, this.lineOptions(style));
      if (widths.size >= TEXT_WIDTH_LIMIT) widths.clear();
      widths.set(text, width);
    }
    return width;
  }

  private widthsOf(style: TextStyle): Map<string, number> {
    let widths = this.widthsByStyle.get(style);
    if (!widths) {
      const tracking = this.lineOptions(style).characterSpacing;
      const key = `${this.faceNames[style.face]}|${style.size}|${tracking}`;
      widths = TEXT_WIDTHS.get(key) ?? new Map<string, number>();
      TEXT_WIDTHS.set(key, widths);
      this.widthsByStyle.set(style, widths);
    }
    return widths;
  }

  /** Vertical advance of one line in `style`, the line gap included. */
  lineAdvance(style: TextStyle): number {
    this.apply(style);
    return this.doc.currentLineHeight(true) + this.lineGap(style);
  }

  private lines(runs: Run<TextStyle>[], width: number): Run<TextStyle>[][] {
    return breakLines(runs, width, (text, style) => this.widthOf(text, style));
  }

  /** Height `text` takes in `style` at `width`, including the gap after its last line. */
  measure(text: string, style: TextStyle, width = this.width): number {
    return this.measureRuns([{ text, style }], width);
  }

  measureRuns(runs: Run<TextStyle>[], width = this.width): number {
    const [first] = runs;
    if (!first) return 0;
    return this.lines(runs, width).length * this.lineAdvance(first.style);
  }

  /** Distance from the top of a line to its baseline for `style`, to align runs of different sizes. */
  ascent(style: TextStyle): number {
    this.apply(style);
    const font = (this.doc as unknown as { _font: { ascender: number } })._font;
    return (font.ascender / 1000) * style.size;
  }

  /** Draws `text` at the current position, wrapped to `width`, and moves below it. */
  write(text: string, style: TextStyle, x = this.left, width = this.width): void {
    this.writeRuns([{ text, style }], x, width);
  }

  /** Draws runs of different styles as one wrapped paragraph ('Languages:' in bold, then the list). */
  writeRuns(runs: Run<TextStyle>[], x = this.left, width = this.width): void {
    const [first] = runs;
    if (!first) return;
    const advance = this.lineAdvance(first.style);
    for (const line of this.lines(runs, width)) {
      // Text that was not kept together (a paragraph taller than a page) flows on line by line.
      if (this.y + advance > this.bottom + FIT_TOLERANCE) this.newPage();
      const lineWidth = line.reduce((sum, run) => sum + this.widthOf(run.text, run.style), 0);
      const align = first.style.align ?? 'left';
      let cursor =
        align === 'center' ? x + (width - lineWidth) / 2 : align === 'right' ? x + width - lineWidth : x;
      for (const run of line) {
        this.place(run.text, run.style, cursor, this.y);
        cursor += this.widthOf(run.text, run.style);
      }
      this.y += advance;
    }
  }

  /** Draws one line of text at a fixed position without moving the cursor. */
  place(text: string, style: TextStyle, x: number, y: number): void {
    this.apply(style);
    const options = this.lineOptions(style);
    const drawn = drawnText(text);
    // The width is known already; given, pdfkit does not shape the line once more to measure it.
    const textWidth = this.widthOf(drawn, style) - (options.characterSpacing ?? 0) * (drawn.length - 1);
    this.doc.text(drawn, x, y, { ...options, textWidth } as PDFKit.Mixins.TextOptions);
  }

  /**
   * Packs items into lines joined by ' | ', breaking only between items, so that an email or URL is
   * never split across lines (a split URL no longer reads as one).
   */
  packItems(items: string[], style: TextStyle, separator = ' | '): string[] {
    const lines: string[] = [];
    let current = '';
    for (const item of items) {
      const candidate = current ? `${current}${separator}${item}` : item;
      if (current && this.widthOf(candidate, style) > this.width) {
        lines.push(current);
        current = item;
      } else {
        current = candidate;
      }
    }
    if (current) lines.push(current);
    return lines;
  }

  rule(y: number, weight: number, colour: string): void {
    this.doc
      .save()
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(weight)
      .strokeColor(colour)
      .stroke()
      .restore();
  }

  /** Starts a new page when `height` more points do not fit on this one. */
  ensureSpace(height: number): void {
    // The same tolerance as writeRuns, so a block measured to fit is also drawn on this page.
    if (this.y + height > this.bottom + FIT_TOLERANCE && this.y > this.top) this.newPage();
  }

  newPage(): void {
    this.doc.addPage();
    this.y = this.top;
  }

  /** Vertical space, dropped at the top of a page. */
  gap(points: number): void {
    if (this.y > this.top) this.y += points;
  }

  get pageHeight(): number {
    return this.bottom - this.top;
  }
}
