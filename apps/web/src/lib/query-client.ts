import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-request.ts';
import { handleUnauthorized, isUnauthorizedError } from './unauthorized.ts';

function onError(error: unknown) {
  if (isUnauthorizedError(error)) handleUnauthorized();
}

/**
 * The app's one query client, with the defaults of SPEC §9: data never goes stale by itself, no
 * refetch on focus, no polling, no retries for queries or mutations. A query or mutation that fails
 * with a 401 Unauthorized error sends the user to sign in.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Number.POSITIVE_INFINITY,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
