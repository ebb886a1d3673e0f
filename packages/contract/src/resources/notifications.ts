import { resourceFacts } from '../resource-facts';

/** Notifications sent to the app’s users. */
export const notificationsFacts = resourceFacts('notifications', {
  label: 'Notification',
  record: 'notification',
  paths: { root: '/notifications/general', list: '/notifications/general' },
  sorts: ['createdAt', 'id', 'scheduledAt', 'sentAt'],
  editors: 'change',
  sentences: {
    en: {
      title: 'Notifications',
      resource: 'notifications',
      notFound: 'Notification not found',
      notInTrash: 'Notification is not in the trash',
      messages: {
        timeOrNow: 'Choose a time or send it now, not both',
        sentNoChange: 'This notification was sent; it can no longer be changed',
        sentNoDelete: 'This notification was sent; it can no longer be deleted',
      },
    },
    ar: {
      title: 'الإشعارات',
      resource: 'الإشعارات',
      notFound: 'الإشعار غير موجود',
      notInTrash: 'الإشعار ليس في المهملات',
      messages: {
        timeOrNow: 'اختر موعدًا أو أرسله الآن، لا الاثنين معًا',
        sentNoChange: 'أُرسل هذا الإشعار، فلم يعد تعديله ممكنًا',
        sentNoDelete: 'أُرسل هذا الإشعار، فلم يعد حذفه ممكنًا',
      },
    },
  },
});
