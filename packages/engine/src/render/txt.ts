import type { CoverLetterOutline } from './cover-letter.ts';
import {
  lineText,
  type OutlineBlock,
  type OutlineHeader,
  type ResumeOutline,
  subtitleText,
} from './outline.ts';
import { toPlainText } from './plain-text.ts';

/**
 * Plain text for pasting into ATS web forms: uppercase headings, `-` bullets, a blank line between
 * sections, in UTF-8 with every character the person wrote (see plain-text.ts).
 */

function headerLines(header: OutlineHeader): string[] {
  return [
    header.name,
    ...(header.label ? [header.label] : []),
    ...(header.contacts.length ? [header.contacts.join(' | ')] : []),
  ];
}

function blockLines(block: OutlineBlock): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [block.text];
    case 'line':
      return [lineText(block)];
    case 'bullets':
      return block.items.map((item) => `- ${item}`);
    case 'entry':
      return [
        block.dates ? `${block.title} | ${block.dates}` : block.title,
        ...(block.subtitle.length ? [subtitleText(block)] : []),
        ...block.details,
        // A sub-bullet is indented two spaces per level under its bullet.
        ...block.bullets.map((bullet) => `${'  '.repeat(bullet.level)}- ${bullet.text}`),
      ];
  }
}

/** Joins lines, collapsing runs of blank lines and removing invisible characters. */
function finish(lines: string[]): string {
  const text = lines
    // Runs of blanks inside a line collapse; a sub-bullet's leading indent stays.
    .map((line) => line.replace(/(?<=\S)[ \t]+/g, ' ').trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return `${toPlainText(text)}\n`;
}

export function renderResumeTxt(outline: ResumeOutline): string {
  const lines = headerLines(outline.header);
  for (const section of outline.sections) {
    lines.push('', section.title.toUpperCase());
    section.blocks.forEach((block, index) => {
      if (index > 0 && block.kind === 'entry') lines.push('');
      lines.push(...blockLines(block));
    });
  }
  return finish(lines);
}

export function renderCoverLetterTxt(outline: CoverLetterOutline): string {
  const lines = headerLines(outline.header);
  lines.push('');
  if (outline.date) lines.push(outline.date, '');
  lines.push(...outline.recipient, '', outline.subject);
  for (const paragraph of outline.paragraphs) lines.push('', paragraph);
  return finish(lines);
}
