import {
  DEFAULT_TEMPLATE_ID,
  type KeywordAnalysis,
  type ReadabilityResult,
  type ScoreComparison,
  type ScoreSnapshot,
  type TailorSuggestion,
} from '@hireproof/contract';
import {
  builtInWriter,
  type Change,
  type CoverLetter,
  type CoverLetterDraft,
  extractJobKeywords,
  isLowFit,
  type JobInput,
  type JobKeyword,
  letterParagraphs,
  type MatchResult,
  matchKeywords,
  type ResumeDocument,
  renderResume,
  resumeDocumentSchema,
  scoreReadability,
  toKeywordAnalysis,
  verifyCoverLetter,
  verifyDocument,
  type Writer,
} from '@hireproof/engine';

export interface JobDetails {
  title: string;
  company: string;
  description: string;
}

export interface GeneratedContent {
  optimized: ResumeDocument;
  keywordAnalysis: KeywordAnalysis;
  readability: ReadabilityResult;
  /** The renderers' input for the cover letter; undefined when no title or company was given. */
  coverLetter: CoverLetter | undefined;
  /** True when the writer's resume failed verification and the parsed resume was used as is. */
  usedFallback: boolean;
  /** The uploaded and the tailored resume on the same formula. */
  scores: ScoreComparison;
  /** The writer's recorded edits (none when the parsed resume was used as is). */
  changes: Change[];
  /** Rewrites with placeholders, for the person to complete; never in the document. */
  suggestions: TailorSuggestion[];
}

/** The readability scores and keyword coverage of one resume, for the before/after comparison. */
export function snapshotOf(readability: ReadabilityResult, match: MatchResult): ScoreSnapshot {
  return {
    ...readability.scores,
    keywordsMatched: match.matches.filter((found) => found.status !== 'missing').length,
    keywordsTotal: match.total,
  };
}

/** The job's keywords, read knowing its title and employer (whose name is never a keyword). */
export function jobKeywordsOf(job: JobDetails): JobKeyword[] {
  return extractJobKeywords(job.description, { jobTitle: job.title, company: job.company });
}

/**
 * Keyword analysis and readability of a resume against a job; recomputed after every edit. With
 * `evidence` (the resume as the person uploaded it), a keyword counts only where the person's own
 * text shows it, so nothing a writer added without evidence can raise the score. Edits the person
 * makes themselves are scored without it: those are their own words.
 */
export function analyseResume(
  doc: ResumeDocument,
  job: JobDetails,
  keywords: JobKeyword[] = jobKeywordsOf(job),
  evidence?: ResumeDocument,
): { keywordAnalysis: KeywordAnalysis; readability: ReadabilityResult; match: MatchResult } {
  const match = matchKeywords(doc, keywords, evidence ? { evidence } : {});
  return {
    keywordAnalysis: toKeywordAnalysis(match),
    readability: scoreReadability({ doc, jobTitle: job.title, keywords, match }),
    match,
  };
}

/** The date line of a cover letter, e.g. 'November 22, 2026'. */
export function letterDate(now: Date): string {
  return now.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** What the checks make of a writer's resume: the document kept, and its scores beside the upload's. */
export interface Assessment {
  optimized: ResumeDocument;
  /** True when the writer's resume failed verification and the parsed resume is used as is. */
  usedFallback: boolean;
  keywordAnalysis: KeywordAnalysis;
  readability: ReadabilityResult;
  scores: ScoreComparison;
}

/**
 * The writer's resume checked against the upload: verified (anything fabricated falls back to the
 * parsed resume), scored before and after on the same formula, and rendered once, so a document the
 * exports cannot render fails here (and is retried) rather than being stored.
 */
export async function assessTailored(input: {
  parsed: ResumeDocument;
  document: ResumeDocument;
  job: JobDetails;
  keywords: JobKeyword[];
}): Promise<Assessment> {
  const { parsed, job, keywords } = input;
  const fabrications = verifyDocument(parsed, input.document, { context: [job.title, job.company] });
  const usedFallback = fabrications.length > 0;
  const optimized = resumeDocumentSchema.parse(usedFallback ? parsed : input.document);
  const before = analyseResume(parsed, job, keywords);
  const { keywordAnalysis, readability, match } = analyseResume(optimized, job, keywords, parsed);
  await renderResume(optimized, { format: 'html', templateId: DEFAULT_TEMPLATE_ID });
  return {
    optimized,
    usedFallback,
    keywordAnalysis,
    readability,
    scores: {
      before: snapshotOf(before.readability, before.match),
      after: snapshotOf(readability, match),
      lowFit: isLowFit(before.match),
    },
  };
}

/**
 * The CPU work of a generation around its writer. A writer that waits on the network (an LLM) runs on
 * the web thread, so the job hands these to the engine pool; the built-in writer's whole pipeline
 * already runs in a pool thread, where they run in place.
 */
export interface GenerationSteps {
  keywords(job: JobDetails): Promise<JobKeyword[]>;
  assess(input: Parameters<typeof assessTailored>[0]): Promise<Assessment>;
  /** Whether a letter states anything the parsed resume does not support. */
  letterFabricated(input: {
    parsed: ResumeDocument;
    draft: CoverLetterDraft;
    job: JobInput;
  }): Promise<boolean>;
  builtInLetter(input: { resume: ResumeDocument; job: JobInput }): Promise<CoverLetterDraft>;
}

export const inPlaceSteps: GenerationSteps = {
  keywords: async (job) => jobKeywordsOf(job),
  assess: assessTailored,
  letterFabricated: async ({ parsed, draft, job }) => verifyCoverLetter(parsed, draft, job).length > 0,
  builtInLetter: (input) => builtInWriter.coverLetter(input),
};

/**
 * The generation pipeline after parsing (DESIGN §5.2): job keywords → tailor with the writer →
 * verify against the parsed resume (anything fabricated falls back to the parsed resume) → keyword
 * analysis and readability → a render check → cover letter when both title and company are given
 * (verified; a writer other than the built-in one falls back to the built-in letter).
 */
export async function generateContent(input: {
  parsed: ResumeDocument;
  job: JobDetails;
  now: Date;
  writer?: Writer;
  steps?: GenerationSteps;
}): Promise<GeneratedContent> {
  const writer = input.writer ?? builtInWriter;
  const steps = input.steps ?? inPlaceSteps;
  const { parsed, job } = input;
  const keywords = await steps.keywords(job);
  const jobInput = { title: job.title, company: job.company, description: job.description, keywords };

  const tailored = await writer.tailor({ resume: parsed, job: jobInput });
  const assessed = await steps.assess({ parsed, document: tailored.document, job, keywords });
  const { optimized, usedFallback } = assessed;

  let coverLetter: CoverLetter | undefined;
  if (job.title.trim() && job.company.trim()) {
    let draft = await writer.coverLetter({ resume: optimized, job: jobInput });
    if (writer !== builtInWriter && (await steps.letterFabricated({ parsed, draft, job: jobInput }))) {
      draft = await steps.builtInLetter({ resume: optimized, job: jobInput });
    }
    coverLetter = {
      paragraphs: letterParagraphs(draft),
      candidate: {
        name: draft.candidate.name,
        email: draft.candidate.email,
        phone: draft.candidate.phone,
        ...(draft.candidate.location ? { location: draft.candidate.location } : {}),
      },
      company: job.company,
      jobTitle: job.title,
      date: letterDate(input.now),
    };
  }

  return {
    ...assessed,
    coverLetter,
    changes: usedFallback ? [] : tailored.changes,
    suggestions: usedFallback ? [] : (tailored.suggestions ?? []),
  };
}
