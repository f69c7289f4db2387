// Public API of the render module: templates as data, and four renderers (HTML, DOCX, PDF, TXT) for
// resumes and cover letters. Pure: documents in, bytes out; time comes in through `now`.
import { z } from 'zod';
import { type ResumeDocument, resumeDocumentSchema } from '../model/resume-document.ts';
import { type CoverLetter, coverLetterSchema, outlineCoverLetter } from './cover-letter.ts';
import { renderCoverLetterDocx, renderResumeDocx } from './docx.ts';
import type { ExportFormat } from './file-name.ts';
import { renderCoverLetterHtml, renderResumeHtml } from './html.ts';
import { outlineResume, resolveSectionOrder, type SectionOrderMode } from './outline.ts';
import { DEFAULT_PAGE_SIZE, type PageSize } from './page.ts';
import { renderCoverLetterPdf, renderResumePdf } from './pdf.ts';
import { DEFAULT_TEMPLATE_ID, getTemplate } from './templates/catalog.ts';
import { renderCoverLetterTxt, renderResumeTxt } from './txt.ts';

export { toAscii } from './ascii.ts';
export {
  type CoverLetter,
  type CoverLetterOutline,
  coverLetterSchema,
  coverLetterText,
  outlineCoverLetter,
} from './cover-letter.ts';
export { type ExportFormat, type ExportKind, exportFileName } from './file-name.ts';
export { escapeHtml, html, SafeHtml } from './html-escape.ts';
export { type NaiveField, naiveReadBack } from './naive-ats/index.ts';
export {
  formatDateRange,
  type OutlineBlock,
  type OutlineEntry,
  outlineResume,
  outlineText,
  type ResumeOutline,
  resolveSectionOrder,
  SECTION_TITLES,
  type SectionOrderMode,
} from './outline.ts';
export { PAGE_DIMENSIONS, type PageSize } from './page.ts';
export * from './templates/index.ts';

export const EXPORT_FORMATS = ['html', 'docx', 'pdf', 'txt'] as const satisfies readonly ExportFormat[];

export const MEDIA_TYPES: Record<ExportFormat, string> = {
  html: 'text/html; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
};

/**
 * The date written into document metadata when the caller gives none. A fixed value, never the
 * clock, so that a render is a pure function of its inputs.
 */
export const DEFAULT_RENDER_DATE = new Date('2000-01-01T00:00:00Z');

export interface RenderOptions {
  format: ExportFormat;
  /** One of TEMPLATE_IDS; defaults to 'classic'. An unknown id is an error. */
  templateId?: string;
  /** Paper for PDF, DOCX and HTML print; defaults to A4. */
  pageSize?: PageSize;
  /** Creation date for PDF and DOCX metadata. */
  now?: Date;
  /** Follow the document's own section order (default) or the template's suggested order. */
  sectionOrder?: SectionOrderMode;
}

export interface RenderedFile {
  format: ExportFormat;
  mediaType: string;
  bytes: Uint8Array;
  /** The text itself for HTML and TXT. */
  text?: string;
}

const renderOptionsSchema = z.object({
  format: z.enum(EXPORT_FORMATS),
  templateId: z.string().optional(),
  pageSize: z.enum(['A4', 'Letter']).optional(),
  now: z.date().optional(),
  sectionOrder: z.enum(['document', 'template']).optional(),
});

function textFile(format: 'html' | 'txt', text: string): RenderedFile {
  return { format, mediaType: MEDIA_TYPES[format], bytes: new TextEncoder().encode(text), text };
}

function binaryFile(format: 'docx' | 'pdf', bytes: Uint8Array): RenderedFile {
  return { format, mediaType: MEDIA_TYPES[format], bytes };
}

export async function renderResume(doc: ResumeDocument, options: RenderOptions): Promise<RenderedFile> {
  const resume = resumeDocumentSchema.parse(doc);
  const {
    format,
    templateId,
    pageSize = DEFAULT_PAGE_SIZE,
    now,
    sectionOrder,
  } = renderOptionsSchema.parse(options);
  const tokens = getTemplate(templateId ?? DEFAULT_TEMPLATE_ID);
  const outline = outlineResume(resume, resolveSectionOrder(resume, tokens, sectionOrder));
  const metadata = {
    title: resume.basics.name ? `${resume.basics.name} – Resume` : 'Resume',
    author: resume.basics.name,
    subject: resume.basics.label ?? 'Resume',
    date: now ?? DEFAULT_RENDER_DATE,
  };
  switch (format) {
    case 'html':
      return textFile('html', renderResumeHtml(outline, tokens, pageSize));
    case 'txt':
      return textFile('txt', renderResumeTxt(outline));
    case 'pdf':
      return binaryFile('pdf', await renderResumePdf(outline, tokens, pageSize, metadata));
    case 'docx':
      return binaryFile('docx', await renderResumeDocx(outline, tokens, pageSize, metadata));
  }
}

/** The letter as plain text, laid out as its TXT export is (no fonts, no files: cheap enough to call inline). */
export function coverLetterPlainText(letter: CoverLetter): string {
  return renderCoverLetterTxt(outlineCoverLetter(coverLetterSchema.parse(letter)));
}

export async function renderCoverLetter(letter: CoverLetter, options: RenderOptions): Promise<RenderedFile> {
  const input = coverLetterSchema.parse(letter);
  const { format, templateId, pageSize = DEFAULT_PAGE_SIZE, now } = renderOptionsSchema.parse(options);
  const tokens = getTemplate(templateId ?? DEFAULT_TEMPLATE_ID);
  const outline = outlineCoverLetter(input);
  const metadata = {
    title: input.candidate.name ? `${input.candidate.name} – Cover Letter` : 'Cover Letter',
    author: input.candidate.name,
    subject: [input.jobTitle, input.company].filter(Boolean).join(', ') || 'Cover letter',
    date: now ?? DEFAULT_RENDER_DATE,
  };
  switch (format) {
    case 'html':
      return textFile('html', renderCoverLetterHtml(outline, tokens, pageSize));
    case 'txt':
      return textFile('txt', renderCoverLetterTxt(outline));
    case 'pdf':
      return binaryFile('pdf', await renderCoverLetterPdf(outline, tokens, pageSize, metadata));
    case 'docx':
      return binaryFile('docx', await renderCoverLetterDocx(outline, tokens, pageSize, metadata));
  }
}
