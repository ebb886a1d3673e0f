import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined';
import MoreTimeOutlined from '@mui/icons-material/MoreTimeOutlined';
import { resourcePaths, subscriptionStatuses } from '@showroom/contract/values';
import { api } from '../../lib/api';
import { defineResource } from '../../lib/resource/define-resource';
import { column } from '../../lib/resource/presets';
import { subscriptionsTranslations } from './i18n';

/**
 * Sellers' subscriptions to packages: read here with their expiry; staff may cancel an
 * active one or give it a later end (expiry is the server's job). No form: the end is
 * changed in the row's "Extend" dialog.
 */
export const subscriptionsResource = defineResource('subscriptions', {
  strings: subscriptionsTranslations,
  nav: { group: 'marketplace', icon: CardMembershipOutlined },
  filters: [
    { field: 'status', kind: 'select', options: subscriptionStatuses },
    { field: 'userId', kind: 'reference', reference: 'users' },
    // Relative to now, so a saved view of those ending soon stays true (ADR 053).
    { field: 'endsBefore', kind: 'select', options: ['+7d', '+30d'] },
  ],
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
  rowActions: [
    {
      key: 'cancel',
      icon: CancelOutlined,
      move: { from: 'active', to: 'cancelled' },
      destructive: true,
    },
    {
      key: 'extend',
      icon: MoreTimeOutlined,
      action: 'update',
      // The API extends only an active subscription, and only to a later end.
      shows: (subscription) => subscription.status === 'active',
      dialog: {
        fields: [{ name: 'endsAt', kind: 'datetime', required: true, autoFocus: true }],
        // A later end is checked here too, in the API's words: the end read with the row.
        schema: ({ subscriptionUpdateSchema, m }, subscription) => {
          const end = new Date(subscription.endsAt);
          return subscriptionUpdateSchema.refine(
            (values) => new Date(values.endsAt).getTime() > end.getTime(),
            {
              path: ['endsAt'],
              message: m('subscriptions.laterEnd', { end: end.toISOString() }),
            },
          );
        },
        values: (subscription) => ({ endsAt: subscription.endsAt, version: subscription.version }),
        // Quiet: the dialog shows a refusal under the field or above it.
        submit: (subscription, values) =>
          api.patch(`${resourcePaths.subscriptions.root}/${subscription.id}`, values, {
            quiet: true,
          }),
      },
    },
  ],
});
