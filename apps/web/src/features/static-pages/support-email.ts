import { useSettings } from '../../lib/settings.ts';

/**
 * The support address the operator configured (SUPPORT_EMAIL), as `/api/settings` reports it; the
 * default address until the settings arrive or when they do not carry one.
 */
export function useSupportEmail(): string {
  return useSettings().supportEmail;
}
