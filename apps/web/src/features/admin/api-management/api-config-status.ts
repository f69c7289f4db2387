import { API_USAGE_DANGER_PERCENT, API_USAGE_WARNING_PERCENT, type ApiConfig } from '@hireproof/contract';

/** SPEC §4: what the status icon of one configuration shows. */
export type ApiConfigStatus = 'inactive' | 'unhealthy' | 'near-limit' | 'ok';

export function apiConfigStatus(
  config: Pick<ApiConfig, 'active' | 'healthy' | 'usagePercentage'>,
): ApiConfigStatus {
  if (!config.active) return 'inactive';
  if (!config.healthy) return 'unhealthy';
  if (config.usagePercentage >= API_USAGE_DANGER_PERCENT) return 'near-limit';
  return 'ok';
}

export const STATUS_LABELS: Record<ApiConfigStatus, string> = {
  inactive: 'Inactive',
  unhealthy: 'Unhealthy',
  'near-limit': 'Near its hourly limit',
  ok: 'Healthy',
};

/** SPEC §4: usage text is red from 90 %, yellow from 70 %, green below. */
export type UsageTone = 'danger' | 'warning' | 'ok';

export function usageTone(usagePercentage: number): UsageTone {
  if (usagePercentage >= API_USAGE_DANGER_PERCENT) return 'danger';
  if (usagePercentage >= API_USAGE_WARNING_PERCENT) return 'warning';
  return 'ok';
}

export const USAGE_TONE_CLASS: Record<UsageTone, string> = {
  danger: 'text-destructive',
  warning: 'text-warning',
  ok: 'text-success',
};

/** Usage as a whole percentage: the server may send fractions, the list shows '42%'. */
export function formatUsagePercent(usagePercentage: number): string {
  return `${Math.round(usagePercentage)}%`;
}

/**
 * A one-line description of a curl command: its method and host (and path), never its headers, so a
 * key that a masked command still partly shows is not repeated in the list.
 */
export function curlSummary(command: string | null): string {
  if (!command) return 'curl command';
  const url = /https?:\/\/[^\s'"\\]+/i.exec(command)?.[0];
  const explicit = /(?:^|\s)(?:-X|--request)\s*['"]?([A-Za-z]+)/.exec(command)?.[1]?.toUpperCase();
  const hasBody = /(?:^|\s)(?:-d|--data(?:-raw|-binary)?|--json)(?:\s|=)/.test(command);
  const method = explicit ?? (hasBody ? 'POST' : 'GET');
  if (!url) return `curl ${method}`;
  try {
    const parsed = new URL(url);
    const path = parsed.pathname === '/' ? '' : parsed.pathname;
    return `${method} ${parsed.host}${path}`;
  } catch {
    return `${method} ${url}`;
  }
}
