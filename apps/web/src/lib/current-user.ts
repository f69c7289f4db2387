import type { CurrentUser } from '@hireproof/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn, type ResponseSchema } from './api-request.ts';

export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

/** SPEC §7: the current user is fresh for 30 s and cached for 60 s. */
const CURRENT_USER_STALE_MS = 30_000;
const CURRENT_USER_GC_MS = 60_000;

/**
 * The contract's user schema, loaded with the first signed-in answer. This query runs on every first
 * visit, and most visitors are signed out (a 401 that needs no check): importing the schema library
 * here would put it in the landing page's initial JS, over its budget (DESIGN §8).
 */
const currentUserSchema: ResponseSchema<CurrentUser> = {
  async parse(value) {
    const { currentUserSchema: schema } = await import('./current-user-schema.ts');
    return schema.parse(value);
  },
};

/**
 * The signed-in user, or null. A 401 means signed out rather than an error; any other failure is not
 * retried and also counts as signed out (SPEC §4).
 */
export const currentUserQuery = queryOptions({
  queryKey: CURRENT_USER_KEY,
  queryFn: getQueryFn({ on401: 'returnNull', schema: currentUserSchema }),
  staleTime: CURRENT_USER_STALE_MS,
  gcTime: CURRENT_USER_GC_MS,
  refetchOnWindowFocus: true,
  refetchOnMount: false,
  refetchInterval: false,
  retry: false,
});

export function useCurrentUser() {
  const query = useQuery(currentUserQuery);
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading };
}

export function isAdmin(user: CurrentUser | null): boolean {
  return user?.role === 'admin';
}
