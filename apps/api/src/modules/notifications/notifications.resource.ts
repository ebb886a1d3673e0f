import { defineCrudResource } from '../../crud/resource';
import { notifications } from '../../db/schema';
import { guardNotificationChange, prepareNotification } from './notifications.service';

export const notificationsResource = defineCrudResource('notifications', {
  table: notifications,
  searchColumns: [notifications.titleEn, notifications.titleAr, notifications.bodyEn],
  found: { title: notifications.titleEn, titleAr: notifications.titleAr },
  prepare: prepareNotification,
  beforeChange: guardNotificationChange,
});
