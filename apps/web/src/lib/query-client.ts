import { QueryClient } from '@tanstack/react-query';

/**
 * The API client already refreshes tokens and reports errors, so queries do not retry
 * (a retry would show the same toast twice).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
