import type { CoverLetterOutline } from './cover-letter.ts';
import type { Run } from './line-breaking.ts';
import {
  ORGANISATION_SEPARATOR,
  type OutlineBlock,
  type OutlineEntry,
  type OutlineHeader,
  type OutlineLine,
  type OutlineSection,
  type ResumeOutline,
} from './outline.ts';
import type { PageSize } from './page.ts';
import { listItemsWhole, PdfLayout, type PdfMetadata, type TextStyle } from './pdf-layout.ts';
import type { TemplateTokens } from './templates/tokens.ts';

/**
 * PDF through pdfkit with embedded DejaVu fonts. Layout is done here, not by pdfkit's flow, so that
 * an entry (title, dates, organisation, bullets) is measured first and moved to the next page whole
 * when it does not fit, and a section heading never ends a page alone.
 */
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

  /** Draws the subtitle; on a one-line subtitle, `dates` (when given) sit at its right, drawn after it. */
  private drawSubtitle(entry: OutlineEntry, dates?: string): void {
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
    if (dates) this.placeDates(dates, this.style.subtitle);
    layout.y += layout.measure(SUBTITLE_SEPARATOR, this.style.subtitle);
  }

  /** Height of an entry's head: title line (with dates), subtitle and details. */
  private entryHeadHeight(entry: OutlineEntry): number {
    const { layout, style } = this;
    const where = this.datesPlace(entry);
    let height =
      where === 'title'
        ? Math.max(
            layout.measure(entry.title, style.entryTitle, layout.width - this.datesWidth(entry.dates)),
            entry.dates ? layout.measure(entry.dates, style.dates, layout.width) : 0,
          )
        : layout.measure(entry.title, style.entryTitle);
    if (where === 'own') height += layout.measure(entry.dates ?? '', style.dates);
    if (entry.subtitle.length) height += this.subtitleHeight(entry);
    for (const detail of entry.details) height += layout.measure(detail, style.body);
    return height;
  }

  private datesWidth(dates = ''): number {
    return dates ? this.layout.widthOf(dates, this.style.dates) + 12 : 0;
  }

  /**
   * Where an entry's dates stand: at the right of the title's line when the title fits there on one
   * line; else at the right of a one-line subtitle; else on a line of their own under the title. A
   * title is never wrapped to make room for its dates: a reader that takes a line as a field would
   * read half a title, and one that reads in file order would find the dates inside it.
   */
  private datesPlace(entry: OutlineEntry): 'title' | 'subtitle' | 'own' {
    const { layout, style } = this;
    const room = layout.width - this.datesWidth(entry.dates);
    if (!entry.dates || layout.widthOf(entry.title, style.entryTitle) <= room) return 'title';
    const runs = this.subtitleRuns(entry);
    const positions = entry.subtitle.length ? this.subtitlePositions(runs) : undefined;
    const last = runs.length - 1;
    if (
      positions &&
      positions[last]! + layout.widthOf(runs[last]!.text, runs[last]!.style) - layout.left <= room
    )
      return 'subtitle';
    return 'own';
  }

  /** Dates at the right of the current line, their baseline on that of a line set in `lineStyle`. */
  private placeDates(dates: string, lineStyle: TextStyle): void {
    const { layout, style } = this;
    const baselineShift = layout.ascent(lineStyle) - layout.ascent(style.dates);
    const datesX = layout.left + layout.width - layout.widthOf(dates, style.dates);
    layout.place(dates, style.dates, datesX, layout.y + baselineShift);
  }

  /**
   * Title, then dates, then subtitle and details: the file holds them in the order a person reads
   * them. The dates sit at the right of the title's line (see datesPlace), but are drawn after the
   * title, since extractors read a PDF in the order its text was written, not by position.
   */
  private drawEntryHead(entry: OutlineEntry): void {
    const { layout, style } = this;
    const where = this.datesPlace(entry);
    if (where === 'title' && entry.dates) {
      const startY = layout.y;
      layout.write(entry.title, style.entryTitle, layout.left, layout.width - this.datesWidth(entry.dates));
      const titleBottom = layout.y;
      layout.y = startY;
      this.placeDates(entry.dates, style.entryTitle);
      // Dates taller than a wrapped title (never in practice) still push what follows down.
      layout.y = Math.max(titleBottom, startY + layout.measure(entry.dates, style.dates, layout.width));
    } else {
      layout.write(entry.title, style.entryTitle);
    }
    if (where === 'own' && entry.dates) {
      // Dates wider than the line (only hostile input has them) wrap from the left edge, all on the page.
      if (layout.widthOf(entry.dates, style.dates) > layout.width) layout.write(entry.dates, style.dates);
      else {
        this.placeDates(entry.dates, style.dates);
        layout.y += layout.measure(entry.dates, style.dates);
      }
    }
    if (entry.subtitle.length) this.drawSubtitle(entry, where === 'subtitle' ? entry.dates : undefined);
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
