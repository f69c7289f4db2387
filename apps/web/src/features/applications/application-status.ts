export type StatusTone = 'green' | 'yellow' | 'red' | 'grey';

/**
 * SPEC §4: list badges are green for complete, yellow for processing, red for failed and grey for
 * anything else (queued included).
 */
export function statusTone(status: string): StatusTone {
  if (status === 'complete') return 'green';
  if (status === 'processing') return 'yellow';
  if (status === 'failed') return 'red';
  return 'grey';
}

const TONE_CLASS: Record<StatusTone, string> = {
  green: 'border-transparent bg-success text-success-foreground',
  yellow: 'border-transparent bg-warning text-warning-foreground',
  red: 'border-transparent bg-destructive text-destructive-foreground',
  grey: 'border-transparent bg-muted text-muted-foreground',
};

export function statusBadgeClass(status: string): string {
  return TONE_CLASS[statusTone(status)];
}

export function statusLabel(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown';
}

/** SPEC §9: dates for users are en-US, e.g. 11/22/2026. */
export function formatUserDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-US');
}
