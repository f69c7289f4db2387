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

/** What a final failure hook gets: the job is already in status error inside the same transaction. */
export interface FinalFailure<Payload> {
  tx: Tx;
  payload: Payload;
  jobId: string;
  error: unknown;
  /** The message stored in the job's last_error. */
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
  /** Attempts before the job ends in status error; defaults to JOB_MAX_ATTEMPTS (3). */
  maxAttempts?: number;
  run(payload: Payload, context: JobContext): Promise<void>;
  /** Runs once, inside the transaction that marks the job failed for good. */
  onFinalFailure?(failure: FinalFailure<Payload>): Promise<void>;
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

export function isPermanentJobError(error: unknown): boolean {
  return error instanceof PermanentJobError;
}
