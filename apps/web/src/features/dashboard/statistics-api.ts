import { statisticsSchema, type Statistics } from '@showroom/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const statisticsQueryKey = ['statistics'] as const;

/** `GET /admin/get-statistics`, checked against the contract. */
export async function fetchStatistics(signal?: AbortSignal): Promise<Statistics> {
  // Quiet: the page shows the failure itself, with a retry.
  const data = await api.get<unknown>('/admin/get-statistics', { signal, quiet: true });
  return statisticsSchema.parse(data);
}

/** The dashboard's figures, shared by the dashboard and the charts page. */
export function useStatistics() {
  return useQuery({
    queryKey: statisticsQueryKey,
    queryFn: ({ signal }) => fetchStatistics(signal),
  });
}
