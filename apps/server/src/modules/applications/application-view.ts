import {
  type Application,
  type ApplicationSummary,
  applicationExportPath,
  DEFAULT_TEMPLATE_ID,
  type ExportDocument,
  type KeywordAnalysis,
  type PageSize,
  type ParseWarningView,
  parseWarningSchema,
  type ScoreComparison,
  scoreComparisonSchema,
  type TailorSuggestion,
  type TemplateId,
  tailorSuggestionSchema,
  templateIdSchema,
} from '@hireproof/contract';
import {
  type CoverLetter,
  coverLetterPlainText,
  coverLetterSchema,
  type ResumeDocument,
  resumeDocumentSchema,
} from '@hireproof/engine';
import { z } from 'zod';
import type { ApplicationRow } from './applications.queries.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The stored cover letter (renderer input as JSON), or undefined when there is none or it is unreadable. */
export function storedCoverLetter(row: Pick<ApplicationRow, 'coverLetter'>): CoverLetter | undefined {
  if (!row.coverLetter) return undefined;
  try {
    return coverLetterSchema.parse(JSON.parse(row.coverLetter));
  } catch {
    return undefined;
  }
}

export function storedOptimizedResume(
  row: Pick<ApplicationRow, 'optimizedResume'>,
): ResumeDocument | undefined {
  const parsed = resumeDocumentSchema.safeParse(row.optimizedResume);
  return parsed.success ? parsed.data : undefined;
}

const templateOr = (id: string | null, fallback: TemplateId): TemplateId => {
  const parsed = templateIdSchema.safeParse(id);
  return parsed.success ? parsed.data : fallback;
};

/** The templates and paper the previews and every export of this application use. */
export function renderChoiceOf(
  row: Pick<ApplicationRow, 'templateId' | 'coverLetterTemplateId' | 'pageSize'>,
): {
  resumeTemplateId: TemplateId;
  coverLetterTemplateId: TemplateId;
  pageSize: PageSize;
} {
  const resumeTemplateId = templateOr(row.templateId, DEFAULT_TEMPLATE_ID);
  return {
    resumeTemplateId,
    coverLetterTemplateId: templateOr(row.coverLetterTemplateId, resumeTemplateId),
    pageSize: row.pageSize ?? 'A4',
  };
}

export function summaryOf(
  row: Pick<ApplicationRow, 'id' | 'jobTitle' | 'company' | 'status' | 'createdAt' | 'error'> & {
    hasCoverLetter: boolean;
  },
): ApplicationSummary {
  return {
    id: row.id,
    jobTitle: row.jobTitle,
    company: row.company,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    hasCoverLetter: row.hasCoverLetter,
    error: row.error,
  };
}

/** The columns the detail view is made of (the parsed upload, the change log and readability are not). */
export type ApplicationViewRow = Omit<
  ApplicationRow,
  'parsedResume' | 'changes' | 'readability' | 'userId' | 'sourceFileId' | 'updatedAt'
>;

/**
 * Where an export of this application is served, named by its revision so the address changes whenever the
 * document does (a preview never shows a cached old version; the route itself serves the current one).
 */
const exportUrl = (row: ApplicationViewRow, document: ExportDocument, format: 'html' | 'txt') =>
  `${applicationExportPath(row.id, document, format)}?revision=${row.revision}`;

/**
 * SPEC §3 Application, with addresses instead of inlined documents (ADR 0030): the resume's HTML and the
 * letter's text are served by the owner-only export route; the letter's text is also given as is, for the
 * screen. Nothing is rendered here.
 */
export function viewOf(row: ApplicationViewRow): Application {
  const { resumeTemplateId: templateId } = renderChoiceOf(row);
  const resume = row.status === 'complete' ? storedOptimizedResume(row) : undefined;
  // A letter the person chose to skip is neither previewed nor offered for download.
  const letter = row.status === 'complete' && !row.coverLetterSkipped ? storedCoverLetter(row) : undefined;
  const analysis = row.keywordAnalysis as KeywordAnalysis | null;
  return {
    id: row.id,
    jobTitle: row.jobTitle,
    company: row.company,
    jobDescription: row.jobDescription,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    completedAt: iso(row.completedAt),
    parseMethod: row.parseMethod,
    parseWarnings: storedParseWarnings(row),
    resumeOptimizedUrl: resume ? exportUrl(row, 'resume', 'html') : null,
    coverLetterUrl: resume && letter ? exportUrl(row, 'cover-letter', 'txt') : null,
    coverLetterText: letter ? coverLetterPlainText(letter) : null,
    hasCoverLetter: Boolean(row.coverLetter) && !row.coverLetterSkipped,
    coverLetterSkipped: row.coverLetterSkipped,
    keywords: analysis ? { analysis } : null,
    templateId,
    writer: row.writer,
    model: row.model,
    scores: row.status === 'complete' ? storedScores(row) : null,
    suggestions: row.status === 'complete' ? storedSuggestions(row) : [],
    error: row.error,
  };
}

/** The stored before/after scores; null for an application completed before they were kept. */
function storedScores(row: Pick<ApplicationRow, 'scores'>): ScoreComparison | null {
  const parsed = scoreComparisonSchema.safeParse(row.scores);
  return parsed.success ? parsed.data : null;
}

/** The stored parse warnings; empty for a builder application or a row from before they were kept. */
function storedParseWarnings(row: Pick<ApplicationRow, 'parseWarnings'>): ParseWarningView[] {
  const parsed = z.array(parseWarningSchema).safeParse(row.parseWarnings ?? []);
  return parsed.success ? parsed.data : [];
}

function storedSuggestions(row: Pick<ApplicationRow, 'suggestions'>): TailorSuggestion[] {
  const parsed = z.array(tailorSuggestionSchema).safeParse(row.suggestions ?? []);
  return parsed.success ? parsed.data : [];
}
