import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';

/**
 * Accounts are served by better-auth under IDENTITY_BASE_PATH; these schemas describe the two
 * calls the web client makes, so both sides validate the same way.
 */
export const IDENTITY_BASE_PATH = '/api/identity';

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** POST /api/identity/sign-up/email */
export const signUpEmailRequestSchema = z.object({
  email: z.email('A valid email address is required').max(320),
  password: passwordSchema,
  name: z.string().trim().max(200),
});
export type SignUpEmailRequest = z.infer<typeof signUpEmailRequestSchema>;

/** POST /api/identity/sign-in/email */
export const signInEmailRequestSchema = z.object({
  email: z.email('A valid email address is required').max(320),
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type SignInEmailRequest = z.infer<typeof signInEmailRequestSchema>;

/** The one message for every failed sign-in, so a response never tells whether an email is registered. */
export const SIGN_IN_FAILED_MESSAGE = 'Invalid email or password';

/** The one message for a refused sign-up, whatever the reason the store gave. */
export const SIGN_UP_FAILED_MESSAGE =
  'We could not create an account with these details. Try signing in instead.';

/** Error bodies of the identity routes: better-auth's shape ({code, message}). */
export const identityErrorBodySchema = z.object({ code: z.string().optional(), message: z.string() });
export type IdentityErrorBody = z.infer<typeof identityErrorBodySchema>;

/** Values of `?auth=` that a failed provider sign-in returns to on the landing page. */
export const AUTH_FAILURE_QUERY = { failed: 'failed', error: 'error' } as const;
