import { ApiError } from './api-error.ts';
import { navigateToLogin } from './browser-navigation.ts';
import { toast } from './toast-store.ts';

/** SPEC §9: how long the "logged out" toast shows before the browser goes to the login page. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/** SPEC §6: a 401 answer that says Unauthorized means the session ended. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && /Unauthorized/.test(error.message);
}

/** Tells the user their session ended and sends them to sign in again. */
export function handleUnauthorized(): void {
  toast({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    variant: 'destructive',
  });
  setTimeout(navigateToLogin, LOGIN_REDIRECT_DELAY_MS);
}
