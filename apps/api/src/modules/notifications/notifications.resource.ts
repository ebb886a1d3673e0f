import {
  notificationCreateSchema,
  notificationListQuerySchema,
  notificationSchema,
  notificationUpdateSchema,
} from '@showroom/contract';
import { defineResource, equalsIfGiven } from '../../crud/resource';
import { notifications } from '../../db/schema';
import { guardNotificationChange, prepareNotification } from './notifications.service';

export const notificationsResource = defineResource({
  label: 'Notification',
  resource: 'notifications',
  table: notifications,
  schemas: {
    row: notificationSchema,
    create: notificationCreateSchema,
    update: notificationUpdateSchema,
    listQuery: notificationListQuerySchema,
  },
  searchColumns: [notifications.titleEn, notifications.titleAr, notifications.bodyEn],
  sortColumns: {
    id: notifications.id,
    createdAt: notifications.createdAt,
    scheduledAt: notifications.scheduledAt,
    sentAt: notifications.sentAt,
  },
  defaultSort: notifications.createdAt,
  filters: (query) => [
    equalsIfGiven(notifications.status, query.status),
    equalsIfGiven(notifications.audience, query.audience),
  ],
  prepare: prepareNotification,
  beforeChange: guardNotificationChange,
});
