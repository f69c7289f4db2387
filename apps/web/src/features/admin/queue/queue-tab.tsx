import type { QueueStats } from '@hireproof/contract';
import { useQuery } from '@tanstack/react-query';
import { Activity, CircleAlert, CircleCheck, Clock, Server } from 'lucide-react';
import { StatCard } from '../../../components/stat-card.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { queueStatsQuery } from '../admin-api.ts';
import { TabLoading } from '../tab-states.tsx';

/** SPEC §4: queue views poll every 3 s while work is queued or running, and stop otherwise. */
export const QUEUE_POLL_MS = 3000;

export function queuePollInterval(stats: QueueStats | undefined): number | false {
  return stats && stats.queued + stats.running > 0 ? QUEUE_POLL_MS : false;
}

/** Queue & Analytics (SPEC §2): counts of generation jobs by state and whether a worker is running. */
export function QueueTab() {
  const { data, isLoading, isError } = useQuery({
    ...queueStatsQuery,
    refetchInterval: (query) => queuePollInterval(query.state.data),
  });
  const iconClass = 'size-4 text-muted-foreground';

  return (
    <div className="space-y-6">
      {isLoading ? (
        <TabLoading label="Loading queue status" />
      ) : isError || !data ? (
        <p className="text-destructive">Failed to load the queue status.</p>
      ) : (
        <>
          <div className="flex items-center gap-2 text-sm">
            <Server aria-hidden="true" className={iconClass} />
            Worker:
            <Badge variant={data.isWorkerRunning ? 'success' : 'destructive'} data-testid="worker-status">
              {data.isWorkerRunning ? 'Running' : 'Not running'}
            </Badge>
          </div>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard testId="queue-stat" title="Queued" value={data.queued} icon={Clock} />
            <StatCard testId="queue-stat" title="Running" value={data.running} icon={Activity} />
            <StatCard testId="queue-stat" title="Completed" value={data.completed} icon={CircleCheck} />
            <StatCard testId="queue-stat" title="Failed" value={data.failed} icon={CircleAlert} />
          </div>
        </>
      )}
      <Card>
        <CardHeader>
          <CardTitle>How the queue works</CardTitle>
        </CardHeader>
        <CardContent className="space-y-2 text-sm text-muted-foreground">
          <p>
            Every new application becomes a background job. The worker looks for waiting jobs every 30 seconds
            and picks one up as soon as it is free.
          </p>
          <p data-testid="queue-help">
            When a job fails it is tried again, up to 3 times, with a longer wait before each new attempt
            (exponential backoff). A job that still fails after that is marked failed and the credit it used
            is refunded to its user.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
