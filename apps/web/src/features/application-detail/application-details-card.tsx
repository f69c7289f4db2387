import type { Application } from '@hireproof/contract';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { formatUserDateTime } from './format-date.ts';

/** How the detail page names the writer recorded on an application ('built-in' or 'llm'). */
export function writerLabel(writer: string): string {
  if (writer === 'built-in') return 'Built-in writer';
  if (writer === 'llm') return 'Language model';
  return writer;
}

/**
 * SPEC §2 'Application Details': parse method (or N/A), status and creation time; once written, also
 * which writer produced the documents and, for a language model, which model.
 */
export function ApplicationDetailsCard({ application }: { application: Application }) {
  return (
    <Card data-testid="application-details">
      <CardHeader className="pb-3">
        <h2 className="text-base font-semibold leading-tight">Application Details</h2>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Parse Method</dt>
          <dd className="break-words font-medium">{application.parseMethod || 'N/A'}</dd>
          <dt className="text-muted-foreground">Status</dt>
          <dd className="font-medium capitalize">{application.status}</dd>
          <dt className="text-muted-foreground">Created</dt>
          <dd className="font-medium">{formatUserDateTime(application.createdAt)}</dd>
          {application.writer ? (
            <>
              <dt className="text-muted-foreground">Writer</dt>
              <dd className="font-medium" data-testid="application-writer">
                {writerLabel(application.writer)}
              </dd>
              <dt className="text-muted-foreground">Model</dt>
              <dd className="break-words font-medium" data-testid="application-model">
                {application.model || 'N/A'}
              </dd>
            </>
          ) : null}
          {application.status === 'failed' && application.error ? (
            <>
              <dt className="text-muted-foreground">Reason</dt>
              <dd className="text-destructive">{application.error}</dd>
            </>
          ) : null}
        </dl>
      </CardContent>
    </Card>
  );
}
