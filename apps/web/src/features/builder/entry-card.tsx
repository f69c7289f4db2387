import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';

/**
 * One entry of a repeatable list (a position, a school): its heading, a Remove button when the list
 * may shrink, and its fields.
 */
export function EntryCard({
  heading,
  onRemove,
  children,
}: {
  heading: string;
  /** Absent when the entry is the last one left. */
  onRemove?: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="space-y-4 pt-6">
        <div className="flex items-center justify-between gap-2">
          <h3 className="font-semibold">{heading}</h3>
          {onRemove ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={`Remove ${heading}`}
              onClick={onRemove}
            >
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          ) : null}
        </div>
        {children}
      </CardContent>
    </Card>
  );
}
