/** What the inbox and a query's page both use: its status machine and colours, its page, its calls. */
import type { CustomerQuery, CustomerQueryStatus } from '@showroom/contract';
import { resourcePaths } from '@showroom/contract/values';
import { api } from '../../lib/api';
import type { StatusColors } from '../../lib/resource/define-resource';
import { moveStatus } from '../../lib/resource/status-moves';

const { root } = resourcePaths.queries;

/** The moves the server allows from each status (DESIGN §5: new → in progress → resolved). */
export const nextStatus: Record<CustomerQueryStatus, CustomerQueryStatus | null> = {
  new: 'in_progress',
  in_progress: 'resolved',
  resolved: null,
};

/** A query's status chip, in the inbox and on its page. */
export const statusColors: StatusColors = {
  new: 'warning',
  in_progress: 'info',
  resolved: 'success',
};

export const queryPath = (customerQuery: Pick<CustomerQuery, 'id'>) =>
  `/dashboard/queries/${customerQuery.id}`;

export const moveQuery = (customerQuery: Pick<CustomerQuery, 'id'>, status: CustomerQueryStatus) =>
  moveStatus('queries', customerQuery.id, { status });

export const replyToQuery = (customerQuery: Pick<CustomerQuery, 'id'>, reply: string) =>
  api.post(`${root}/${customerQuery.id}/reply`, { reply }, { quiet: true });
