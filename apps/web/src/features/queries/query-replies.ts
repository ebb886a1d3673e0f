import type { CustomerQuery, CustomerQueryDetails } from '@showroom/contract';
import { resourcePaths } from '@showroom/contract/values';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { ResourceApi } from '../../lib/resource/resource-api';

/**
 * A query with every reply it was sent, oldest first, and who sent each (the API reads them
 * with the query, so every role that may open a query sees the whole conversation). Kept
 * under the query's `keys`, so a reply or a move reloads it.
 */
export const queryDetailsQuery = (keys: ResourceApi<CustomerQuery>['keys'], id: number) =>
  queryOptions({
    queryKey: [...keys.detail(id), 'details'],
    queryFn: ({ signal }) =>
      api.get<CustomerQueryDetails>(`${resourcePaths.queries.root}/${id}`, { signal }),
  });
