import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../lib/query-client';

/**
 * The query cache for every page past the session pages (a route of its own, loaded with
 * them): the sign-in page reads nothing through it and so does not download it.
 */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
