import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** One review panel: a titled card, named for screen readers by its heading. */
export function ReviewCard({
  title,
  testId,
  description,
  children,
}: {
  title: string;
  testId: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = `${testId}-heading`;
  return (
    <Card data-testid={testId}>
      <section aria-labelledby={headingId}>
        <CardHeader className="pb-3">
          <h2 id={headingId} className="text-base font-semibold leading-tight">
            {title}
          </h2>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}

export function PanelLoading({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-2 py-4 text-sm text-muted-foreground">
      <Spinner label={label} />
      <span>{label}...</span>
    </div>
  );
}

export function PanelError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3 py-2" role="alert">
      <p className="text-sm text-destructive">{message}</p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
