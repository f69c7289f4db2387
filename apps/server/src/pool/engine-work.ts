import type { CoverLetter, RenderOptions, ResumeDocument } from '@hireproof/engine';
import type { JobDetails } from '../modules/applications/generation.ts';
import { type EnginePool, sharedEnginePool } from './engine-pool.ts';

/** A render or an analysis of one stored resume takes well under a second; past this it is stopped. */
const RENDER_TIMEOUT_MS = 30_000;

/**
 * The engine calls the request handlers make (exports, the detail view, add-keywords, the builder
 * preview, the review panel), each run in the engine pool so none of them holds the event loop.
 */
export function pooledEngineWork(pool: EnginePool = sharedEnginePool()) {
  const timeout = { timeoutMs: RENDER_TIMEOUT_MS };
  return {
    renderResume: (doc: ResumeDocument, options: RenderOptions) =>
      pool.run('renderResume', { doc, options }, timeout),
    renderCoverLetter: (letter: CoverLetter, options: RenderOptions) =>
      pool.run('renderCoverLetter', { letter, options }, timeout),
    analyse: (doc: ResumeDocument, job: JobDetails, evidence?: ResumeDocument) =>
      pool.run('analyse', { doc, job, ...(evidence ? { evidence } : {}) }, timeout),
    atsCheck: (doc: ResumeDocument, options: RenderOptions & { format: 'pdf' | 'docx' }) =>
      pool.run('atsCheck', { doc, options }, timeout),
  };
}

export type EngineWork = ReturnType<typeof pooledEngineWork>;
