import type { ApplicationPage, ApplicationSummary } from '@hireproof/contract';
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { LinkButton } from '../../components/link-button.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { serverMessageOf } from '../../lib/error-message.ts';
import { formatUserDate, statusBadgeClass, statusLabel, statusTone } from './application-status.ts';
import { applicationsQuery } from './applications-api.ts';
import { DeleteApplicationButton } from './delete-application-button.tsx';
import { ExportLinks } from './export-links.tsx';

export const EMPTY_APPLICATIONS_TEXT = 'No applications yet. Create your first ATS-optimized resume above!';

export function ApplicationStatusBadge({ status }: { status: string }) {
  return (
    <Badge
      className={statusBadgeClass(status)}
      data-tone={statusTone(status)}
      data-testid="application-status"
    >
      {statusLabel(status)}
    </Badge>
  );
}

/** One row: what was applied for, when, its status and what can be done with it. */
export function ApplicationRow({ application }: { application: ApplicationSummary }) {
  const isComplete = application.status === 'complete';
  return (
    <li
      className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0"
      data-testid="application-row"
      data-id={application.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-medium">{application.jobTitle}</p>
          <p className="truncate text-sm text-muted-foreground">
            {application.company}
            <span aria-hidden="true"> · </span>
            <time dateTime={application.createdAt}>{formatUserDate(application.createdAt)}</time>
          </p>
        </div>
        <div className="flex items-center gap-2">
          <ApplicationStatusBadge status={application.status} />
          {isComplete ? (
            <LinkButton href={`/applications/${application.id}`} icon={Eye} variant="outline" size="sm">
              View
            </LinkButton>
          ) : null}
          <DeleteApplicationButton id={application.id} jobTitle={application.jobTitle} />
        </div>
      </div>
      {isComplete ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
          <ExportLinks applicationId={application.id} document="resume" />
          {application.hasCoverLetter ? (
            <ExportLinks applicationId={application.id} document="cover-letter" />
          ) : null}
        </div>
      ) : null}
      {application.status === 'failed' && application.error ? (
        <p className="text-xs text-destructive dark:text-red-400">{application.error}</p>
      ) : null}
    </li>
  );
}

/** How often the list is re-read while one of its rows is still being generated. */
export const LIST_POLL_MS = 3000;

const hasPendingRow = (data: InfiniteData<ApplicationPage> | undefined) =>
  data?.pages.some((page) =>
    page.items.some((row) => row.status === 'queued' || row.status === 'processing'),
  ) ?? false;

/**
 * Asks for the next page when `target` scrolls into view (where IntersectionObserver exists); the
 * 'Load more' button it sits on does the same for keyboards, screen readers and old browsers.
 */
function useLoadWhenVisible(enabled: boolean, load: () => void) {
  const target = useRef<HTMLButtonElement>(null);
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return target;
}

/**
 * SPEC §2 'Recent Applications': the user's applications, newest first, a page at a time (more load
 * as the list's end scrolls into view, or with 'Load more'). A row still queued or processing (say,
 * after a reload mid-generation) is followed every 3 s until it settles, the same rhythm as the job
 * lists; otherwise the list is only refreshed after changes.
 */
export function RecentApplications({ className }: { className?: string }) {
  const query = useInfiniteQuery({
    ...applicationsQuery,
    refetchInterval: (current) => (hasPendingRow(current.state.data) ? LIST_POLL_MS : false),
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  const loadMoreButton = useLoadWhenVisible(hasNextPage, loadMore);
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card className={cn(className)} data-slot="recent-applications">
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight tracking-tight">Recent Applications</h2>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading applications" />
          </div>
        ) : query.isError ? (
          <p className="text-sm text-destructive">
            {serverMessageOf(query.error) ??
              'Your applications could not be loaded. Please refresh the page.'}
          </p>
        ) : rows.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{EMPTY_APPLICATIONS_TEXT}</p>
        ) : (
          <>
            <ul className="divide-y divide-border">
              {rows.map((application) => (
                <ApplicationRow key={application.id} application={application} />
              ))}
            </ul>
            {hasNextPage ? (
              <div className="flex justify-center pt-4">
                <Button
                  ref={loadMoreButton}
                  variant="outline"
                  size="sm"
                  onClick={loadMore}
                  disabled={isFetchingNextPage}
                  aria-busy={isFetchingNextPage}
                >
                  {isFetchingNextPage ? 'Loading…' : 'Load more'}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
