import type { ReviewChange } from '@hireproof/contract';
import { Check, Undo2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { factListText, targetText } from './fact-text.ts';

/** What each kind of edit is called on the page. */
const KIND_LABELS: Record<string, string> = {
  summary: 'Summary',
  bullet: 'Bullet reworded',
  'bullet-order': 'Bullets reordered',
  'skills-order': 'Skills reordered',
  'skills-added': 'Skill added',
  'section-order': 'Sections reordered',
  heading: 'Heading',
};

const DECISION_LABELS = { pending: 'Not reviewed', accepted: 'Accepted', rejected: 'Rejected' } as const;

/** A before or after as the person reads it: an order of lines as those lines, never as fact ids. */
function ChangeSide({ value, sources }: { value: string; sources: ReviewChange['sources'] }) {
  if (!value) return <em>(nothing)</em>;
  const lines = factListText(value, sources);
  if (!lines) return <>{value}</>;
  return (
    <ol className="list-decimal space-y-0.5 pl-5">
      {lines.map((line, index) => (
        // The same opening words can start two lines; their place in the order tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is static for this render
        <li key={index}>{line}</li>
      ))}
    </ol>
  );
}

function ChangeItem({
  change,
  busy,
  onDecide,
}: {
  change: ReviewChange;
  busy: boolean;
  onDecide: (decision: 'accepted' | 'rejected') => void;
}) {
  const titleId = `change-${change.id}-title`;
  const kind = KIND_LABELS[change.kind] ?? change.kind;
  const about = targetText(change);
  return (
    <li
      className="space-y-2 rounded-md border border-border p-3"
      aria-labelledby={titleId}
      data-testid={`change-${change.id}`}
      data-decision={change.decision}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-sm font-semibold">
          {kind}
          {about ? <span className="font-normal text-muted-foreground"> “{about}”</span> : null}
        </h3>
        <Badge variant={change.decision === 'rejected' ? 'outline' : 'secondary'}>
          {DECISION_LABELS[change.decision]}
        </Badge>
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-[7rem_1fr]">
        <dt className="text-muted-foreground">Before</dt>
        <dd className="break-words">
          <ChangeSide value={change.before} sources={change.sources} />
        </dd>
        <dt className="text-muted-foreground">After</dt>
        <dd className="break-words">
          <ChangeSide value={change.after} sources={change.sources} />
        </dd>
        <dt className="text-muted-foreground">Why</dt>
        <dd>
          {change.reason}
          {change.keywords.length ? (
            <span className="text-muted-foreground"> · job keywords: {change.keywords.join(', ')}</span>
          ) : null}
        </dd>
        {change.sources.length ? (
          <>
            <dt className="text-muted-foreground">Rests on</dt>
            <dd>
              <ul className="space-y-1">
                {change.sources.slice(0, 3).map((source) => (
                  <li key={source.id} className="text-muted-foreground">
                    {source.text}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant={change.decision === 'accepted' ? 'default' : 'outline'}
          aria-pressed={change.decision === 'accepted'}
          aria-describedby={titleId}
          disabled={busy}
          onClick={() => onDecide('accepted')}
        >
          <Check aria-hidden="true" />
          Accept
        </Button>
        <Button
          size="sm"
          variant={change.decision === 'rejected' ? 'default' : 'outline'}
          aria-pressed={change.decision === 'rejected'}
          aria-describedby={titleId}
          disabled={busy}
          onClick={() => onDecide('rejected')}
        >
          <Undo2 aria-hidden="true" />
          Reject
        </Button>
      </div>
    </li>
  );
}

/**
 * Every edit the writer made, before → after, with the job keyword it serves and the fact it rests
 * on. Accept keeps it; Reject reverts it in the resume (the previews and downloads follow).
 */
export function ChangesList({
  changes,
  busyChangeId,
  onDecide,
}: {
  changes: ReviewChange[];
  busyChangeId: number | null;
  onDecide: (changeId: number, decision: 'accepted' | 'rejected') => void;
}) {
  if (changes.length === 0) {
    return <p className="text-sm text-muted-foreground">No changes were needed</p>;
  }
  return (
    <ul className="space-y-3" aria-label="Changes the writer made">
      {changes.map((change) => (
        <ChangeItem
          key={change.id}
          change={change}
          busy={busyChangeId !== null}
          onDecide={(decision) => onDecide(change.id, decision)}
        />
      ))}
    </ul>
  );
}
