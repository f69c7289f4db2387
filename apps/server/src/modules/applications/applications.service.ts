import { randomUUID } from 'node:crypto';
import {
  type AddKeywordsResponse,
  APPLICATION_MESSAGES,
  APPLICATIONS_PAGE_SIZE,
  type Application,
  type ApplicationExportFormat,
  type ApplicationPage,
  BUILDER_MESSAGES,
  createApplicationFieldsSchema,
  DEFAULT_TEMPLATE_ID,
  type ExportDocument,
  type FromScratchFields,
  type FromScratchResponse,
  INPUT_LIMIT_MESSAGES,
  INPUT_LINE_MAX_CHARS,
  JOB_DESCRIPTION_MIN_CHARS,
  type Job,
  type KeywordAnalysis,
  RESUME_FILE_NAME_MAX_CHARS,
  type ReadabilityResult,
  scoreComparisonSchema,
} from '@hireproof/contract';
import { addKeywords, exportFileName, type ResumeDocument } from '@hireproof/engine';
import { AppError, isAppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/uuid.ts';
import type { ResumeUploadForm } from '../../http/resume-upload-form.ts';
import type { JobRow } from '../../jobs/job-queue.ts';
import type { QueueRuntime } from '../../jobs/queue-runtime.ts';
import type { CurrentUser } from '../../plugins/access-control.ts';
import { type EngineWork, pooledEngineWork } from '../../pool/engine-work.ts';
import { resumeFromDraft } from '../builder/builder.service.ts';
import { applyCredit } from '../credits/index.ts';
import type { FileStore } from '../files/index.ts';
import {
  renderChoiceOf,
  storedCoverLetter,
  storedOptimizedResume,
  summaryOf,
  viewOf,
} from './application-view.ts';
import {
  type ApplicationRow,
  deleteOwnApplication,
  findApplicationById,
  findOwnApplication,
  findOwnApplicationView,
  insertApplication,
  listOwnApplicationsPage,
  updateApplication,
} from './applications.queries.ts';
import { debitRef, GENERATE_APPLICATION } from './generate-application.job.ts';
import { snapshotOf } from './generation.ts';
import { ParseFailure, type ResumeParser } from './isolated-parse.ts';
import { cursorOfPosition, positionOfCursor } from './list-cursor.ts';
import { longestText } from './resume-bounds.ts';
import type { ReviewService } from './review.service.ts';
import { checkResumeFile } from './upload-check.ts';

/** How long POST /api/applications waits for the generation before answering 202. */
export const DEFAULT_GENERATION_WAIT_MS = 25_000;

/** What POST /api/applications receives: the resume upload form. */
export type GenerationForm = ResumeUploadForm;

export type CreateOutcome = { status: 201 | 202; application: Application };

/** What starts a generation: the job, and either an upload to parse or a document the builder made. */
interface GenerationStart {
  jobTitle: string;
  company: string;
  jobDescription: string;
  templateId: string;
  file?: { fileName: string; bytes: Uint8Array; mediaType: string };
  resume?: ResumeDocument;
  noCreditsMessage?: string;
}

/**
 * Reads an uploaded resume file into a document (the builder's 'start from what you have', the fit
 * check); `owner`, the user uploading, is the engine pool's fairness lane.
 */
export type ResumeReader = (fileName: string, bytes: Uint8Array, owner?: string) => Promise<ResumeDocument>;

/**
 * The upload checks (extension and magic bytes agree) and the parser (engine pool), as one call: a file
 * the parser cannot read answers 422 with the parser's message.
 */
export function createResumeReader(parser: ResumeParser): ResumeReader {
  return async (fileName, bytes, owner) => {
    const fileType = await checkResumeFile(fileName, bytes);
    try {
      const parsed = await parser.parse({ bytes, fileName, mediaType: fileType.mediaType }, owner);
      return parsed.document;
    } catch (error) {
      if (error instanceof ParseFailure && error.kind === 'bad-input') {
        throw new AppError('UNPROCESSABLE', error.message);
      }
      throw error;
    }
  };
}

/** The parse method shown for a resume typed into the builder (nothing was parsed). */
export const BUILDER_PARSE_METHOD = 'builder';

/**
 * A reviewed application's download name carries the revision it shows ('…_Acme_rev3.pdf'), so the
 * person can tell which version they sent; before any review the SPEC name stays as it is.
 */
function withRevision(fileName: string, row: ApplicationRow): string {
  return row.revision > 0 ? fileName.replace(/\.(\w+)$/, `_rev${row.revision}.$1`) : fileName;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The text of a base64 data URL (the view's plain-text cover letter). */
const textOfDataUrl = (url: string) =>
  Buffer.from(url.slice(url.indexOf(',') + 1), 'base64').toString('utf8');

export function jobView(row: JobRow): Job {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    completedAt: iso(row.completedAt),
    runAt: row.runAt.toISOString(),
    lastError: row.lastError,
  };
}

/**
 * The generation form's rules in the order the dashboard checks them (SPEC §5): resume file,
 * then the three fields, then the description's length. Returns the trimmed fields.
 */
/** A name we can store and show: no control characters (NUL, line breaks…) and not too long. */
function isAcceptableFileName(fileName: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  return fileName.length <= RESUME_FILE_NAME_MAX_CHARS && !/[\u0000-\u001f\u007f]/.test(fileName);
}

export function validateGenerationForm(form: GenerationForm): {
  jobTitle: string;
  company: string;
  jobDescription: string;
  file: { fileName: string; bytes: Uint8Array };
} {
  if (!form.file || form.file.bytes.byteLength === 0 || !form.file.fileName.trim()) {
    throw new AppError('INVALID_INPUT', APPLICATION_MESSAGES.fileRequired.message);
  }
  if (!isAcceptableFileName(form.file.fileName)) {
    throw new AppError('INVALID_INPUT', APPLICATION_MESSAGES.invalidFileName.message);
  }
  const parsed = createApplicationFieldsSchema.safeParse({
    jobTitle: form.fields.jobTitle ?? '',
    company: form.fields.company ?? '',
    jobDescription: form.fields.jobDescription ?? '',
  });
  if (!parsed.success) throw parsed.error;
  const jobTitle = parsed.data.jobTitle.trim();
  const company = parsed.data.company.trim();
  const jobDescription = parsed.data.jobDescription.trim();
  if (!jobTitle || !company || !jobDescription) {
    throw new AppError('INVALID_INPUT', APPLICATION_MESSAGES.missingFields.message);
  }
  if (jobDescription.length < JOB_DESCRIPTION_MIN_CHARS) {
    throw new AppError('INVALID_INPUT', APPLICATION_MESSAGES.descriptionTooShort.message);
  }
  return { jobTitle, company, jobDescription, file: form.file };
}

export function createApplicationsService(deps: {
  db: Db;
  fileStore: FileStore;
  runtime: QueueRuntime;
  clock: Clock;
  generationWaitMs?: number;
  /** Renders and analyses in the engine pool (the process's shared pool by default). */
  engine?: EngineWork;
  /** Records a change to a complete application as a revision (the review service's). */
  recordRevision: ReviewService['recordRevision'];
}) {
  const { db, fileStore, runtime, clock } = deps;
  const engine = deps.engine ?? pooledEngineWork();
  const waitMs = deps.generationWaitMs ?? DEFAULT_GENERATION_WAIT_MS;

  async function ownOrNotFound(id: string, user: CurrentUser): Promise<ApplicationRow> {
    const row = isUuid(id) ? await findOwnApplication(db, id, user.id) : undefined;
    if (!row) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound);
    return row;
  }

  /**
   * What 'Add to Resume' stores: the job's keywords the person chose (missing or near ones; never the
   * job title, which is what they are applying to, not a skill) added to the skills, with the keyword
   * analysis, readability and 'after' score of the result. Renders once to check it still renders.
   */
  async function keywordsAdded(row: ApplicationRow, requested: string[] | undefined) {
    const resume = storedOptimizedResume(row);
    const analysis = row.keywordAnalysis as KeywordAnalysis | null;
    if (!resume || !analysis) throw new AppError('CONFLICT', APPLICATION_MESSAGES.notComplete);
    const title = row.jobTitle.trim().toLowerCase();
    const eligible = new Map(
      [...analysis.missing_keywords, ...analysis.near_matches]
        .filter((term) => term.trim().toLowerCase() !== title)
        .map((term) => [term.toLowerCase(), term]),
    );
    const wanted = requested ?? analysis.missing_keywords;
    const accepted = [
      ...new Set(wanted.map((term) => eligible.get(term.trim().toLowerCase())).filter(Boolean)),
    ] as string[];
    if (accepted.length === 0) {
      throw new AppError(
        'INVALID_INPUT',
        requested
          ? 'None of these keywords are missing from your resume'
          : 'Your resume has no missing keywords to add',
      );
    }

    const updated = addKeywords(resume, accepted);
    const job = { title: row.jobTitle, company: row.company, description: row.jobDescription };
    // The person chose these words: scored as their own, so the comparison's 'after' follows.
    const { keywordAnalysis, readability, match } = await engine.analyse(updated, job);
    const stored = scoreComparisonSchema.safeParse(row.scores);
    await engine.renderResume(updated, {
      format: 'html',
      templateId: renderChoiceOf(row).resumeTemplateId,
    });
    const values = {
      optimizedResume: updated,
      keywordAnalysis,
      readability,
      ...(stored.success ? { scores: { ...stored.data, after: snapshotOf(readability, match) } } : {}),
    };
    return { accepted, wanted, values };
  }

  function completeOrConflict(row: ApplicationRow): void {
    if (row.status !== 'complete') throw new AppError('CONFLICT', APPLICATION_MESSAGES.notComplete);
  }

  /**
   * In ONE transaction: inserts the application (queued), debits 1 credit through the ledger
   * (admins bypass), enqueues its job and stores the upload (when there is one). Then waits, woken
   * by the job's finished event, up to the bound, and answers the application as it stands.
   */
  async function generateAndWait(user: CurrentUser, input: GenerationStart): Promise<ApplicationRow> {
    const id = randomUUID();
    const watch = runtime.events.watchApplication(id);
    try {
      await db.transaction(async (tx) => {
        const now = clock.now();
        await insertApplication(tx, {
          id,
          userId: user.id,
          jobTitle: input.jobTitle,
          company: input.company,
          jobDescription: input.jobDescription,
          status: 'queued',
          templateId: input.templateId,
          ...(input.resume ? { parsedResume: input.resume, parseMethod: BUILDER_PARSE_METHOD } : {}),
          createdAt: now,
          updatedAt: now,
        });
        await applyCredit(tx, {
          userId: user.id,
          delta: -1,
          reason: 'generation',
          ref: debitRef(id),
          bypassDebitForAdmin: true,
        });
        await runtime.queue.enqueue(tx, GENERATE_APPLICATION, { applicationId: id }, { applicationId: id });
        if (input.file) {
          // Last, so a refused debit never leaves bytes behind on disk.
          const file = await fileStore.put(
            {
              ownerId: user.id,
              kind: 'resume',
              originalName: input.file.fileName.slice(0, 255),
              mediaType: input.file.mediaType,
              bytes: input.file.bytes,
            },
            tx,
          );
          await updateApplication(tx, id, { sourceFileId: file.id });
        }
      });
    } catch (error) {
      watch.cancel();
      if (isAppError(error) && error.code === 'INSUFFICIENT_CREDITS') {
        throw new AppError(
          'INSUFFICIENT_CREDITS',
          input.noCreditsMessage ?? APPLICATION_MESSAGES.noCredits.message,
        );
      }
      throw error;
    }
    await runtime.events.publishEnqueued();
    await watch.wait(waitMs);

    const row = await findApplicationById(db, id);
    if (!row) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound);
    return row;
  }

  return {
    /**
     * Validates the form and the file, then in ONE transaction: inserts the application (queued),
     * debits 1 credit through the ledger (admins bypass), enqueues its job and stores the file.
     * Then waits (woken by the job's finished event) up to the bound: 201 complete, 202 still
     * queued or processing; a generation that failed answers 422 with its reason.
     */
    async createApplication(user: CurrentUser, form: GenerationForm): Promise<CreateOutcome> {
      const input = validateGenerationForm(form);
      const fileType = await checkResumeFile(input.file.fileName, input.file.bytes);
      if (user.role !== 'admin' && user.credits < 1) {
        throw new AppError('INSUFFICIENT_CREDITS', APPLICATION_MESSAGES.noCredits.message);
      }

      const row = await generateAndWait(user, {
        jobTitle: input.jobTitle,
        company: input.company,
        jobDescription: input.jobDescription,
        templateId: DEFAULT_TEMPLATE_ID,
        file: { fileName: input.file.fileName, bytes: input.file.bytes, mediaType: fileType.mediaType },
      });
      if (row.status === 'failed') {
        throw new AppError('UNPROCESSABLE', row.error ?? 'Generation failed');
      }
      return { status: row.status === 'complete' ? 201 : 202, application: await viewOf(row, engine) };
    },

    /**
     * POST /api/applications/from-scratch: the builder's draft becomes the ResumeDocument as typed
     * (no parsing), then the same job as an upload tailors, verifies, renders and stores it (1
     * credit, refunded once when the generation fails). 201 when finished within the wait, 202
     * while it still runs; a failed generation answers 422 with its reason.
     */
    async createFromScratch(
      user: CurrentUser,
      request: FromScratchFields,
    ): Promise<{ status: 201 | 202; body: FromScratchResponse }> {
      if (user.role !== 'admin' && user.credits < 1) {
        throw new AppError('INSUFFICIENT_CREDITS', BUILDER_MESSAGES.noCredits);
      }
      const resume = resumeFromDraft(request, { ...request.contact, name: request.candidateName });
      // A textarea's one long line becomes one bullet: refused like an upload's, before any credit.
      if (longestText(resume) > INPUT_LINE_MAX_CHARS)
        throw new AppError('INVALID_INPUT', INPUT_LIMIT_MESSAGES.lineTooLong);
      const jobDetails = request.jobDetails;
      const row = await generateAndWait(user, {
        jobTitle: (request.jobTitle || jobDetails.jobTitle).trim(),
        company: (request.companyName || jobDetails.companyName).trim(),
        jobDescription: (request.jobDescription || jobDetails.jobDescription).trim(),
        templateId: request.templateId,
        resume,
        noCreditsMessage: BUILDER_MESSAGES.noCredits,
      });
      if (row.status === 'failed') {
        throw new AppError('UNPROCESSABLE', row.error ?? BUILDER_MESSAGES.createFailed);
      }
      const view = await viewOf(row, engine);
      return {
        status: row.status === 'complete' ? 201 : 202,
        body: {
          applicationId: row.id,
          resume: view.resumeOptimizedUrl,
          coverLetter: view.coverLetterUrl ? textOfDataUrl(view.coverLetterUrl) : null,
        },
      };
    },

    async listApplications(
      user: CurrentUser,
      query: { cursor?: string | undefined; limit?: number | undefined },
    ): Promise<ApplicationPage> {
      const limit = query.limit ?? APPLICATIONS_PAGE_SIZE;
      const after = query.cursor === undefined ? undefined : positionOfCursor(query.cursor);
      const rows = await listOwnApplicationsPage(db, user.id, after, limit);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        items: page.map(summaryOf),
        nextCursor:
          rows.length > limit && last ? cursorOfPosition({ createdAt: last.position, id: last.id }) : null,
      };
    },

    async getApplication(user: CurrentUser, id: string): Promise<Application> {
      const row = isUuid(id) ? await findOwnApplicationView(db, id, user.id) : undefined;
      if (!row) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound);
      return viewOf(row, engine);
    },

    /** Deletes the application (its jobs go with it) and then its uploaded file. */
    async deleteApplication(user: CurrentUser, id: string): Promise<void> {
      const row = isUuid(id) ? await deleteOwnApplication(db, id, user.id) : undefined;
      if (!row) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound);
      if (row.sourceFileId) await fileStore.remove(row.sourceFileId);
    },

    async readability(user: CurrentUser, id: string): Promise<ReadabilityResult> {
      const row = await ownOrNotFound(id, user);
      completeOrConflict(row);
      if (!row.readability) throw new AppError('CONFLICT', APPLICATION_MESSAGES.notComplete);
      return row.readability as ReadabilityResult;
    },

    async jobs(user: CurrentUser, id: string): Promise<Job[]> {
      await ownOrNotFound(id, user);
      return (await runtime.queue.jobsOfApplication(id)).map(jobView);
    },

    /**
     * Adds keywords the job asks for to the resume's skills ('Additional Skills'), re-renders and
     * recomputes the keyword analysis and readability. Without a list, every missing keyword.
     * Only the job's own keywords (missing or near) are accepted.
     */
    async addKeywords(
      user: CurrentUser,
      id: string,
      requested: string[] | undefined,
    ): Promise<AddKeywordsResponse> {
      completeOrConflict(await ownOrNotFound(id, user));
      let accepted: string[] = [];
      let wanted: string[] = [];
      // A revision like the review's own: Restore lists it, and going back past it is a visible choice.
      await deps.recordRevision(user, id, 'keywords', async (row) => {
        const chosen = await keywordsAdded(row, requested);
        accepted = chosen.accepted;
        wanted = chosen.wanted;
        return { values: chosen.values, what: `Added to skills: ${accepted.join(', ')}` };
      });
      const saved = await ownOrNotFound(id, user);
      const analysis = saved.keywordAnalysis as KeywordAnalysis;
      const stillMissing = new Set(analysis.missing_keywords.map((term) => term.toLowerCase()));
      const added = accepted.filter((term) => !stillMissing.has(term.toLowerCase()));
      const addedKeys = new Set(added.map((term) => term.toLowerCase()));
      const notAdded = wanted.filter((term) => !addedKeys.has(term.trim().toLowerCase()));
      return { application: await viewOf(saved, engine), added, notAdded };
    },

    /** One export of a complete application, rendered from the stored document. */
    async exportDocument(
      user: CurrentUser,
      id: string,
      document: ExportDocument,
      format: ApplicationExportFormat,
    ): Promise<{ bytes: Uint8Array; mediaType: string; fileName: string }> {
      const row = await ownOrNotFound(id, user);
      completeOrConflict(row);
      const { resumeTemplateId, coverLetterTemplateId, pageSize } = renderChoiceOf(row);
      const resume = storedOptimizedResume(row);
      if (!resume) throw new AppError('CONFLICT', APPLICATION_MESSAGES.notComplete);
      const name = resume.basics.name;
      if (document === 'resume') {
        const file = await engine.renderResume(resume, { format, templateId: resumeTemplateId, pageSize });
        return {
          bytes: file.bytes,
          mediaType: file.mediaType,
          fileName: withRevision(exportFileName({ name, kind: 'Resume', company: row.company, format }), row),
        };
      }
      const letter = storedCoverLetter(row);
      if (!letter) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.noCoverLetter);
      const file = await engine.renderCoverLetter(letter, {
        format,
        templateId: coverLetterTemplateId,
        pageSize,
      });
      return {
        bytes: file.bytes,
        mediaType: file.mediaType,
        fileName: withRevision(
          exportFileName({
            name: letter.candidate.name || name,
            kind: 'Cover_Letter',
            company: row.company,
            format,
          }),
          row,
        ),
      };
    },
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
