import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { withoutNul } from './text.ts';

/**
 * Accounts are served by better-auth under IDENTITY_BASE_PATH; these schemas describe the two
 * calls the web client makes, so both sides validate the same way.
 */
export const IDENTITY_BASE_PATH = '/api/identity';

/**
 * A password's length as a person counts it: characters (Unicode code points), not UTF-16 units,
 * so "𝒜" is one character. Every check (web form, API, operator CLI) measures it this way; the
 * identity store is configured to accept the longest password this allows.
 */
export function passwordLength(password: string): number {
  return Array.from(password).length;
}

export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;

export const passwordSchema = z
  .string()
  .refine((password) => passwordLength(password) >= PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
  .refine((password) => passwordLength(password) <= PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE);

/** POST /api/identity/sign-up/email */
export const signUpEmailRequestSchema = z.object({
  email: z.email('A valid email address is required').max(320),
  password: passwordSchema,
  name: withoutNul(z.string().trim().max(200)),
});
export type SignUpEmailRequest = z.infer<typeof signUpEmailRequestSchema>;

/** POST /api/identity/sign-in/email */
export const signInEmailRequestSchema = z.object({
  email: z.email('A valid email address is required').max(320),
  password: z
    .string()
    .min(1, 'Password is required')
    .refine((password) => passwordLength(password) <= PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
});

/** POST /api/identity/change-password (better-auth; the web client does not call it today). */
export const changePasswordRequestSchema = z.looseObject({
  currentPassword: z
    .string()
    .min(1)
    .max(PASSWORD_MAX_LENGTH * 2),
  newPassword: passwordSchema,
});

/** POST /api/identity/reset-password (better-auth). */
export const resetPasswordRequestSchema = z.looseObject({ newPassword: passwordSchema });

/** POST /api/identity/update-user (better-auth): the same name rule as sign-up. */
export const updateUserRequestSchema = z.looseObject({ name: z.string().trim().max(200).optional() });
export type SignInEmailRequest = z.infer<typeof signInEmailRequestSchema>;

/** The one message for every failed sign-in, so a response never tells whether an email is registered. */
export const SIGN_IN_FAILED_MESSAGE = 'Invalid email or password';

/**
 * The one answer to every accepted sign-up request, whether it created an account or the email
 * was already registered: 200 with this body either way, so neither status nor body tells who has
 * an account. A new account also gets its session cookie; the client asks /api/auth/user whether it
 * is signed in (README: what still differs without email verification).
 */
export const SIGN_UP_RECEIVED_BODY = { status: 'received' } as const;

/** Error bodies of the identity routes: better-auth's shape ({code, message}). */
export const identityErrorBodySchema = z.object({ code: z.string().optional(), message: z.string() });
export type IdentityErrorBody = z.infer<typeof identityErrorBodySchema>;

/** Values of `?auth=` that a failed provider sign-in returns to on the landing page. */
export const AUTH_FAILURE_QUERY = { failed: 'failed', error: 'error' } as const;
