import { defineResource } from '../../crud/resource';
import { notifications } from '../../db/schema';
import { guardNotificationChange, prepareNotification } from './notifications.service';

export const notificationsResource = defineResource('notifications', {
  label: 'Notification',
  table: notifications,
  searchColumns: [notifications.titleEn, notifications.titleAr, notifications.bodyEn],
  defaultSort: notifications.createdAt,
  prepare: prepareNotification,
  beforeChange: guardNotificationChange,
});
