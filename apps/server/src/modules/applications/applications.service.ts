import {
  APPLICATION_MESSAGES,
  APPLICATIONS_PAGE_SIZE,
  type Application,
  type ApplicationPage,
  type Job,
  type ReadabilityResult,
} from '@hireproof/contract';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/uuid.ts';
import type { JobRow } from '../../jobs/job-queue.ts';
import type { QueueRuntime } from '../../jobs/queue-runtime.ts';
import type { CurrentUser } from '../../plugins/access-control.ts';
import { type EngineWork, pooledEngineWork } from '../../pool/engine-work.ts';
import type { FileStore } from '../files/index.ts';
import { createKeywordAdder } from './add-keywords.ts';
import { completeOrConflict, ownApplicationOrNotFound } from './application-access.ts';
import { summaryOf, viewOf } from './application-view.ts';
import {
  deleteOwnApplication,
  findOwnApplicationView,
  listOwnApplicationsPage,
  updateApplication,
} from './applications.queries.ts';
import { createDocumentExporter } from './export-document.ts';
import { cursorOfPosition, positionOfCursor } from './list-cursor.ts';
import type { ReviewService } from './review/review.service.ts';
import { createGenerationStarter, DEFAULT_GENERATION_WAIT_MS } from './start-generation.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

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
 * Every /api/applications action: starting a generation (start-generation.ts), adding keywords
 * (add-keywords.ts) and exporting (export-document.ts) each have a file of their own; the reads and
 * the delete are here. Ownership is checked in application-access.ts for all of them.
 */
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

  return {
    ...createGenerationStarter({ db, fileStore, runtime, clock, waitMs }),
    ...createKeywordAdder({ db, engine, recordRevision: deps.recordRevision }),
    ...createDocumentExporter({ db, engine }),

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
      return viewOf(row);
    },

    /** Deletes the application (its jobs go with it) and then its uploaded file. */
    async deleteApplication(user: CurrentUser, id: string): Promise<void> {
      const row = isUuid(id) ? await deleteOwnApplication(db, id, user.id) : undefined;
      if (!row) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound);
      if (row.sourceFileId) await fileStore.remove(row.sourceFileId);
    },

    async readability(user: CurrentUser, id: string): Promise<ReadabilityResult> {
      const row = await ownApplicationOrNotFound(db, id, user);
      completeOrConflict(row);
      if (!row.readability) throw new AppError('CONFLICT', APPLICATION_MESSAGES.notComplete);
      return row.readability as ReadabilityResult;
    },

    /** Leaves the cover letter out of this application's downloads, or includes it again; the letter is kept. */
    async skipCoverLetter(user: CurrentUser, id: string, skipped: boolean): Promise<Application> {
      const row = await ownApplicationOrNotFound(db, id, user);
      completeOrConflict(row);
      if (!row.coverLetter) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.noCoverLetter);
      await updateApplication(db, id, { coverLetterSkipped: skipped });
      const view = await findOwnApplicationView(db, id, user.id);
      if (!view) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound);
      return viewOf(view);
    },

    async jobs(user: CurrentUser, id: string): Promise<Job[]> {
      await ownApplicationOrNotFound(db, id, user);
      return (await runtime.queue.jobsOfApplication(id)).map(jobView);
    },
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
