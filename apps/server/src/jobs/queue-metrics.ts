import { performance } from 'node:perf_hooks';
import { type JobOutcome, observeJobRun } from '../metrics/metrics.ts';
import type { ClaimedJob, JobQueue } from './job-queue.ts';

/**
 * The queue as a worker sees it, timing every run from its claim to its recorded outcome for
 * `hireproof_job_duration_seconds`. Wrapping the queue keeps the worker's loop free of metrics.
 */
export function timedQueue(queue: JobQueue): JobQueue {
  const claimedAt = new WeakMap<ClaimedJob, number>();
  const observe = (job: ClaimedJob, outcome: JobOutcome) => {
    const start = claimedAt.get(job);
    if (start !== undefined) observeJobRun(job.row.type, outcome, (performance.now() - start) / 1000);
    claimedAt.delete(job);
  };
  return {
    ...queue,
    async claim(workerId, types, leaseMs) {
      const job = await queue.claim(workerId, types, leaseMs);
      if (job) claimedAt.set(job, performance.now());
      return job;
    },
    async complete(job) {
      const completed = await queue.complete(job);
      observe(job, completed ? 'done' : 'abandoned');
      return completed;
    },
    async retry(job, message) {
      const result = await queue.retry(job, message);
      observe(job, result.retried ? 'retry' : 'abandoned');
      return result;
    },
    async fail(job, message, onFinal) {
      const failed = await queue.fail(job, message, onFinal);
      observe(job, failed ? 'failed' : 'abandoned');
      return failed;
    },
  };
}
