/**
 * Retry schedule of the queue (SPEC §9: failed jobs are retried up to 3 times with exponential
 * backoff). After the n-th failed attempt the job waits `baseMs × 2^n`, capped at `capMs`: with the
 * default base of 5 s, the 2nd attempt runs ≈10 s after the 1st fails and the 3rd ≈20 s after the
 * 2nd. No jitter: the queue spreads load through SKIP LOCKED, and a fixed schedule is testable.
 */
export const DEFAULT_BACKOFF_BASE_MS = 5_000;
export const DEFAULT_BACKOFF_CAP_MS = 10 * 60_000;

export function retryDelayMs(
  failedAttempts: number,
  baseMs: number = DEFAULT_BACKOFF_BASE_MS,
  capMs: number = DEFAULT_BACKOFF_CAP_MS,
): number {
  if (!Number.isInteger(failedAttempts) || failedAttempts < 1)
    throw new RangeError('failedAttempts must be ≥ 1');
  return Math.min(capMs, baseMs * 2 ** failedAttempts);
}
