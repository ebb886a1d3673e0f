import type { Page, User } from '@showroom/contract';
import { MAX_PAGE_SIZE, listPathOf, resourcePaths } from '@showroom/contract/values';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The staff accounts the actor filter offers, by name (the first 100). */
export const staffQuery = queryOptions({
  queryKey: ['audit', 'staff'],
  queryFn: async ({ signal }) => {
    const page = await api.get<Page<Pick<User, 'id' | 'name' | 'email'>>>(
      listPathOf(resourcePaths.users),
      {
        query: { kind: 'staff', sortBy: 'name', sortDirection: 'ASC', limit: MAX_PAGE_SIZE },
        signal,
      },
    );
    return page.rows;
  },
  staleTime: 60_000,
});
