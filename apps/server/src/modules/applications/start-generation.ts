import { randomUUID } from 'node:crypto';
import {
  APPLICATION_MESSAGES,
  type Application,
  BUILDER_MESSAGES,
  createApplicationFieldsSchema,
  DEFAULT_TEMPLATE_ID,
  type FromScratchFields,
  type FromScratchResponse,
  INPUT_LIMIT_MESSAGES,
  INPUT_LINE_MAX_CHARS,
  JOB_DESCRIPTION_MIN_CHARS,
  RESUME_FILE_NAME_MAX_CHARS,
} from '@hireproof/contract';
import { fixMisEncoding, type ResumeDocument } from '@hireproof/engine';
import { AppError, isAppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { ResumeUploadForm } from '../../http/resume-upload-form.ts';
import type { QueueRuntime } from '../../jobs/queue-runtime.ts';
import type { CurrentUser } from '../../plugins/access-control.ts';
import { resumeFromDraft } from '../builder/builder.service.ts';
import { applyCredit } from '../credits/index.ts';
import type { FileStore } from '../files/index.ts';
import { viewOf } from './application-view.ts';
import {
  type ApplicationRow,
  findApplicationById,
  insertApplication,
  updateApplication,
} from './applications.queries.ts';
import { debitRef, GENERATE_APPLICATION } from './generate-application.job.ts';
import { longestText } from './resume-bounds.ts';
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

/** The parse method shown for a resume typed into the builder (nothing was parsed). */
export const BUILDER_PARSE_METHOD = 'builder';

/** A name we can store and show: no control characters (NUL, line breaks…) and not too long. */
function isAcceptableFileName(fileName: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  return fileName.length <= RESUME_FILE_NAME_MAX_CHARS && !/[\u0000-\u001f\u007f]/.test(fileName);
}

/**
 * The generation form's rules in the order the dashboard checks them (SPEC §5): resume file,
 * then the three fields, then the description's length. Returns the trimmed fields.
 */
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

/**
 * POST /api/applications and POST /api/applications/from-scratch: both spend one credit and start
 * the same generation job, then wait for it up to a bound.
 */
export function createGenerationStarter(deps: {
  db: Db;
  fileStore: FileStore;
  runtime: QueueRuntime;
  clock: Clock;
  waitMs: number;
}) {
  const { db, fileStore, runtime, clock, waitMs } = deps;

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
          // Text pasted from a page that was once mis-decoded ('Iâ€™m') is repaired here, once, as it is stored.
          jobTitle: fixMisEncoding(input.jobTitle),
          company: fixMisEncoding(input.company),
          jobDescription: fixMisEncoding(input.jobDescription),
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
      return { status: row.status === 'complete' ? 201 : 202, application: viewOf(row) };
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
      const view = viewOf(row);
      return {
        status: row.status === 'complete' ? 201 : 202,
        body: { applicationId: row.id, resume: view.resumeOptimizedUrl, coverLetter: view.coverLetterText },
      };
    },
  };
}
