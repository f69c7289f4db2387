import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card.tsx';

interface StatCardProps {
  title: string;
  value: number | string;
  icon: LucideIcon;
  /** A line of context under the figure, if any. */
  note?: string;
  /** Lets tests pick one group of figures out of a page. */
  testId?: string;
}

/** One headline figure in the admin console: title and icon over a large number. */
export function StatCard({ title, value, icon: Icon, note, testId }: StatCardProps) {
  return (
    <Card data-testid={testId}>
      <CardHeader className="flex flex-row items-center justify-between space-y-0 pb-2">
        <CardTitle className="text-sm font-medium">{title}</CardTitle>
        <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-bold">{value}</p>
        {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
      </CardContent>
    </Card>
  );
}
