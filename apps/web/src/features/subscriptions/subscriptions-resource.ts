import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined';
import {
  subscriptionCreateSchema,
  subscriptionListQuerySchema,
  subscriptionSchema,
  subscriptionStatuses,
  subscriptionUpdateSchema,
  resourcePaths,
} from '@showroom/contract';
import { api } from '../../lib/api';
import { defineResource } from '../../lib/resource/define-resource';
import { column } from '../../lib/resource/presets';
import { subscriptionsTranslations } from './i18n';

/**
 * Sellers' subscriptions to packages: read here with their expiry; staff may cancel an
 * active one (expiry is the server's job). No form.
 */
export const subscriptionsResource = defineResource({
  permission: 'subscriptions',
  strings: subscriptionsTranslations,
  basePath: '/dashboard/subscriptions',
  nav: { group: 'marketplace', icon: CardMembershipOutlined },
  screens: { list: () => import('./subscription-list-page') },
  schemas: {
    row: subscriptionSchema,
    create: subscriptionCreateSchema,
    update: subscriptionUpdateSchema,
    listQuery: subscriptionListQuerySchema,
  },
  title: (subscription) => `#${subscription.id}`,
  searchable: false,
  filters: [{ field: 'status', kind: 'select', options: subscriptionStatuses }],
  columns: [
    column.id({ width: 90 }),
    { field: 'userId', kind: 'reference', reference: 'users', hideBelow: 'lg' },
    { field: 'packId', kind: 'reference', reference: 'packages', hideBelow: 'lg' },
    {
      field: 'status',
      kind: 'status',
      colors: { active: 'success', cancelled: 'default', expired: 'warning' },
    },
    { field: 'startsAt', kind: 'date', hideBelow: 'md' },
    { field: 'endsAt', kind: 'date' },
    { field: 'pricePaid', kind: 'money', hideBelow: 'sm' },
    { field: 'adsUsed', kind: 'number', hideBelow: 'lg' },
  ],
  fields: [],
  emptyValues: { userId: 0, packId: 0 },
  rowActions: [
    {
      key: 'cancel',
      icon: CancelOutlined,
      action: 'update',
      destructive: true,
      shows: (subscription) => subscription.status === 'active',
      run: (subscription) =>
        api.post(`${resourcePaths.subscriptions.root}/${subscription.id}/status`, {
          status: 'cancelled',
        }),
    },
  ],
});
