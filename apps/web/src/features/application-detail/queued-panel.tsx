import type { Job } from '@hireproof/contract';
import { Hourglass } from 'lucide-react';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';

const JOB_STATUS_LABEL: Record<string, string> = {
  queued: 'Waiting for a worker',
  running: 'Running',
  done: 'Done',
  error: 'Failed',
};

/** SPEC §2: shown while the application waits in the queue, with its jobs as the server reports them. */
export function QueuedPanel({ jobs }: { jobs: Job[] | undefined }) {
  return (
    <Card className="border-warning/60" data-testid="queued-panel">
      <CardHeader className="pb-3">
        <h2 className="flex items-center gap-2 text-base font-semibold leading-tight">
          <Hourglass aria-hidden="true" className="size-4 text-warning" />
          Queued for generation
        </h2>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p className="text-muted-foreground">
          Your application is waiting for a worker. This page updates by itself; queued jobs typically finish
          in 2-5 minutes.
        </p>
        {jobs && jobs.length > 0 ? (
          <ul className="space-y-1.5" data-testid="job-list">
            {jobs.map((job) => (
              <li key={job.id} className="rounded-md border border-border px-3 py-2 text-xs">
                <div className="flex justify-between gap-2">
                  <span className="font-medium">{JOB_STATUS_LABEL[job.status] ?? job.status}</span>
                  <span className="text-muted-foreground">
                    Attempt {Math.max(job.attempts, 1)} of {job.maxAttempts}
                  </span>
                </div>
                {job.lastError ? <p className="mt-1 text-destructive">{job.lastError}</p> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
