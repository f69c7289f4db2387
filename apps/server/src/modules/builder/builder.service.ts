import {
  type BuilderDraft,
  builderDraftSchema,
  type ImportedDraft,
  type SavedDraft,
} from '@hireproof/contract';
import type { ResumeDocument } from '@hireproof/engine';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { importFromResume } from '../../pipeline/draft-from-resume.ts';
import { resumeFromDraft } from '../../pipeline/draft-resume.ts';
import { JSON_RESUME_MAX_BYTES, JSON_RESUME_MESSAGES } from '../../pipeline/json-resume-import.ts';
import { type EnginePool, sharedEnginePool } from '../../pool/engine-pool.ts';
import { pooledEngineWork } from '../../pool/engine-work.ts';
import { deleteDraft, findDraft, upsertDraft } from './builder.queries.ts';

export { resumeFromDraft } from '../../pipeline/draft-resume.ts';

const NO_DRAFT: SavedDraft = { draft: null, updatedAt: null };

/** Reads a PDF, DOCX or TXT resume into a document (the applications module's checks and parser). */
export type ResumeFileReader = (
  fileName: string,
  bytes: Uint8Array,
  owner?: string,
) => Promise<ResumeDocument>;

/** Reading or writing a JSON Resume takes milliseconds; past this it is stopped. */
const JSON_IMPORT_TIMEOUT_MS = 10_000;

/**
 * The builder's server-saved draft: one current draft per user, replaced on every autosave and
 * removed by 'Start over' (or once it became an application). Only the owner ever reads it: every
 * call is keyed by the signed-in user's id.
 */
export function createBuilderService(deps: {
  db: Db;
  clock: Clock;
  readResume: ResumeFileReader;
  pool?: EnginePool;
}) {
  const { db, clock } = deps;
  const pool = deps.pool ?? sharedEnginePool();
  // The preview renders on every pause in typing: in the engine pool, off the event loop.
  const engine = pooledEngineWork(pool);
  return {
    async current(userId: string): Promise<SavedDraft> {
      const row = await findDraft(db, userId);
      if (!row) return NO_DRAFT;
      // A draft saved by an older shape of the schema is read with today's defaults; one that no
      // longer reads at all is treated as absent rather than breaking the builder.
      const parsed = builderDraftSchema.safeParse(row.draft);
      return parsed.success ? { draft: parsed.data, updatedAt: row.updatedAt.toISOString() } : NO_DRAFT;
    },

    async save(userId: string, draft: BuilderDraft): Promise<SavedDraft> {
      const row = await upsertDraft(db, userId, draft, clock.now());
      return { draft, updatedAt: row.updatedAt.toISOString() };
    },

    async discard(userId: string): Promise<void> {
      await deleteDraft(db, userId);
    },

    /** The live preview: the draft as typed, in its template, by the same HTML renderer as the exports. */
    async preview(draft: BuilderDraft): Promise<{ html: string }> {
      const file = await engine.renderResume(resumeFromDraft(draft), {
        format: 'html',
        templateId: draft.templateId,
      });
      return { html: file.text ?? '' };
    },

    /**
     * 'Start from what you have': a resume file or a JSON Resume file as a draft to correct, read in
     * the engine pool in the user's lane. An oversized JSON file is refused before it is sent there.
     */
    async importFile(userId: string, fileName: string, bytes: Uint8Array): Promise<ImportedDraft> {
      if (!fileName.toLowerCase().endsWith('.json'))
        return importFromResume(await deps.readResume(fileName, bytes, userId));
      if (bytes.byteLength > JSON_RESUME_MAX_BYTES)
        throw new AppError('PAYLOAD_TOO_LARGE', JSON_RESUME_MESSAGES.tooLarge);
      const read = await pool.run('importJsonResume', bytes, {
        timeoutMs: JSON_IMPORT_TIMEOUT_MS,
        owner: userId,
      });
      if (!read.ok) throw new AppError('INVALID_INPUT', read.message);
      return read.draft;
    },

    /**
     * The draft as a JSON Resume document (https://jsonresume.org/schema), made in the engine pool in the
     * user's lane like every other piece of work that grows with its input.
     */
    exportJsonResume(userId: string, draft: BuilderDraft) {
      return pool.run('exportJsonResume', draft, { timeoutMs: JSON_IMPORT_TIMEOUT_MS, owner: userId });
    },
  };
}
