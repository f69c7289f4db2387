import type { CoverLetter, RenderOptions, ResumeDocument } from '@hireproof/engine';
import type { GenerationSteps, JobDetails } from '../pipeline/generation.ts';
import type { WriterCpu } from '../pipeline/llm-answers.ts';
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

/**
 * The builder's AI helpers' engine work (POST /api/create-resume/*), each a pool task in the user's
 * lane: the one-entry document their text becomes, the built-in writer's answers, and the skills
 * list as shown (its names come from the skills dictionary, which only the pool's threads load). A
 * model's answers are checked through pooledWriterWork.
 */
export function pooledBuilderWork(pool: EnginePool = sharedEnginePool(), owner?: string) {
  const timeout = { timeoutMs: RENDER_TIMEOUT_MS, owner };
  return {
    resume: (experience: string, title?: string) =>
      pool.run('builderResume', { experience, ...(title === undefined ? {} : { title }) }, timeout),
    writer: pooledWriterWork(pool, owner).writer,
    skillList: (skills: string[]) => pool.run('skillList', skills, timeout),
  };
}

/**
 * The CPU work around a writer that waits on the network (the LLM writer): its built-in base and
 * fallback, the checks of its answers, and the generation's verification and analysis, each a pool
 * task, so the web thread only waits on the providers.
 */
export function pooledWriterWork(
  pool: EnginePool = sharedEnginePool(),
  /** The user the work is for: the pool's fairness lane. */
  owner?: string,
): {
  writer: WriterCpu;
  steps: GenerationSteps;
} {
  const timeout = { timeoutMs: RENDER_TIMEOUT_MS, owner };
  return {
    writer: {
      tailor: (input) => pool.run('builtInTailor', input, timeout),
      coverLetter: (input) => pool.run('builtInCoverLetter', input, timeout),
      applyEdits: (input) => pool.run('applyLlmEdits', input, timeout),
      acceptLetter: (input) => pool.run('acceptLlmLetter', input, timeout),
      summarize: (input) => pool.run('builtInSummary', input, timeout),
      bullets: (input) => pool.run('builtInBullets', input, timeout),
      skills: (input) => pool.run('builtInSkills', input, timeout),
      acceptSummary: (input) => pool.run('acceptLlmSummary', input, timeout),
      acceptBullets: (input) => pool.run('acceptLlmBullets', input, timeout),
      acceptSkills: (input) => pool.run('acceptLlmSkills', input, timeout),
    },
    steps: {
      keywords: (job) => pool.run('jobKeywords', job, timeout),
      assess: (input) => pool.run('assessTailored', input, timeout),
      letterFabricated: (input) => pool.run('letterFabricated', input, timeout),
      builtInLetter: (input) => pool.run('builtInCoverLetter', input, timeout),
    },
  };
}
