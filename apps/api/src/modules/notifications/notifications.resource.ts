import {
  notificationCreateSchema,
  notificationListQuerySchema,
  notificationSchema,
  notificationUpdateSchema,
} from '@showroom/contract';
import { defineResource } from '../../crud/resource';
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
  defaultSort: notifications.createdAt,
  prepare: prepareNotification,
  beforeChange: guardNotificationChange,
});
