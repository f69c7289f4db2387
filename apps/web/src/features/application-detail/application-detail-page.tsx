import { APPLICATION_MESSAGES } from '@hireproof/contract';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LinkButton } from '../../components/link-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast-store.ts';
import { isUnauthorizedError } from '../../lib/unauthorized.ts';
import {
  useAddKeyword,
  useApplication,
  useApplicationJobs,
  useSkipCoverLetter,
} from './application-detail-api.ts';
import { ApplicationDetailsCard } from './application-details-card.tsx';
import { DetailStatusBadge } from './application-status-badge.tsx';
import { CoverLetterPreview, JobDescriptionPanel, ResumePreview } from './document-previews.tsx';
import { DownloadCards } from './download-cards.tsx';
import { formatUserDate } from './format-date.ts';
import { KeywordAnalysisCard } from './keyword-analysis-card.tsx';
import { LowFitLetterNotice } from './low-fit-letter-notice.tsx';
import { ParseWarningsNotice } from './parse-warnings-notice.tsx';
import { QueuedPanel } from './queued-panel.tsx';
import { ReadabilityCard } from './readability-card.tsx';
import { ReviewPanels } from './review/review-panels.tsx';

function BackToDashboard({ label = 'Back to Dashboard' }: { label?: string }) {
  return (
    <LinkButton href="/dashboard" icon={ArrowLeft} variant="ghost" size="sm" className="-ml-2">
      {label}
    </LinkButton>
  );
}

function PageMessage({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 pt-6 text-center">{children}</CardContent>
      </Card>
    </div>
  );
}

/** 404 (missing, or another user's) and 400 (an address that is not an application id) both mean "no such application". */
const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 404);

/**
 * SPEC §2 'Application detail'. Scores, downloads and previews appear only once the application is
 * complete; the queued panel only while it is queued. The page follows a running application by
 * itself (see application-detail-api.ts).
 */
export function ApplicationDetailPage({ id }: { id: string }) {
  const application = useApplication(id);
  const status = application.data?.status;
  const isComplete = status === 'complete';
  const jobs = useApplicationJobs(id, application.isSuccess);
  const addKeyword = useAddKeyword(id, {
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      toast({
        title: APPLICATION_MESSAGES.addKeywordsFailed.title,
        description: APPLICATION_MESSAGES.addKeywordsFailed.message,
        variant: 'destructive',
      });
    },
  });

  const skipLetter = useSkipCoverLetter(id, {
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      toast({ title: 'Could not save', description: 'Please try again.', variant: 'destructive' });
    },
  });

  if (application.isPending) {
    return (
      <div className="flex flex-col items-center gap-3 py-24">
        <Spinner className="size-8" label="Loading application" />
        <p className="text-sm text-muted-foreground">Loading application...</p>
      </div>
    );
  }

  if (application.isError && !isNotFound(application.error)) {
    return (
      <PageMessage>
        <p className="font-medium text-destructive">Error loading application</p>
        <Button asChild>
          <Link href="/dashboard">Return to Dashboard</Link>
        </Button>
      </PageMessage>
    );
  }

  if (!application.data) {
    return (
      <PageMessage>
        <p className="font-medium">{APPLICATION_MESSAGES.notFound}</p>
        <BackToDashboard />
      </PageMessage>
    );
  }

  const app = application.data;
  const analysis = app.keywords?.analysis ?? { exact_matches: [], near_matches: [], missing_keywords: [] };
  const addingKeyword = addKeyword.isPending ? (addKeyword.variables ?? null) : null;

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6" data-testid="application-detail">
      <header className="space-y-3">
        <BackToDashboard />
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold tracking-tight">{app.jobTitle}</h1>
            <p className="text-muted-foreground">
              {app.company}
              <span aria-hidden="true"> · </span>
              <time dateTime={app.createdAt}>{formatUserDate(app.createdAt)}</time>
            </p>
          </div>
          <DetailStatusBadge status={app.status} />
        </div>
      </header>

      <ParseWarningsNotice warnings={app.parseWarnings ?? []} structureLinks={isComplete} />

      {isComplete ? (
        <>
          <ReadabilityCard applicationId={app.id} />
          {app.scores?.lowFit && (app.hasCoverLetter || app.coverLetterSkipped) ? (
            <LowFitLetterNotice
              skipped={app.coverLetterSkipped}
              busy={skipLetter.isPending}
              onChoose={(skipped) => skipLetter.mutate(skipped)}
            />
          ) : null}
          <DownloadCards applicationId={app.id} hasCoverLetter={app.hasCoverLetter} />
          <ReviewPanels applicationId={app.id} />
        </>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          {status === 'queued' ? <QueuedPanel jobs={jobs.data} /> : null}
          <ApplicationDetailsCard application={app} />
          <KeywordAnalysisCard
            analysis={analysis}
            jobTitle={app.jobTitle}
            addingKeyword={addingKeyword}
            onAddKeyword={(keyword) => addKeyword.mutate(keyword)}
          />
        </div>
        <div className="space-y-6">
          {isComplete ? (
            <>
              <ResumePreview resumeOptimizedUrl={app.resumeOptimizedUrl} />
              <CoverLetterPreview application={app} />
            </>
          ) : null}
          <JobDescriptionPanel jobDescription={app.jobDescription} />
        </div>
      </div>
    </div>
  );
}
