import type { ApiConfig } from '@hireproof/contract';
import { CircleCheck, CircleMinus, CircleX, TriangleAlert } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { apiConfigStatus, STATUS_LABELS } from './api-config-status.ts';

const ICONS = {
  inactive: { Icon: CircleMinus, className: 'text-muted-foreground' },
  unhealthy: { Icon: CircleX, className: 'text-destructive' },
  'near-limit': { Icon: TriangleAlert, className: 'text-warning' },
  ok: { Icon: CircleCheck, className: 'text-success' },
} as const;

/** SPEC §4: grey when inactive, red cross when unhealthy, yellow warning from 90 % usage, else green. */
export function ApiConfigStatusIcon({
  config,
}: {
  config: Pick<ApiConfig, 'active' | 'healthy' | 'usagePercentage'>;
}) {
  const status = apiConfigStatus(config);
  const { Icon, className } = ICONS[status];
  return (
    <span
      data-testid="api-config-status"
      data-status={status}
      className="inline-flex"
      title={STATUS_LABELS[status]}
    >
      <Icon aria-hidden="true" className={cn('size-5', className)} />
      <span className="sr-only">{STATUS_LABELS[status]}</span>
    </span>
  );
}
