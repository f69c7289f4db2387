import { SUPPORT_EMAIL_DEFAULT } from '@hireproof/contract';
import { useQuery } from '@tanstack/react-query';

interface SettingsWithSupport {
  supportEmail?: unknown;
}

export function supportEmailFrom(settings: SettingsWithSupport | null | undefined): string {
  const value = settings?.supportEmail;
  return typeof value === 'string' && value.includes('@') ? value : SUPPORT_EMAIL_DEFAULT;
}

/**
 * The support address the operator configured (SUPPORT_EMAIL), as `/api/settings` reports it; the
 * default address until the settings arrive or when they do not carry one.
 */
export function useSupportEmail(): string {
  const { data } = useQuery<SettingsWithSupport | null>({ queryKey: ['/api/settings'] });
  return supportEmailFrom(data);
}
