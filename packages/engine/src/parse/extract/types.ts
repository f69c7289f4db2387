/** How the text of a file was obtained; shown to users as the application's "Parse Method". */
export type ParseMethod =
  | 'pdf-geometry'
  | 'pdf-two-column'
  | 'docx-mammoth'
  | 'text-plain'
  | 'text-markdown'
  | 'json-resume';

/** One line of extracted text with the layout features that help find headings. */
export interface ExtractedLine {
  text: string;
  /** Offset of the line's first character in `ExtractedText.text`. */
  start: number;
  /** Offset just past the line's last character. */
  end: number;
  /** 1-based page number, for PDFs. */
  page?: number;
  /** Font size in points (PDF) or the heading level mapped to a relative size (DOCX, Markdown). */
  fontSize?: number;
  bold?: boolean;
  /** The source marked this line as a heading (DOCX heading style, Markdown `#`). */
  heading?: boolean;
  /**
   * How far the line starts from the left margin, in characters of body text (PDF: its left edge over half
   * the font size; text: leading spaces; DOCX: list depth). Only compared between lines of one document, to
   * tell a sub-bullet from the bullet above it.
   */
  indent?: number;
  /** Where the line's text ends, in the units of `indent` (PDF only): tells a wrapped line from a short one. */
  right?: number;
  /**
   * The line begins with a picture glyph from an icon font (left out of the text): a bullet drawn with a
   * symbol font, or the icon before a phone number.
   */
  iconLead?: boolean;
}

export type ParseWarningCode =
  | 'pages-capped'
  | 'characters-capped'
  | 'encoding-guessed'
  | 'utf16-decoded'
  | 'two-column-layout'
  | 'wide-gaps'
  // From the structured result (structure-warnings.ts):
  | 'sections-unrecognised'
  | 'lines-moved-to-other'
  | 'running-lines-dropped'
  | 'cover-letter-dropped'
  | 'looks-like-cover-letter'
  /** A job whose title and employer may be the wrong way round (header-doubts.ts). */
  | 'entry-header-unsure'
  /** The resume's language is none we read; it is kept whole, unknown sections under "Other". */
  | 'language-unsupported'
  /** The job posting is not in English and the built-in writer writes cover letters in English. */
  | 'cover-letter-in-english';

export interface ParseWarning {
  code: ParseWarningCode;
  message: string;
}

export interface ExtractedText {
  /** The lines joined with `\n`; source spans point into this string. */
  text: string;
  lines: ExtractedLine[];
  parseMethod: ParseMethod;
  pageCount: number;
  warnings: ParseWarning[];
  /** Targets of the file's link annotations (PDF), for profile links whose handle the text shows. */
  links?: string[];
  /** Lines of the file left out of `text` on purpose, each with its reason. */
  dropped?: DroppedLine[];
}

/** A line left out of the document on purpose, and why. */
export interface DroppedLine {
  text: string;
  reason: 'running-header-footer' | 'cover-letter';
}

/** A line before offsets are assigned. */
export type RawLine = Omit<ExtractedLine, 'start' | 'end'>;

export const MAX_PAGES = 20;
export const MAX_CHARACTERS = 100_000;

/** Joins raw lines into one text and records where each line starts and ends. */
export function assembleText(rawLines: RawLine[]): { text: string; lines: ExtractedLine[] } {
  const lines: ExtractedLine[] = [];
  let offset = 0;
  for (const raw of rawLines) {
    lines.push({ ...raw, start: offset, end: offset + raw.text.length });
    offset += raw.text.length + 1;
  }
  return { text: rawLines.map((l) => l.text).join('\n'), lines };
}
