import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  type IParagraphOptions,
  type IRunOptions,
  LevelFormat,
  Packer,
  Paragraph,
  TabStopType,
  TextRun,
} from 'docx';
import type { CoverLetterOutline } from './cover-letter.ts';
import { normaliseDocxPackage } from './docx-package.ts';
import {
  type OutlineBlock,
  type OutlineEntry,
  type OutlineHeader,
  type ResumeOutline,
  subtitleText,
} from './outline.ts';
import { PAGE_DIMENSIONS, type PageSize } from './page.ts';
import { FONT_MAPPINGS } from './templates/fonts.ts';
import type { TemplateTokens } from './templates/tokens.ts';

/**
 * DOCX through the `docx` package: real Word paragraphs with the built-in Title and Heading styles,
 * bullets as a bullet numbering list, and a right tab stop for dates. No tables, text boxes or
 * frames, so recruiters can edit it and ATS software reads it in order.
 */

const BULLET_LIST = 'resume-bullets';
/** Deepest sub-bullet level the numbering defines. */
const SUB_BULLET_LEVELS = 2;
/** Word measures in twentieths of a point (twips) and font sizes in half-points. */
const twips = (points: number) => Math.round(points * 20);
const halfPoints = (points: number) => Math.round(points * 2);
const hex = (colour: string) => colour.replace('#', '').toUpperCase();

export interface DocxMetadata {
  title: string;
  author: string;
  subject: string;
  date: Date;
}

function colours(tokens: TemplateTokens) {
  const { colour, heading, header } = tokens;
  return {
    text: hex(colour.text),
    muted: hex(colour.muted),
    heading: hex(heading.colour === 'accent' ? colour.accent : colour.text),
    name: hex(header.nameColour === 'accent' ? colour.accent : colour.text),
    rule: hex(colour.rule),
  };
}

function ruleBorder(tokens: TemplateTokens) {
  return {
    style: BorderStyle.SINGLE,
    // Border sizes are in eighths of a point; Word accepts 2–96.
    size: Math.min(96, Math.max(2, Math.round(tokens.heading.ruleWeight * 8))),
    color: hex(tokens.colour.rule),
    space: 1,
  };
}

class DocxBuilder {
  readonly paragraphs: Paragraph[] = [];
  private readonly colour: ReturnType<typeof colours>;
  private readonly contentWidth: number;

  constructor(
    private readonly tokens: TemplateTokens,
    pageSize: PageSize,
  ) {
    this.colour = colours(tokens);
    this.contentWidth = twips(PAGE_DIMENSIONS[pageSize].width - 2 * tokens.spacing.pageMargin);
  }

  private run(text: string, options: Omit<IRunOptions, 'text'> = {}): TextRun {
    return new TextRun({ text, ...options });
  }

  private add(options: IParagraphOptions): void {
    this.paragraphs.push(new Paragraph(options));
  }

  header(header: OutlineHeader): void {
    const { tokens } = this;
    const alignment = tokens.header.align === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT;
    this.add({
      heading: HeadingLevel.TITLE,
      alignment,
      keepNext: true,
      children: [this.run(header.name, { allCaps: tokens.header.nameUppercase })],
    });
    if (header.label)
      this.add({
        alignment,
        keepNext: true,
        children: [this.run(header.label, { size: halfPoints(tokens.size.label), color: this.colour.muted })],
      });
    if (header.contacts.length)
      this.add({
        alignment,
        keepNext: true,
        border: tokens.header.rule ? { bottom: ruleBorder(tokens) } : undefined,
        spacing: { after: twips(tokens.header.rule ? tokens.spacing.entryGap / 2 : 0) },
        children: [
          this.run(header.contacts.join(' | '), {
            size: halfPoints(tokens.size.small),
            color: this.colour.muted,
          }),
        ],
      });
  }

  sectionHeading(title: string): void {
    this.add({
      heading: HeadingLevel.HEADING_1,
      keepNext: true,
      keepLines: true,
      children: [this.run(title)],
    });
  }

  /** An entry; `spaceBefore` separates it from the previous entry of its section. */
  private entry(entry: OutlineEntry, spaceBefore: number): void {
    const { tokens } = this;
    const lines = [...(entry.subtitle.length ? ['subtitle'] : []), ...entry.details.map(() => 'detail')];
    const hasMore = (index: number) => index < lines.length - 1 || entry.bullets.length > 0;
    this.add({
      heading: HeadingLevel.HEADING_2,
      spacing: { before: twips(spaceBefore) },
      keepNext: true,
      keepLines: true,
      tabStops: entry.dates ? [{ type: TabStopType.RIGHT, position: this.contentWidth }] : undefined,
      children: [
        this.run(entry.title),
        ...(entry.dates
          ? [
              this.run(`\t${entry.dates}`, {
                bold: false,
                size: halfPoints(tokens.size.small),
                color: this.colour.muted,
              }),
            ]
          : []),
      ],
    });
    let index = 0;
    if (entry.subtitle.length) {
      this.add({
        keepNext: hasMore(index),
        keepLines: true,
        children: [this.run(subtitleText(entry), { italics: true, color: this.colour.muted })],
      });
      index++;
    }
    for (const detail of entry.details) {
      this.add({ keepNext: hasMore(index), keepLines: true, children: [this.run(detail)] });
      index++;
    }
    entry.bullets.forEach((bullet, bulletIndex) => {
      this.bullet(bullet.text, bulletIndex < entry.bullets.length - 1, bullet.level);
    });
  }

  /** A bullet paragraph; a sub-bullet uses the list's deeper numbering level (ADR 0026). */
  private bullet(text: string, keepNext: boolean, level = 0): void {
    this.add({
      numbering: { reference: BULLET_LIST, level: Math.min(level, SUB_BULLET_LEVELS) },
      keepNext,
      keepLines: true,
      children: [this.run(text)],
    });
  }

  block(block: OutlineBlock, first: boolean): void {
    switch (block.kind) {
      case 'paragraph':
        this.add({ children: [this.run(block.text)] });
        return;
      case 'line':
        this.add({
          children: block.label
            ? [this.run(`${block.label}: `, { bold: true }), this.run(block.text)]
            : [this.run(block.text)],
        });
        return;
      case 'bullets':
        block.items.forEach((item, index) => {
          this.bullet(item, index < block.items.length - 1);
        });
        return;
      case 'entry':
        this.entry(block, first ? 0 : this.tokens.spacing.entryGap);
        return;
    }
  }

  plain(text: string, options: Omit<IRunOptions, 'text'> = {}, spaceBefore = 0): void {
    this.add({ spacing: { before: twips(spaceBefore) }, children: [this.run(text, options)] });
  }
}

function buildDocument(
  tokens: TemplateTokens,
  pageSize: PageSize,
  metadata: DocxMetadata,
  paragraphs: Paragraph[],
): Document {
  const colour = colours(tokens);
  const bodyFont = FONT_MAPPINGS[tokens.font.body].word;
  const headingFont = FONT_MAPPINGS[tokens.font.heading].word;
  const { size, spacing, heading } = tokens;
  const page = PAGE_DIMENSIONS[pageSize];
  const line = Math.round(240 * spacing.lineHeight);
  return new Document({
    title: metadata.title,
    subject: metadata.subject,
    creator: metadata.author,
    lastModifiedBy: 'Hireproof',
    description: 'Created with Hireproof',
    styles: {
      default: {
        document: {
          run: { font: bodyFont, size: halfPoints(size.body), color: colour.text },
          paragraph: { spacing: { before: 0, after: 0, line } },
        },
        title: {
          run: { font: headingFont, size: halfPoints(size.name), bold: true, color: colour.name },
          paragraph: { spacing: { before: 0, after: twips(2) } },
        },
        heading1: {
          run: {
            font: headingFont,
            size: halfPoints(size.heading),
            bold: heading.bold,
            color: colour.heading,
            allCaps: heading.uppercase,
            characterSpacing: twips(heading.letterSpacing),
          },
          paragraph: {
            spacing: { before: twips(spacing.sectionGap), after: twips(4), line: 240 },
            keepNext: true,
            border:
              heading.rule === 'below'
                ? { bottom: ruleBorder(tokens) }
                : heading.rule === 'above'
                  ? { top: ruleBorder(tokens) }
                  : undefined,
          },
        },
        heading2: {
          run: { font: bodyFont, size: halfPoints(size.entryTitle), bold: true, color: colour.text },
          paragraph: { spacing: { before: 0, after: 0, line }, keepNext: true },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: BULLET_LIST,
          levels: [0, 1, 2].map((level) => ({
            level,
            format: LevelFormat.BULLET,
            text: level === 0 ? '•' : '–',
            alignment: AlignmentType.LEFT,
            style: {
              paragraph: {
                indent: {
                  left: twips(spacing.bulletIndent * (level + 1)),
                  hanging: twips(spacing.bulletIndent * 0.7),
                },
              },
            },
          })),
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: twips(page.width), height: twips(page.height) },
            margin: {
              top: twips(spacing.pageMargin),
              bottom: twips(spacing.pageMargin),
              left: twips(spacing.pageMargin),
              right: twips(spacing.pageMargin),
              header: twips(spacing.pageMargin / 2),
              footer: twips(spacing.pageMargin / 2),
              gutter: 0,
            },
          },
        },
        children: paragraphs,
      },
    ],
  });
}

async function pack(document: Document, date: Date): Promise<Uint8Array> {
  const bytes = new Uint8Array(await Packer.toBuffer(document));
  return normaliseDocxPackage(bytes, date);
}

export async function renderResumeDocx(
  outline: ResumeOutline,
  tokens: TemplateTokens,
  pageSize: PageSize,
  metadata: DocxMetadata,
): Promise<Uint8Array> {
  const builder = new DocxBuilder(tokens, pageSize);
  builder.header(outline.header);
  for (const section of outline.sections) {
    builder.sectionHeading(section.title);
    section.blocks.forEach((block, index) => {
      builder.block(block, index === 0);
    });
  }
  return pack(buildDocument(tokens, pageSize, metadata, builder.paragraphs), metadata.date);
}

export async function renderCoverLetterDocx(
  outline: CoverLetterOutline,
  tokens: TemplateTokens,
  pageSize: PageSize,
  metadata: DocxMetadata,
): Promise<Uint8Array> {
  const builder = new DocxBuilder(tokens, pageSize);
  const gap = tokens.spacing.sectionGap;
  builder.header(outline.header);
  if (outline.date) builder.plain(outline.date, {}, gap * 1.5);
  outline.recipient.forEach((line, index) => {
    builder.plain(line, {}, index === 0 ? gap : 0);
  });
  builder.plain(outline.subject, { bold: true }, gap);
  for (const paragraph of outline.paragraphs) builder.plain(paragraph, {}, gap / 1.5);
  return pack(buildDocument(tokens, pageSize, metadata, builder.paragraphs), metadata.date);
}
