import type { Revision } from '@hireproof/contract';
import { Button } from '../../../components/ui/button.tsx';
import { formatUserDate } from '../format-date.ts';
import { PanelError, PanelLoading } from './panel-states.tsx';

/** Every version made while reviewing, newest first; any earlier one can be restored. */
export function RevisionsList({
  revisions,
  isLoading,
  isError,
  busy,
  onRetry,
  onRestore,
}: {
  revisions: Revision[] | undefined;
  isLoading: boolean;
  isError: boolean;
  busy: boolean;
  onRetry: () => void;
  onRestore: (number: number) => void;
}) {
  if (isLoading) return <PanelLoading label="Loading revisions" />;
  if (isError || !revisions) return <PanelError message="Could not load the revisions." onRetry={onRetry} />;
  if (revisions.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No revisions yet: the generated version becomes revision 1 when you make your first change.
      </p>
    );
  }
  return (
    <ol className="space-y-2" aria-label="Revisions, newest first">
      {revisions.map((revision) => (
        <li
          key={revision.number}
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-2 text-sm"
          data-testid={`revision-${revision.number}`}
        >
          <span>
            <span className="font-semibold">Revision {revision.number}</span>
            {revision.current ? <span className="text-muted-foreground"> (current)</span> : null} ·{' '}
            {revision.description} · by {revision.by} ·{' '}
            <time dateTime={revision.createdAt}>{formatUserDate(revision.createdAt)}</time>
          </span>
          {revision.current ? null : (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              aria-label={`Restore revision ${revision.number}`}
              onClick={() => onRestore(revision.number)}
            >
              Restore
            </Button>
          )}
        </li>
      ))}
    </ol>
  );
}
