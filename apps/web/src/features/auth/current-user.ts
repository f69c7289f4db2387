import type { CurrentUser } from '@hireproof/contract';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../../lib/api-request.ts';

export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

/** SPEC §7: the current user is fresh for 30 s and cached for 60 s. */
export const CURRENT_USER_STALE_MS = 30_000;
export const CURRENT_USER_GC_MS = 60_000;

/**
 * The signed-in user, or null. A 401 means signed out rather than an error; any other failure is not
 * retried and also counts as signed out (SPEC §4).
 */
export function useCurrentUser() {
  const query = useQuery<CurrentUser | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: getQueryFn<CurrentUser>({ on401: 'returnNull' }),
    staleTime: CURRENT_USER_STALE_MS,
    gcTime: CURRENT_USER_GC_MS,
    refetchOnWindowFocus: true,
    refetchOnMount: false,
    refetchInterval: false,
    retry: false,
  });
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null };
}

export function isAdmin(user: CurrentUser | null): boolean {
  return user?.role === 'admin';
}
