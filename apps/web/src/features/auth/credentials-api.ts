import { apiRequest } from '../../lib/api-request.ts';
import type { CredentialsInput, CredentialsMode } from './credentials-validation.ts';

export const SIGN_IN_URL = '/api/identity/sign-in/email';
export const SIGN_UP_URL = '/api/identity/sign-up/email';

/** Signs in or creates the account; on success the server has set the session cookie. */
export async function submitCredentials(mode: CredentialsMode, input: CredentialsInput): Promise<void> {
  const email = input.email.trim();
  if (mode === 'sign-in') {
    await apiRequest('POST', SIGN_IN_URL, { email, password: input.password });
    return;
  }
  const name = [input.firstName.trim(), input.lastName.trim()].filter(Boolean).join(' ');
  await apiRequest('POST', SIGN_UP_URL, { email, password: input.password, name });
}

function statusOf(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const match = /^(\d{3}):/.exec(error.message);
  return match ? Number(match[1]) : null;
}

/**
 * What to tell the visitor when sign-in or sign-up fails. The texts never say whether the email is
 * registered, so the form cannot be used to find out who has an account.
 */
export function credentialsErrorMessage(mode: CredentialsMode, error: unknown): string {
  const status = statusOf(error);
  if (status === 429) return 'Too many attempts. Please wait a minute and try again.';
  if (status !== null && status >= 400 && status < 500) {
    return mode === 'sign-in'
      ? 'Incorrect email or password. Please try again.'
      : 'We could not create an account with these details. If you already have one, sign in instead.';
  }
  return 'Something went wrong on our side. Please try again in a moment.';
}
