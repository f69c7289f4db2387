import { z } from 'zod';
import { JOB_DESCRIPTION_MIN_CHARS, RESUME_ACCEPT } from './constants.ts';
import { withoutNul } from './text.ts';

/**
 * Applications (SPEC §2 'Dashboard' and 'Application detail', §3 Application / Readability / Job /
 * Queue stats, §5 'Generation form', §7 calls). Errors answer the common `{ code, message,
 * requestId }` body (errors.ts); the client shows them as '{status}: {body}'.
 */

// ── Messages (SPEC §5 wording; titles are the toast titles the dashboard shows) ──

/** The longest resume file name accepted (the files table keeps at most this much). */
export const RESUME_FILE_NAME_MAX_CHARS = 255;

export const APPLICATION_MESSAGES = {
  fileRequired: { title: 'File Required', message: 'Please upload your resume' },
  missingFields: { title: 'Missing Information', message: 'Please fill in all required fields' },
  descriptionTooShort: {
    title: 'Job Description Too Short',
    message: `Please provide a more detailed job description (minimum ${JOB_DESCRIPTION_MIN_CHARS} characters)`,
  },
  fileTooLarge: { title: 'File too large', message: 'File size exceeds 10MB limit' },
  invalidFileName: {
    title: 'Invalid file name',
    message: `The file name must be at most ${RESUME_FILE_NAME_MAX_CHARS} characters, without control characters`,
  },
  invalidFileType: {
    title: 'Invalid file type',
    message: `File type not supported. Allowed types: ${RESUME_ACCEPT}`,
  },
  noCredits: {
    title: 'Insufficient Credits',
    message: 'You need at least 1 credit to generate an application',
  },
  generationFailed: { title: 'Generation Failed' },
  addKeywordsFailed: { title: 'Error', message: 'Failed to add keywords to resume' },
  notFound: 'Application not found',
  notComplete: 'The application is not complete yet',
  noCoverLetter: 'This application has no cover letter',
  coverLetterSkipped: 'You chose to apply without a cover letter; include it again to download it',
} as const;

// ── Limits of the generation form (the server enforces them; the form may mirror them) ──

export const JOB_TITLE_MAX_CHARS = 200;
export const COMPANY_MAX_CHARS = 200;
export const JOB_DESCRIPTION_MAX_CHARS = 50_000;

// ── Application ──

export const APPLICATION_STATUSES = ['queued', 'processing', 'complete', 'failed'] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** SPEC §3 keywords.analysis: the job's keywords split by how the resume matches them. */
export const keywordAnalysisSchema = z.object({
  exact_matches: z.array(z.string()),
  near_matches: z.array(z.string()),
  missing_keywords: z.array(z.string()),
  /**
   * Keywords of the lists above that the posting never names: traits read from a verb it uses ('collaborate
   * closely' → Collaboration), shown marked as inferred. Absent on analyses stored before it existed.
   */
  inferred_keywords: z.array(z.string()).optional(),
});
export type KeywordAnalysis = z.infer<typeof keywordAnalysisSchema>;

/** One resume's standing against the job: the readability scores and how many job keywords it shows. */
export const scoreSnapshotSchema = z.object({
  overall: z.number(),
  ats: z.number(),
  clarity: z.number(),
  impact: z.number(),
  /** Job keywords the resume shows (exact or near). */
  keywordsMatched: z.number().int().nonnegative(),
  keywordsTotal: z.number().int().nonnegative(),
});
export type ScoreSnapshot = z.infer<typeof scoreSnapshotSchema>;

/**
 * The uploaded resume and the tailored one scored by the same formula. Only what the person's own
 * resume shows counts for the tailored one: the target title or a keyword the writer added without
 * evidence is not a match.
 */
export const scoreComparisonSchema = z.object({
  before: scoreSnapshotSchema,
  /** The tailored resume without what the person's answers added (issue 29). */
  after: scoreSnapshotSchema,
  /** The tailored resume with the person's answers; absent until an answer added something. */
  answered: scoreSnapshotSchema.optional(),
  /**
   * The uploaded resume shares almost nothing with the posting (the fit check's rule, the engine's
   * LOW_FIT_COVERAGE): the detail screen offers to apply without a cover letter. Absent on older rows.
   */
  lowFit: z.boolean().optional(),
});
export type ScoreComparison = z.infer<typeof scoreComparisonSchema>;

/** A rewrite kept beside the document for the person to complete (it holds placeholders such as [X%]). */
export const tailorSuggestionSchema = z.object({
  /** The fact the rewrite is for, e.g. 'W1.B2'. */
  targetId: z.string(),
  text: z.string(),
  reason: z.string(),
  placeholders: z.array(z.string()),
});
export type TailorSuggestion = z.infer<typeof tailorSuggestionSchema>;

/**
 * Something reading the uploaded resume moved, left out or could not recognise, said in plain words
 * (codes: README 'Parse warnings'). The person's lines are never silently lost; these say where they went.
 */
export const parseWarningSchema = z.object({ code: z.string(), message: z.string() });
export type ParseWarningView = z.infer<typeof parseWarningSchema>;

/** GET /api/applications/{id} (and the body of a created application). Dates are ISO 8601. */
export const applicationSchema = z.object({
  id: z.string(),
  jobTitle: z.string(),
  company: z.string(),
  jobDescription: z.string(),
  status: applicationStatusSchema,
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** How the resume's text was read, e.g. 'pdf-geometry', 'docx-mammoth', 'text-plain'. */
  parseMethod: z.string().nullable(),
  /** What reading the upload moved, left out or could not recognise; empty for the builder and older rows. */
  parseWarnings: z.array(parseWarningSchema),
  /**
   * Where the optimised resume's HTML is served (same origin, owner only: the HTML export,
   * `/api/applications/{id}/export/resume/html?revision=N`, N changing with every revision); null until
   * complete. ADR 0030: an address, not the document inlined as a data URL.
   */
  resumeOptimizedUrl: z.string().nullable(),
  /** Where the cover letter's text is served (its TXT export, addressed as above); null when there is none. */
  coverLetterUrl: z.string().nullable(),
  /** The cover letter as plain text, laid out as its TXT export (what the detail screen shows); null when none. */
  coverLetterText: z.string().nullable(),
  hasCoverLetter: z.boolean(),
  /**
   * The person chose to apply without the cover letter: it is left out of the downloads (and
   * `hasCoverLetter` is false) until they include it again.
   */
  coverLetterSkipped: z.boolean(),
  keywords: z.object({ analysis: keywordAnalysisSchema }).nullable(),
  templateId: z.string(),
  /** Which writer produced the result ('built-in' or 'llm'); null until complete. */
  writer: z.string().nullable().optional(),
  /** The language model behind an LLM writer; null for the built-in writer. */
  model: z.string().nullable().optional(),
  /** Scores of the uploaded and the tailored resume; null until complete. */
  scores: scoreComparisonSchema.nullable(),
  /** Rewrites that need a figure only the person knows; never part of the downloadable resume. */
  suggestions: z.array(tailorSuggestionSchema),
  /** Why a failed application failed, written for the user; null otherwise. */
  error: z.string().nullable(),
});
export type Application = z.infer<typeof applicationSchema>;

/** One row of GET /api/applications (newest first): what the Recent Applications list shows. */
export const applicationSummarySchema = z.object({
  id: z.string(),
  jobTitle: z.string(),
  company: z.string(),
  status: applicationStatusSchema,
  createdAt: z.string(),
  hasCoverLetter: z.boolean(),
  error: z.string().nullable(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

/** Rows in one page of GET /api/applications unless `limit` asks for another count (at most the max). */
export const APPLICATIONS_PAGE_SIZE = 20;
export const APPLICATIONS_PAGE_MAX = 100;

/**
 * GET /api/applications?cursor=&limit= — `cursor` is the previous page's `nextCursor` (opaque);
 * without it the newest rows come first.
 */
export const applicationListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(APPLICATIONS_PAGE_MAX).optional(),
});

/**
 * One page of the list, newest first (ties broken by id, so the order is total and stable);
 * `nextCursor` is null on the last page.
 */
export const applicationPageSchema = z.object({
  items: z.array(applicationSummarySchema),
  nextCursor: z.string().nullable(),
});
export type ApplicationPage = z.infer<typeof applicationPageSchema>;

/**
 * POST /api/applications, multipart/form-data: `resume` (one file: .pdf, .docx or .txt, at most
 * 10 MB) plus these text fields. Answers 201 with the complete Application when generation finishes
 * within the server's wait, 202 with its current state (queued or processing) otherwise; a
 * generation that fails within the wait answers 422 with the reason (the credit is refunded).
 */
export const createApplicationFieldsSchema = z.object({
  jobTitle: withoutNul(z.string().max(JOB_TITLE_MAX_CHARS)),
  company: withoutNul(z.string().max(COMPANY_MAX_CHARS)),
  jobDescription: withoutNul(z.string().max(JOB_DESCRIPTION_MAX_CHARS)),
});
export type CreateApplicationFields = z.infer<typeof createApplicationFieldsSchema>;

/** DELETE /api/applications/{id} */
export const deleteApplicationResponseSchema = z.object({ id: z.string(), deleted: z.literal(true) });

// ── Readability (SPEC §3 'Readability result') ──

export const readabilityResultSchema = z.object({
  scores: z.object({
    overall: z.number(),
    ats: z.number(),
    clarity: z.number(),
    impact: z.number(),
  }),
  metrics: z.object({
    wordCount: z.number(),
    sentenceCount: z.number(),
    avgSentenceLength: z.number(),
    actionVerbs: z.number(),
    quantifications: z.number(),
    passiveVoiceEstPct: z.number(),
    keywordsMatched: z.number(),
    keywordsTotal: z.number(),
  }),
  suggestions: z.array(z.string()),
  modelHints: z.object({ topKeywords: z.array(z.string()) }),
});
export type ReadabilityResult = z.infer<typeof readabilityResultSchema>;

export const READABILITY_HTML_MAX_CHARS = 300_000;
export const READABILITY_TEXT_MAX_CHARS = 100_000;
export const READABILITY_KEYWORDS_MAX = 100;
/**
 * The longest line the language steps accept (a resume's, a job description's, an uploaded text
 * file's). Real lines are far shorter; a line of this size is a pasted blob that only costs time.
 */
export const INPUT_LINE_MAX_CHARS = 5_000;

/** Why an input was refused before any language processing (400), in words the person can act on. */
export const INPUT_LIMIT_MESSAGES = {
  lineTooLong: `A line is longer than ${INPUT_LINE_MAX_CHARS.toLocaleString('en-US')} characters. Please break the text into shorter lines and try again.`,
  resumeHtmlTooLong: `The resume is longer than ${READABILITY_HTML_MAX_CHARS.toLocaleString('en-US')} characters of HTML.`,
  resumeTextTooLong: `The resume is longer than ${READABILITY_TEXT_MAX_CHARS.toLocaleString('en-US')} characters.`,
  tooManyKeywords: `Send at most ${READABILITY_KEYWORDS_MAX} keywords.`,
} as const;

/** POST /api/analysis/readability — live scoring; one of resumeHtml / resumeText must have content. */
export const readabilityRequestSchema = z
  .object({
    resumeHtml: z.string().max(READABILITY_HTML_MAX_CHARS, INPUT_LIMIT_MESSAGES.resumeHtmlTooLong).optional(),
    resumeText: z.string().max(READABILITY_TEXT_MAX_CHARS, INPUT_LIMIT_MESSAGES.resumeTextTooLong).optional(),
    jobTitle: z.string().max(JOB_TITLE_MAX_CHARS).optional(),
    keywords: z
      .array(z.string().max(100))
      .max(READABILITY_KEYWORDS_MAX, INPUT_LIMIT_MESSAGES.tooManyKeywords)
      .optional(),
    /** The builder's target job: when no keywords are sent, the server extracts them from this. */
    jobDescription: z.string().max(JOB_DESCRIPTION_MAX_CHARS).optional(),
    company: z.string().max(COMPANY_MAX_CHARS).optional(),
  })
  .refine((body) => Boolean(body.resumeHtml?.trim() || body.resumeText?.trim()), {
    message: 'resumeHtml or resumeText is required',
  });
export type ReadabilityRequest = z.infer<typeof readabilityRequestSchema>;

// ── Fit check (before a credit is spent) ──

/**
 * POST /api/analysis/fit, multipart/form-data: `resume` (the same file the generation form sends) plus
 * `jobDescription` and, optionally, `jobTitle` and `company`. Nothing is stored and no credit is spent; it
 * answers how much of the posting's keywords the resume already shows, so the dashboard can ask before
 * generating when they share almost nothing. Limited per user (429 beyond it).
 */
export const fitCheckFieldsSchema = z.object({
  jobDescription: withoutNul(z.string().trim().min(1).max(JOB_DESCRIPTION_MAX_CHARS)),
  jobTitle: withoutNul(z.string().max(JOB_TITLE_MAX_CHARS)).optional(),
  company: withoutNul(z.string().max(COMPANY_MAX_CHARS)).optional(),
});
export type FitCheckFields = z.infer<typeof fitCheckFieldsSchema>;

export const fitCheckResponseSchema = z.object({
  /** 0–100: the weighted share of the posting's keywords the resume shows (the match score's formula). */
  coverage: z.number().min(0).max(100),
  matched: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** Coverage below `threshold` (the engine's LOW_FIT_COVERAGE) while the posting has keywords. */
  low: z.boolean(),
  threshold: z.number(),
  /** A few of the posting's keywords the resume shows, most important first. */
  shared: z.array(z.string()),
});
export type FitCheckResponse = z.infer<typeof fitCheckResponseSchema>;

/**
 * PUT /api/applications/{id}/cover-letter-skip — leave the cover letter out of this application's downloads
 * (`skipped: true`) or include it again. Answers the Application.
 */
export const coverLetterSkipRequestSchema = z.object({ skipped: z.boolean() });
export type CoverLetterSkipRequest = z.infer<typeof coverLetterSkipRequestSchema>;

/** The detail screen's words on a poor fit: said plainly, with the choice to apply without a letter. */
export const LETTER_SKIP_MESSAGES = {
  notice:
    'This resume and this job share very little. A cover letter can only tell what your resume shows, so you may prefer to apply without one.',
  skip: 'Skip the cover letter',
  skipped: 'You chose to apply without a cover letter. It is left out of the downloads for this application.',
  include: 'Include the cover letter',
} as const;

/** The dashboard's words when the fit is low: said plainly, with both ways out. */
export const FIT_MESSAGES = {
  title: 'This resume and this job share very little',
  continue: 'Generate anyway',
  back: 'Go back',
} as const;

// ── Add keywords ──

/** POST /api/applications/{id}/add-keywords — no body (or no `keywords`) adds every missing keyword. */
export const addKeywordsRequestSchema = z
  .object({
    keywords: z
      .array(withoutNul(z.string().trim().min(1).max(100)))
      .max(100)
      .optional(),
  })
  // Fastify hands a request without a body to the schema as null.
  .nullish();
export type AddKeywordsRequest = z.infer<typeof addKeywordsRequestSchema>;

export const addKeywordsResponseSchema = z.object({
  application: applicationSchema,
  /** Keywords now present in the resume. */
  added: z.array(z.string()),
  /** Requested keywords that could not be placed truthfully (or were not missing). */
  notAdded: z.array(z.string()),
});
export type AddKeywordsResponse = z.infer<typeof addKeywordsResponseSchema>;

// ── Jobs and queue (SPEC §3 Job, Queue stats) ──

export const JOB_STATUSES = ['queued', 'running', 'done', 'error'] as const;
export const jobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** GET /api/applications/{id}/jobs answers a list of these, oldest first. */
export const jobSchema = z.object({
  id: z.string(),
  type: z.string(),
  status: jobStatusSchema,
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** When a queued job becomes due (later than createdAt while it waits for a retry). */
  runAt: z.string(),
  lastError: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;
export const jobListSchema = z.array(jobSchema);

/**
 * GET /api/queue/stats — counts of the caller's own jobs (an admin sees every job). `failed` counts
 * jobs in status error, `completed` jobs in status done. isWorkerRunning: a worker runs in the web
 * process, or some worker holds a live lease.
 */
export const queueStatsSchema = z.object({
  queued: z.number().int(),
  running: z.number().int(),
  failed: z.number().int(),
  completed: z.number().int(),
  isWorkerRunning: z.boolean(),
});
export type QueueStats = z.infer<typeof queueStatsSchema>;

// ── Exports ──

export const EXPORT_DOCUMENTS = ['resume', 'cover-letter'] as const;
export type ExportDocument = (typeof EXPORT_DOCUMENTS)[number];
export const APPLICATION_EXPORT_FORMATS = ['html', 'docx', 'pdf', 'txt'] as const;
export type ApplicationExportFormat = (typeof APPLICATION_EXPORT_FORMATS)[number];

/** GET address of an export; answers the file as an attachment (cover-letter: 404 when there is none). */
export function applicationExportPath(
  applicationId: string,
  document: ExportDocument,
  format: ApplicationExportFormat,
): string {
  return `/api/applications/${encodeURIComponent(applicationId)}/export/${document}/${format}`;
}
