import { MAX_PAGE_SIZE, listPathOf, resourcePaths } from '@showroom/contract';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';

const staffPage = z.object({
  rows: z.array(z.object({ id: z.number(), name: z.string(), email: z.string() })),
});

/** The staff accounts the actor filter offers, by name (the first 100). */
export const staffQuery = queryOptions({
  queryKey: ['audit', 'staff'],
  queryFn: async ({ signal }) =>
    staffPage.parse(
      await api.get<unknown>(listPathOf(resourcePaths.users), {
        query: { kind: 'staff', sortBy: 'name', sortDirection: 'ASC', limit: MAX_PAGE_SIZE },
        signal,
      }),
    ).rows,
  staleTime: 60_000,
});
