import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';

/** SPEC §2: complete shows a check, processing a clock, anything else a cross. */
export function DetailStatusBadge({ status }: { status: string }) {
  const label = status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown';
  if (status === 'complete') {
    return (
      <Badge variant="success" data-testid="detail-status" data-icon="check">
        <CircleCheck aria-hidden="true" />
        {label}
      </Badge>
    );
  }
  if (status === 'processing') {
    return (
      <Badge variant="warning" data-testid="detail-status" data-icon="clock">
        <Clock aria-hidden="true" />
        {label}
      </Badge>
    );
  }
  return (
    <Badge
      variant={status === 'queued' ? 'secondary' : 'destructive'}
      data-testid="detail-status"
      data-icon="cross"
    >
      <CircleX aria-hidden="true" />
      {label}
    </Badge>
  );
}
