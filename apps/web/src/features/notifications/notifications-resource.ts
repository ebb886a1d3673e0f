import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import type { Notification } from '@showroom/contract';
import {
  notificationAudiences,
  notificationStatuses,
  resourcePaths,
} from '@showroom/contract/values';
import { api } from '../../lib/api';
import { defineResource } from '../../lib/resource/define-resource';
import { column } from '../../lib/resource/presets';
import { notificationsTranslations } from './i18n';

const { root } = resourcePaths.notifications;

/** Sent notifications are history: the server refuses to change or delete them. */
const unsent = (notification: Notification) => notification.sentAt === null;

/**
 * General notifications to marketplace users, written in English and Arabic for an
 * audience and sent at once, at a chosen time, or kept as a draft until one is set.
 */
export const notificationsResource = defineResource('notifications', {
  strings: notificationsTranslations,
  nav: { group: 'content', icon: CampaignOutlined },
  title: (notification) => notification.titleEn,
  filters: [
    { field: 'status', kind: 'tabs', options: notificationStatuses },
    { field: 'audience', kind: 'select', options: notificationAudiences },
  ],
  columns: [
    column.id({ width: 80, hidden: true }),
    { field: 'titleEn', kind: 'text', flex: 2 },
    { field: 'titleAr', kind: 'text', flex: 1, dir: 'rtl', hidden: true },
    { field: 'audience', kind: 'status', hideBelow: 'md' },
    {
      field: 'status',
      kind: 'status',
      colors: { draft: 'default', scheduled: 'info', sent: 'success' },
    },
    { field: 'scheduledAt', kind: 'date', hideBelow: 'sm' },
    { field: 'sentAt', kind: 'date', hidden: true },
    { field: 'recipientsCount', kind: 'number', width: 110, hideBelow: 'lg' },
  ],
  fields: [
    { name: 'titleEn', kind: 'text', required: true, autoFocus: true },
    { name: 'titleAr', kind: 'text', dir: 'rtl', nullable: true },
    { name: 'bodyEn', kind: 'multiline', required: true },
    { name: 'bodyAr', kind: 'multiline', dir: 'rtl', nullable: true },
    { name: 'audience', kind: 'select', options: notificationAudiences, required: true },
    { name: 'scheduledAt', kind: 'datetime' },
    { name: 'sendNow', kind: 'switch', on: 'create' },
  ],
  extraScreens: [
    {
      path: ':id',
      crumb: 'notifications:view.crumb',
      action: 'read',
      screen: () => import('./notification-page'),
    },
  ],
  editable: unsent,
  // A sent one is history: it opens as a read-only page of when, to whom and how many.
  viewPath: (notification) => `/dashboard/notifications/${notification.id}`,
  deletable: unsent,
  rowActions: [
    {
      key: 'sendNow',
      icon: SendOutlined,
      action: 'update',
      shows: unsent,
      // Sending cannot be taken back: staff see what goes to whom first.
      confirm: (notification, option) => ({
        title: notification.titleEn,
        audience: option('audience', notification.audience),
      }),
      // Not quiet: a refusal (sent meanwhile, a stale version) is toasted by the client.
      run: (notification) =>
        api.patch(`${root}/${notification.id}`, {
          sendNow: true,
          version: notification.version,
        }),
    },
  ],
});
