import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { customerQueryStatuses } from '@showroom/contract/values';
import { defineResource } from '../../lib/resource/define-resource';
import { column } from '../../lib/resource/presets';
import { queriesTranslations } from './i18n';
import { queryPath, statusColors } from './query-actions';

/**
 * Messages from the marketplace's contact form. Staff read them in an inbox, open one to
 * see the conversation, reply by mail and move it along; nobody creates or edits them here.
 */
export const queriesResource = defineResource('queries', {
  strings: queriesTranslations,
  nav: { group: 'support', icon: ContactMailOutlined },
  extraScreens: [
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
    // A user's queries (from their page): those sent from their account's email.
    { field: 'userId', kind: 'reference', reference: 'users' },
    { field: 'replied', kind: 'boolean' },
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
