import { Award } from 'lucide-react';
import { DIRECTORY_BADGE } from './content.ts';

/** A small badge pointing to the product directory where Hireproof is listed. */
export function DirectoryBadge() {
  return (
    <div data-section="directory-badge" className="flex justify-center px-4 pt-10">
      <a
        href={DIRECTORY_BADGE.href}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-3 rounded-full border border-border bg-card px-4 py-2 shadow-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="inline-flex size-8 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Award aria-hidden="true" className="size-4" />
        </span>
        <span className="text-left leading-tight">
          <span className="block text-xs font-medium uppercase tracking-wide text-muted-foreground">
            {DIRECTORY_BADGE.eyebrow}
          </span>
          <span className="block text-sm font-semibold text-foreground">{DIRECTORY_BADGE.name}</span>
        </span>
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </div>
  );
}
