import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { CustomerQuery, CustomerQueryStatus } from '@showroom/contract';
import { customerQueryStatuses, resourcePaths } from '@showroom/contract/values';
import { api } from '../../lib/api';
import { defineResource, type StatusColors } from '../../lib/resource/define-resource';
import { column } from '../../lib/resource/presets';
import { moveStatus } from '../../lib/resource/status-moves';
import { queriesTranslations } from './i18n';

const { root } = resourcePaths.queries;

/** The moves the server allows from each status (DESIGN §5: new → in progress → resolved). */
export const nextStatus: Record<CustomerQueryStatus, CustomerQueryStatus | null> = {
  new: 'in_progress',
  in_progress: 'resolved',
  resolved: null,
};

export const statusColors: StatusColors = {
  new: 'warning',
  in_progress: 'info',
  resolved: 'success',
};

export const queryPath = (query: Pick<CustomerQuery, 'id'>) => `/dashboard/queries/${query.id}`;

export const moveQuery = (query: Pick<CustomerQuery, 'id'>, status: CustomerQueryStatus) =>
  moveStatus('queries', query.id, { status });

export const replyToQuery = (query: Pick<CustomerQuery, 'id'>, reply: string) =>
  api.post(`${root}/${query.id}/reply`, { reply }, { quiet: true });

/**
 * Messages from the marketplace's contact form. Staff read them in an inbox, open one to
 * see the conversation, reply by mail and move it along; nobody creates or edits them here.
 */
export const queriesResource = defineResource('queries', {
  strings: queriesTranslations,
  nav: { group: 'support', icon: ContactMailOutlined },
  more: [
    {
      path: ':id',
      crumb: 'queries:detail.crumb',
      action: 'read',
      screen: () => import('./query-page'),
    },
  ],
  filters: [
    { field: 'status', kind: 'tabs', options: customerQueryStatuses },
    { field: 'subjectId', kind: 'reference', reference: 'subjects' },
  ],
  columns: [
    column.id({ width: 90 }),
    { field: 'name', kind: 'text', flex: 1 },
    { field: 'email', kind: 'text', flex: 1, hidden: true },
    { field: 'message', kind: 'text', flex: 2, hideBelow: 'md' },
    { field: 'subjectId', kind: 'reference', reference: 'subjects', flex: 1, hideBelow: 'sm' },
    { field: 'status', kind: 'status', colors: statusColors },
    { field: 'createdAt', kind: 'date', hideBelow: 'lg' },
    { field: 'repliedAt', kind: 'date', hidden: true },
  ],
  rowActions: [
    { key: 'open', icon: VisibilityOutlined, action: 'read', to: queryPath },
    { key: 'start', icon: PlayCircleOutlined, move: { from: 'new', to: 'in_progress' } },
  ],
});
