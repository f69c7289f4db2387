/**
 * Full-page navigations that leave the single-page app (sign-in and sign-out go through the server).
 * Kept in one module so components and tests have a single seam for them.
 */
export const LOGIN_URL = '/api/login';
/** The same door, opened on 'Create account': every call to action that promises a free start. */
export const SIGN_UP_URL = '/api/login?mode=sign-up';
export const LOGOUT_URL = '/api/logout';

export function navigateToUrl(url: string): void {
  window.location.assign(url);
}

export function navigateToLogin(): void {
  navigateToUrl(LOGIN_URL);
}
