import type { Writer } from '@hireproof/engine';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { JobDefinition, JobSet } from '../../jobs/job-definition.ts';
import type { FileStore } from '../files/index.ts';
import { createGenerateApplicationJob } from './generate-application.job.ts';
import { createResumeParser, type IsolatedParseOptions } from './isolated-parse.ts';
import { createResumeReader, type ResumeReader } from './resume-reader.ts';

/**
 * The applications module's jobs, handed to the queue (src/jobs) by the process that composes
 * them: the generation job and the resume parser (engine pool) it reads uploads with.
 */
export function createApplicationJobs(deps: {
  db: Db;
  fileStore: FileStore;
  clock: Clock;
  /** Limits of resume parsing in the engine pool. */
  parse?: IsolatedParseOptions;
  /** The writer for each generation (the AI module's pool); the built-in writer when absent. */
  chooseWriter?: (signal: AbortSignal, owner?: string) => Promise<Writer>;
}): JobSet & { readResume: ResumeReader } {
  const parser = createResumeParser(deps.parse);
  const generate = createGenerateApplicationJob({
    db: deps.db,
    fileStore: deps.fileStore,
    clock: deps.clock,
    parser,
    ...(deps.chooseWriter ? { chooseWriter: deps.chooseWriter } : {}),
  });
  return {
    // The worker picks a definition by name and parses the payload with its own schema first.
    definitions: [generate as unknown as JobDefinition<never>],
    readResume: createResumeReader(parser),
    warm: () => parser.warm(),
    close: () => parser.close(),
  };
}
