import type { ReviewFlag } from '@hireproof/contract';

/** Parts of the person's own text the review found worth a look before sending; nothing was changed for them. */
export function FlagsList({ flags }: { flags: ReviewFlag[] }) {
  return (
    <ul className="space-y-3">
      {flags.map((flag) => (
        <li
          key={`${flag.kind}:${flag.targetId}`}
          className="space-y-1 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm"
          data-testid={`flag-${flag.targetId}`}
        >
          <p className="font-medium">{flag.reason}</p>
          <blockquote className="border-l-2 border-border pl-2 text-muted-foreground">{flag.text}</blockquote>
        </li>
      ))}
    </ul>
  );
}
