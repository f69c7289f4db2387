import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Tx } from '../db/client.ts';

/** What a handler gets besides its payload. */
export interface JobContext {
  jobId: string;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the lease is lost (another worker may now run the job) or the worker stops hard. */
  signal: AbortSignal;
  logger: Logger;
  /**
   * Fences a write on the lease: locks this job's row inside `tx` and throws LeaseLostError when
   * the job no longer belongs to this run (its lease expired and another worker took it). Call it
   * first in the transaction that stores the job's result, so a zombie run cannot overwrite it.
   */
  assertLease(tx: Tx): Promise<void>;
}

/**
 * What a job's owner reads in its lastError (GET /api/applications/:id/jobs) after a run failed and
 * waits for its retry. The exception itself is never stored there: it goes to the log, with the job id.
 */
export const JOB_RETRY_MESSAGE = 'This step did not finish; it will be tried again shortly.';

/** The owner's lastError after a final failure, unless the job names its own `failedMessage`. */
export const JOB_FAILED_MESSAGE = 'This step could not be finished.';

/** What a final failure hook gets: the job is already in status error inside the same transaction. */
export interface FinalFailure<Payload> {
  tx: Tx;
  payload: Payload;
  jobId: string;
  error: unknown;
  /** The user-facing message stored in the job's last_error (a PermanentJobError's, else `failedMessage`). */
  message: string;
}

/**
 * A kind of background job: a name, a zod payload (checked when the job is claimed; a payload that
 * does not parse fails the job without retries) and an idempotent handler. Handlers look up state
 * and return early when the work is already done, because a job can run more than once (a crashed
 * worker's job runs again after its lease expires).
 */
export interface JobDefinition<Payload = unknown> {
  name: string;
  payload: z.ZodType<Payload>;
  /**
   * What the owner reads when the job fails for good for a reason retrying could not fix and that is no
   * PermanentJobError (whose message is shown instead); defaults to JOB_FAILED_MESSAGE.
   */
  failedMessage?: string;
  /** Attempts before the job ends in status error; defaults to JOB_MAX_ATTEMPTS (3). */
  maxAttempts?: number;
  run(payload: Payload, context: JobContext): Promise<void>;
  /** Runs once, inside the transaction that marks the job failed for good. */
  onFinalFailure?(failure: FinalFailure<Payload>): Promise<void>;
}

/**
 * The jobs one module hands to the queue: its definitions and, when they hold resources (the
 * engine pool's threads), how to start them early and how to release them once the worker has stopped.
 */
export interface JobSet {
  definitions: JobDefinition<never>[];
  /** Called when this process runs a worker and asked for a warm start. */
  warm?(): Promise<void>;
  /** Called after the worker stopped, before the queue's listener closes. */
  close?(): void;
}

export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}

/**
 * An error that retrying cannot fix (bad input, a file that cannot be read). The job fails at once
 * and `message` becomes its stored reason, so write it for the user.
 */
export class PermanentJobError extends Error {
  override readonly name = 'PermanentJobError';
}

/** The job's lease was lost: another worker owns it now, so this run must not store anything. */
export class LeaseLostError extends Error {
  override readonly name = 'LeaseLostError';
  constructor(jobId: string) {
    super(`lease on job ${jobId} was lost`);
  }
}
