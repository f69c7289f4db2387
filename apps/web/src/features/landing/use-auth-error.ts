import { useCallback, useEffect, useState } from 'react';
import { AUTH_ERROR_MESSAGES, type AuthErrorKind } from './content.ts';

/** The message for an `?auth=` value, or null when the value is absent or unknown. */
export function authErrorMessage(search: string): string | null {
  const value = new URLSearchParams(search).get('auth');
  return value !== null && Object.hasOwn(AUTH_ERROR_MESSAGES, value)
    ? AUTH_ERROR_MESSAGES[value as AuthErrorKind]
    : null;
}

/**
 * Reads `?auth=failed|error` once when the landing page opens, then removes the query string from
 * the address bar (without a navigation) so a reload or a shared link does not repeat the error.
 */
export function useAuthError(): { message: string | null; dismiss: () => void } {
  const [message, setMessage] = useState<string | null>(() =>
    typeof window === 'undefined' ? null : authErrorMessage(window.location.search),
  );

  useEffect(() => {
    const { pathname, search, hash } = window.location;
    if (search && new URLSearchParams(search).has('auth')) {
      window.history.replaceState(window.history.state, '', `${pathname}${hash}`);
    }
  }, []);

  const dismiss = useCallback(() => setMessage(null), []);
  return { message, dismiss };
}
