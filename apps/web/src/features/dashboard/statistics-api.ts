import type { Statistics } from '@showroom/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const statisticsQueryKey = ['statistics'] as const;

/** `GET /admin/get-statistics`; quiet: the page shows the failure itself, with a retry. */
export const fetchStatistics = (signal?: AbortSignal) =>
  api.get<Statistics>('/admin/get-statistics', { signal, quiet: true });

/** The dashboard's figures, shared by the dashboard and the charts page. */
export function useStatistics() {
  return useQuery({
    queryKey: statisticsQueryKey,
    queryFn: ({ signal }) => fetchStatistics(signal),
  });
}
