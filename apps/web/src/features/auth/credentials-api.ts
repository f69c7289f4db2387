import { ApiError } from '../../lib/api-error.ts';
import { apiRequest, throwIfResNotOk } from '../../lib/api-request.ts';
import { CURRENT_USER_KEY } from '../../lib/current-user.ts';
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
  // The server answers a sign-up for a registered email like one for a new email, so only the session
  // tells whether an account was made: no session means these details could not create one.
  const session = await fetch(CURRENT_USER_KEY[0], { credentials: 'include' });
  if (session.status === 401) throw new ApiError(422, SIGN_UP_NOT_SIGNED_IN);
  await throwIfResNotOk(session);
}

const SIGN_UP_NOT_SIGNED_IN = 'No session after sign-up';

/**
 * What to tell the visitor when sign-in or sign-up fails. The texts never say whether the email is
 * registered, so the form cannot be used to find out who has an account.
 */
export function credentialsErrorMessage(mode: CredentialsMode, error: unknown): string {
  const status = error instanceof ApiError ? error.status : null;
  if (status === 429) return 'Too many attempts. Please wait a minute and try again.';
  if (status !== null && status >= 400 && status < 500) {
    return mode === 'sign-in'
      ? 'Incorrect email or password. Please try again.'
      : 'We could not create an account with these details. If you already have one, sign in instead.';
  }
  return 'Something went wrong on our side. Please try again in a moment.';
}
