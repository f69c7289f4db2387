import { DEFAULT_TEMPLATE_ID, INPUT_LIMIT_MESSAGES, INPUT_LINE_MAX_CHARS } from '@hireproof/contract';
import {
  builtInWriter,
  coverLetterLanguageNotice,
  type ResumeDocument,
  resumeDocumentSchema,
  type Writer,
} from '@hireproof/engine';
import { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { defineJob, PermanentJobError } from '../../jobs/job-definition.ts';
import { type GeneratedContent, generateContent, type JobDetails } from '../../pipeline/generation.ts';
import { type EnginePool, sharedEnginePool } from '../../pool/engine-pool.ts';
import { pooledWriterWork } from '../../pool/engine-work.ts';
import { applyCredit, hasCreditRef } from '../credits/index.ts';
import type { FileStore } from '../files/index.ts';
import { type ApplicationRow, findApplicationById, updateApplication } from './applications.queries.ts';
import {
  endedItsThread,
  FILE_TOO_LARGE_TO_READ_MESSAGE,
  type IsolatedParseResult,
  ParseFailure,
  type ResumeParser,
} from './isolated-parse.ts';
import { longestText } from './resume-bounds.ts';

export const GENERATE_APPLICATION_JOB = 'generate-application';

/** Credit ledger refs of an application: its debit and its refund (each recorded at most once). */
export const debitRef = (applicationId: string) => `application:${applicationId}`;
export const refundRef = (applicationId: string) => `refund:application:${applicationId}`;

/** Shown when generation fails for a reason that is not the file's (after the last retry). */
export const GENERATION_FAILED_MESSAGE =
  'Something went wrong while generating your application. Your credit has been refunded; please try again.';
export const MISSING_FILE_MESSAGE = 'The uploaded resume could not be found. Please upload it again.';

/** Deadline of the analysis and tailoring in the engine pool (a resume takes well under a second). */
export const GENERATE_TIMEOUT_MS = 30_000;

const payloadSchema = z.object({ applicationId: z.uuid() });

/** What the enqueuing side needs to know about the job (name and payload), without its dependencies. */
export const GENERATE_APPLICATION = { name: GENERATE_APPLICATION_JOB, payload: payloadSchema } as const;

/**
 * The generation job (DESIGN §5.2): extract and parse → analyse → tailor →
 * verify → render check → cover letter → store, with the application `processing` while it runs and
 * `complete` at the end. Idempotent: a finished or deleted application is left alone. A file the
 * parser rejects fails at once with the parser's message; other errors are retried. The final
 * failure marks the application `failed` and refunds its credit, once.
 */
export function createGenerateApplicationJob(deps: {
  db: Db;
  fileStore: FileStore;
  clock: Clock;
  writer?: Writer;
  /** Picks the writer per generation (the AI pool); takes precedence over `writer`. */
  chooseWriter?: (signal: AbortSignal, owner?: string) => Promise<Writer>;
  /** Reads uploads in the engine pool (createResumeParser). */
  parser: ResumeParser;
  /** Runs the built-in writer's generation off the event loop; the process's shared pool by default. */
  pool?: EnginePool;
}) {
  const { db, fileStore, clock } = deps;
  const pool = deps.pool ?? sharedEnginePool();

  /**
   * The built-in writer is CPU work: the whole pipeline runs in a pool thread, with a deadline and
   * a heap cap that a hostile resume cannot get past. An LLM writer waits on the network, so its
   * pipeline stays here and awaits the provider, and hands each piece of CPU work (its built-in base,
   * the checks of its answers, verification and analysis) to the pool.
   */
  async function generate(
    writer: Writer | undefined,
    input: { parsed: ResumeDocument; job: JobDetails; now: Date },
    owner: string,
  ): Promise<GeneratedContent> {
    if (writer && writer !== builtInWriter)
      return generateContent({ ...input, writer, steps: pooledWriterWork(pool, owner).steps });
    try {
      return await pool.run('generate', input, { timeoutMs: GENERATE_TIMEOUT_MS, owner });
    } catch (error) {
      if (endedItsThread(error)) throw new PermanentJobError(FILE_TOO_LARGE_TO_READ_MESSAGE);
      throw error;
    }
  }

  /**
   * The resume the generation starts from: a builder application carries the document the person
   * typed (nothing to parse); an upload is read in the engine pool.
   */
  async function sourceResume(
    application: ApplicationRow,
    logger: { info: (details: object, message: string) => void },
  ): Promise<Pick<IsolatedParseResult, 'document' | 'parseMethod' | 'warnings'>> {
    const built = application.sourceFileId
      ? undefined
      : resumeDocumentSchema.safeParse(application.parsedResume);
    if (built?.success)
      return { document: built.data, parseMethod: application.parseMethod ?? 'builder', warnings: [] };

    const stored = application.sourceFileId ? await fileStore.get(application.sourceFileId) : undefined;
    if (!stored) throw new PermanentJobError(MISSING_FILE_MESSAGE);
    try {
      return await deps.parser.parse(
        {
          bytes: new Uint8Array(stored.bytes),
          fileName: stored.file.originalName,
          mediaType: stored.file.mediaType,
        },
        application.userId,
      );
    } catch (error) {
      if (error instanceof ParseFailure && error.kind === 'bad-input') {
        logger.info({ code: error.code, detail: error.detail }, 'resume could not be read');
        throw new PermanentJobError(error.message);
      }
      throw error;
    }
  }

  return defineJob({
    name: GENERATE_APPLICATION_JOB,
    payload: payloadSchema,
    failedMessage: GENERATION_FAILED_MESSAGE,
    async run({ applicationId }, context) {
      const application = await findApplicationById(db, applicationId);
      if (!application || application.status === 'complete' || application.status === 'failed') return;
      await updateApplication(
        db,
        applicationId,
        { status: 'processing', updatedAt: clock.now() },
        { statusIn: ['queued', 'processing'] },
      );

      const parsed = await sourceResume(application, context.logger);
      if (context.signal.aborted) return;
      // A line the reader joined past the cap (a PDF's, say) would cost seconds to tailor.
      if (longestText(parsed.document) > INPUT_LINE_MAX_CHARS)
        throw new PermanentJobError(INPUT_LIMIT_MESSAGES.lineTooLong);

      const writer = deps.chooseWriter
        ? await deps.chooseWriter(context.signal, application.userId)
        : deps.writer;
      const content = await generate(
        writer,
        {
          parsed: parsed.document,
          job: {
            title: application.jobTitle,
            company: application.company,
            description: application.jobDescription,
          },
          now: clock.now(),
        },
        application.userId,
      );
      if (content.usedFallback)
        context.logger.warn('tailored resume failed verification; stored the parsed resume');
      // The built-in writer writes letters in English only: say so when the posting is in another language.
      const letterNotice = content.coverLetter
        ? coverLetterLanguageNotice(application.jobDescription)
        : undefined;

      await db.transaction(async (tx) => {
        await context.assertLease(tx);
        const now = clock.now();
        await updateApplication(
          tx,
          applicationId,
          {
            status: 'complete',
            parseMethod: parsed.parseMethod,
            parseWarnings: letterNotice ? [...parsed.warnings, letterNotice] : parsed.warnings,
            parsedResume: parsed.document,
            optimizedResume: content.optimized,
            keywordAnalysis: content.keywordAnalysis,
            readability: content.readability,
            scores: content.scores,
            changes: content.changes,
            suggestions: content.suggestions,
            coverLetter: content.coverLetter ? JSON.stringify(content.coverLetter) : null,
            templateId: application.templateId ?? DEFAULT_TEMPLATE_ID,
            // Read after generation: an LLM writer names the model that answered, or falls back to 'built-in'.
            writer: writer?.name ?? 'built-in',
            model: writer?.model ?? null,
            error: null,
            updatedAt: now,
            completedAt: now,
          },
          { statusNot: 'failed' },
        );
      });
    },
    async onFinalFailure({ tx, payload, message }) {
      // `message` is the parser's PermanentJobError text or GENERATION_FAILED_MESSAGE, both written for the user.
      const failed = await updateApplication(
        tx,
        payload.applicationId,
        { status: 'failed', error: message, updatedAt: clock.now() },
        { statusNot: 'complete' },
      );
      if (!failed) return;
      // Admins are never debited; only a recorded debit is refunded, and the ref makes it happen once.
      if (await hasCreditRef(tx, debitRef(failed.id))) {
        await applyCredit(tx, {
          userId: failed.userId,
          delta: 1,
          reason: 'refund',
          ref: refundRef(failed.id),
        });
      }
    },
  });
}
