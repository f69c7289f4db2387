import PDFDocument from 'pdfkit';
import type { CoverLetterOutline } from './cover-letter.ts';
import { breakLines, type Run } from './line-breaking.ts';
import {
  ORGANISATION_SEPARATOR,
  type OutlineBlock,
  type OutlineEntry,
  type OutlineHeader,
  type OutlineLine,
  type OutlineSection,
  type ResumeOutline,
} from './outline.ts';
import { PAGE_DIMENSIONS, type PageSize } from './page.ts';
import { parsedDejaVuFont } from './pdf-fonts.ts';
import { FONT_MAPPINGS } from './templates/fonts.ts';
import type { TemplateTokens } from './templates/tokens.ts';

/**
 * PDF through pdfkit with embedded DejaVu fonts. Layout is done here, not by pdfkit's flow, so that
 * an entry (title, dates, organisation, bullets) is measured first and moved to the next page whole
 * when it does not fit, and a section heading never ends a page alone.
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
 * Widths of words and lines by font file, size, tracking and text. A width is a pure function of
 * those, so one process shares them across documents; the map is emptied when it grows too large.
 */
const TEXT_WIDTHS = new Map<string, number>();
const TEXT_WIDTH_LIMIT = 50_000;

type Face = 'body' | 'bodyBold' | 'bodyItalic' | 'heading' | 'headingBold';

export interface PdfMetadata {
  title: string;
  author: string;
  subject: string;
  /** Creation and modification date; fixed so the same input gives the same bytes. */
  date: Date;
}

interface TextStyle {
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
function listItemsWhole(list: string): string {
  return list
    .split(', ')
    .map((item) => (item.length <= WHOLE_ITEM_MAX_LENGTH ? item.replaceAll(' ', NO_BREAK) : item))
    .join(', ');
}

class PdfLayout {
  readonly doc: PDFKit.PDFDocument;
  readonly left: number;
  readonly width: number;
  readonly top: number;
  readonly bottom: number;
  y: number;
  private readonly chunks: Buffer[] = [];
  private readonly finished: Promise<Uint8Array>;
  private readonly faceNames: Record<Face, string>;

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
    const options = this.lineOptions(style);
    const key = `${this.faceNames[style.face]}|${style.size}|${options.characterSpacing}|${text}`;
    let width = TEXT_WIDTHS.get(key);
    if (width === undefined) {
      this.apply(style);
      width = this.doc.widthOfString(text, options);
      if (TEXT_WIDTHS.size >= TEXT_WIDTH_LIMIT) TEXT_WIDTHS.clear();
      TEXT_WIDTHS.set(key, width);
    }
    return width;
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
    this.doc.text(drawnText(text), x, y, this.lineOptions(style));
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

/** Styles derived from the template tokens, shared by resume and cover letter. */
function styles(tokens: TemplateTokens) {
  const { size, colour, heading, header } = tokens;
  return {
    name: {
      face: 'headingBold',
      size: size.name,
      colour: header.nameColour === 'accent' ? colour.accent : colour.text,
      align: header.align,
    },
    label: { face: 'body', size: size.label, colour: colour.muted, align: header.align },
    contact: { face: 'body', size: size.small, colour: colour.muted, align: header.align },
    heading: {
      face: heading.bold ? 'headingBold' : 'heading',
      size: size.heading,
      colour: heading.colour === 'accent' ? colour.accent : colour.text,
      characterSpacing: heading.letterSpacing,
    },
    entryTitle: { face: 'bodyBold', size: size.entryTitle, colour: colour.text },
    dates: { face: 'body', size: size.small, colour: colour.muted },
    subtitle: { face: 'bodyItalic', size: size.body, colour: colour.muted },
    /** Between a subtitle's parts; upright, so it never joins the italic parts into one text item. */
    separator: { face: 'body', size: size.body, colour: colour.muted },
    body: { face: 'body', size: size.body, colour: colour.text },
    bodyBold: { face: 'bodyBold', size: size.body, colour: colour.text },
  } satisfies Record<string, TextStyle>;
}

const BULLET = '•';
/** A sub-bullet's glyph: the dash every template font has. */
const SUB_BULLET = '–';
/** Points between an entry's head and its first bullet; counted when measuring, so measure = draw. */
const HEAD_TO_BULLETS_GAP = 1;
/** The mark between an employer and its place, in the PDF as in the other formats. */
const SUBTITLE_SEPARATOR = ORGANISATION_SEPARATOR.trim();
/**
 * Space on each side of that mark, in em. Readers built on pdf.js (the open-source ATS checkers among
 * them) join neighbouring items closer than about a character's width into one field; at a full em
 * the employer and the place stay two, where plain spaces made 'Flipkart | Bengaluru' one employer.
 */
const SUBTITLE_GAP_EM = 1;
/** The least space between entries, in body lines (see ResumePdf.entryGap). */
const MIN_ENTRY_GAP_LINES = 0.5;

class ResumePdf {
  private readonly style: ReturnType<typeof styles>;

  constructor(private readonly layout: PdfLayout) {
    this.style = styles(layout.tokens);
  }

  header(header: OutlineHeader): void {
    const { layout, style } = this;
    const { tokens } = layout;
    layout.write(tokens.header.nameUppercase ? header.name.toUpperCase() : header.name, style.name);
    if (header.label) {
      layout.y += 1;
      layout.write(header.label, style.label);
    }
    if (header.contacts.length) {
      layout.y += 2;
      for (const line of layout.packItems(header.contacts, style.contact)) layout.write(line, style.contact);
    }
    if (tokens.header.rule) {
      layout.y += tokens.spacing.entryGap / 2;
      layout.rule(layout.y, tokens.heading.ruleWeight, tokens.colour.rule);
      layout.y += 1;
    }
  }

  private headingText(title: string): string {
    return this.layout.tokens.heading.uppercase ? title.toUpperCase() : title;
  }

  /** Space a heading takes besides its text: room for its rule and the gap before the first entry. */
  private headingSpacing(): { above: number; below: number } {
    const { heading, spacing } = this.layout.tokens;
    return {
      above: heading.rule === 'above' ? 4 : 0,
      below: (heading.rule === 'below' ? 4 : 2) + Math.min(2, spacing.entryGap / 3),
    };
  }

  private headingHeight(title: string): number {
    const { above, below } = this.headingSpacing();
    return above + this.layout.measure(this.headingText(title), this.style.heading) + below;
  }

  private drawHeading(title: string): void {
    const { layout } = this;
    const { heading, colour } = layout.tokens;
    const { above, below } = this.headingSpacing();
    if (heading.rule === 'above') layout.rule(layout.y, heading.ruleWeight, colour.rule);
    layout.y += above;
    layout.write(this.headingText(title), this.style.heading);
    // A rule below sits one point under the text.
    if (heading.rule === 'below') layout.rule(layout.y + 1, heading.ruleWeight, colour.rule);
    layout.y += below;
  }

  /** A sub-bullet sits one bullet indent further in per level (ADR 0026). */
  private bulletHeight(text: string, level = 0): number {
    return this.layout.measure(
      text,
      this.style.body,
      this.layout.width - this.layout.tokens.spacing.bulletIndent * (level + 1),
    );
  }

  private drawBullet(text: string, level = 0): void {
    const { layout, style } = this;
    const step = layout.tokens.spacing.bulletIndent;
    const indent = step * (level + 1);
    layout.place(level > 0 ? SUB_BULLET : BULLET, style.body, layout.left + indent - step * 0.7, layout.y);
    layout.write(text, style.body, layout.left + indent, layout.width - indent);
  }

  /**
   * An entry's subtitle as runs: each part (employer, place) a run of its own with a separator run
   * between, set in another face, so extractors read the parts as separate items and keep the mark.
   */
  private subtitleRuns(entry: OutlineEntry): Run<TextStyle>[] {
    const { style } = this;
    return entry.subtitle.flatMap((part, index) => [
      ...(index > 0 ? [{ text: SUBTITLE_SEPARATOR, style: style.separator }] : []),
      { text: part, style: style.subtitle },
    ]);
  }

  /**
   * Where each run of a one-line subtitle starts, with SUBTITLE_GAP_EM on each side of a separator;
   * undefined when the subtitle needs more than a line (it then wraps with plain spaces).
   */
  private subtitlePositions(runs: Run<TextStyle>[]): number[] | undefined {
    const { layout } = this;
    const gap = SUBTITLE_GAP_EM * this.style.subtitle.size;
    const positions: number[] = [];
    let x = layout.left;
    runs.forEach((run, index) => {
      if (index > 0) x += gap;
      positions.push(x);
      x += layout.widthOf(run.text, run.style);
    });
    return x - layout.left <= layout.width ? positions : undefined;
  }

  private subtitleHeight(entry: OutlineEntry): number {
    const runs = this.subtitleRuns(entry);
    return this.subtitlePositions(runs)
      ? this.layout.measure(SUBTITLE_SEPARATOR, this.style.subtitle)
      : this.layout.measureRuns(runs);
  }

  private drawSubtitle(entry: OutlineEntry): void {
    const { layout } = this;
    const runs = this.subtitleRuns(entry);
    const positions = this.subtitlePositions(runs);
    if (!positions) {
      layout.writeRuns(runs);
      return;
    }
    runs.forEach((run, index) => {
      layout.place(run.text, run.style, positions[index]!, layout.y);
    });
    layout.y += layout.measure(SUBTITLE_SEPARATOR, this.style.subtitle);
  }

  /** Height of an entry's head: title line (with dates), subtitle and details. */
  private entryHeadHeight(entry: OutlineEntry): number {
    const { layout, style } = this;
    const datesWidth = entry.dates ? this.datesWidth(entry.dates) : 0;
    let height = Math.max(
      layout.measure(entry.title, style.entryTitle, layout.width - datesWidth),
      entry.dates ? layout.measure(entry.dates, style.dates, layout.width) : 0,
    );
    if (entry.subtitle.length) height += this.subtitleHeight(entry);
    for (const detail of entry.details) height += layout.measure(detail, style.body);
    return height;
  }

  private datesWidth(dates: string): number {
    return this.layout.widthOf(dates, this.style.dates) + 12;
  }

  /**
   * Title, then dates, then subtitle and details: the file holds them in the order a person reads
   * them. The dates sit at the right of the title's first line, but are drawn after the title, since
   * extractors read a PDF in the order its text was written, not by position.
   */
  private drawEntryHead(entry: OutlineEntry): void {
    const { layout, style } = this;
    const startY = layout.y;
    const datesWidth = entry.dates ? this.datesWidth(entry.dates) : 0;
    layout.write(entry.title, style.entryTitle, layout.left, layout.width - datesWidth);
    if (entry.dates) {
      // Align the dates' baseline with the title's, although the two use different sizes.
      const baselineShift = layout.ascent(style.entryTitle) - layout.ascent(style.dates);
      const datesX = layout.left + layout.width - layout.widthOf(entry.dates, style.dates);
      const titleBottom = layout.y;
      layout.place(entry.dates, style.dates, datesX, startY + baselineShift);
      // Dates taller than a wrapped title (never in practice) still push what follows down.
      layout.y = Math.max(titleBottom, startY + layout.measure(entry.dates, style.dates, layout.width));
    }
    if (entry.subtitle.length) this.drawSubtitle(entry);
    for (const detail of entry.details) layout.write(detail, style.body);
  }

  /** A skill or language line: the group name in bold, then the list. */
  private lineRuns(block: OutlineLine): Run<TextStyle>[] {
    const { style } = this;
    return block.label
      ? [
          { text: `${block.label}: `, style: style.bodyBold },
          { text: listItemsWhole(block.text), style: style.body },
        ]
      : [{ text: listItemsWhole(block.text), style: style.body }];
  }

  private blockHeight(block: OutlineBlock): number {
    const { layout, style } = this;
    switch (block.kind) {
      case 'paragraph':
        return layout.measure(block.text, style.body);
      case 'line':
        return layout.measureRuns(this.lineRuns(block));
      case 'bullets':
        return block.items.reduce((sum, item) => sum + this.bulletHeight(item), 0);
      case 'entry':
        return (
          this.entryHeadHeight(block) +
          (block.bullets.length ? HEAD_TO_BULLETS_GAP : 0) +
          block.bullets.reduce((sum, item) => sum + this.bulletHeight(item.text, item.level), 0)
        );
    }
  }

  /** The part of a block that must stay with whatever precedes it (a heading): its head and first line. */
  private blockLeadHeight(block: OutlineBlock): number {
    switch (block.kind) {
      case 'entry':
        return (
          this.entryHeadHeight(block) +
          (block.bullets[0]
            ? HEAD_TO_BULLETS_GAP + this.bulletHeight(block.bullets[0].text, block.bullets[0].level)
            : 0)
        );
      case 'bullets':
        return block.items[0] ? this.bulletHeight(block.items[0]) : 0;
      case 'paragraph': {
        // Two lines of a paragraph are enough to keep with its heading.
        const lineHeight = this.layout.measure('X', this.style.body);
        return Math.min(this.blockHeight(block), 2 * lineHeight);
      }
      case 'line':
        return this.blockHeight(block);
    }
  }

  private drawBlock(block: OutlineBlock): void {
    const { layout, style } = this;
    switch (block.kind) {
      case 'paragraph': {
        const height = this.blockHeight(block);
        if (height <= layout.pageHeight) layout.ensureSpace(height);
        // A paragraph taller than a page flows on to the next one, line by line.
        layout.write(block.text, style.body);
        return;
      }
      case 'line':
        layout.ensureSpace(this.blockHeight(block));
        layout.writeRuns(this.lineRuns(block));
        return;
      case 'bullets':
        for (const item of block.items) {
          layout.ensureSpace(this.bulletHeight(item));
          this.drawBullet(item);
        }
        return;
      case 'entry': {
        const total = this.blockHeight(block);
        if (total <= layout.pageHeight) {
          // Keep the whole entry together: move it to the next page if it does not fit here.
          layout.ensureSpace(total);
        } else {
          // Taller than a page: at least keep its head with its first bullet.
          layout.ensureSpace(this.blockLeadHeight(block));
        }
        this.drawEntryHead(block);
        if (block.bullets.length) layout.y += HEAD_TO_BULLETS_GAP;
        for (const bullet of block.bullets) {
          layout.ensureSpace(this.bulletHeight(bullet.text, bullet.level));
          this.drawBullet(bullet.text, bullet.level);
        }
        return;
      }
    }
  }

  /**
   * Space between two entries: the template's, but never under half a body line. Readers that find
   * where an entry starts by a gap wider than the usual line spacing (most ATS parsers) otherwise run
   * the tight 'compact' entries together and read the next title as a bullet of the last job.
   */
  private entryGap(): number {
    return Math.max(
      this.layout.tokens.spacing.entryGap,
      MIN_ENTRY_GAP_LINES * this.layout.lineAdvance(this.style.body),
    );
  }

  section(section: OutlineSection): void {
    const { layout } = this;
    const { spacing } = layout.tokens;
    const first = section.blocks[0];
    layout.gap(spacing.sectionGap);
    // Never leave a heading alone at the foot of a page.
    layout.ensureSpace(this.headingHeight(section.title) + (first ? this.blockLeadHeight(first) : 0));
    this.drawHeading(section.title);
    section.blocks.forEach((block, index) => {
      if (index > 0) layout.gap(block.kind === 'entry' ? this.entryGap() : 1.5);
      this.drawBlock(block);
    });
  }

  coverLetter(outline: CoverLetterOutline): void {
    const { layout, style } = this;
    const { spacing } = layout.tokens;
    this.header(outline.header);
    layout.gap(spacing.sectionGap * 1.5);
    if (outline.date) {
      layout.write(outline.date, style.body);
      layout.gap(spacing.sectionGap / 1.5);
    }
    for (const line of outline.recipient) layout.write(line, style.body);
    layout.gap(spacing.sectionGap);
    layout.write(outline.subject, style.bodyBold);
    for (const paragraph of outline.paragraphs) {
      layout.gap(spacing.sectionGap / 1.5);
      const height = layout.measure(paragraph, style.body);
      if (height <= layout.pageHeight) layout.ensureSpace(height);
      layout.write(paragraph, style.body);
    }
  }
}

export async function renderResumePdf(
  outline: ResumeOutline,
  tokens: TemplateTokens,
  pageSize: PageSize,
  metadata: PdfMetadata,
): Promise<Uint8Array> {
  const layout = new PdfLayout(tokens, pageSize, metadata);
  const pdf = new ResumePdf(layout);
  pdf.header(outline.header);
  for (const section of outline.sections) pdf.section(section);
  return layout.finish();
}

export async function renderCoverLetterPdf(
  outline: CoverLetterOutline,
  tokens: TemplateTokens,
  pageSize: PageSize,
  metadata: PdfMetadata,
): Promise<Uint8Array> {
  const layout = new PdfLayout(tokens, pageSize, metadata);
  new ResumePdf(layout).coverLetter(outline);
  return layout.finish();
}
