import { resourceFacts } from '../resource-facts';

/** Customer queries sent through the contact form. */
export const queriesFacts = resourceFacts('queries', {
  label: 'Query',
  record: 'query',
  paths: { root: '/contactUs/queries' },
  sorts: ['createdAt', 'id', 'status', 'repliedAt'],
  editors: 'change',
  sentences: {
    en: {
      title: 'Customer queries',
      resource: 'queries',
      notFound: 'Query not found',
      notInTrash: 'Query is not in the trash',
      messages: {
        subject: 'Choose one of the subjects on the form',
        resolved: 'This query is resolved; it takes no more replies',
        mailFailed: 'The reply could not be mailed, so it was not saved; try again shortly',
      },
    },
    ar: {
      title: 'استفسارات العملاء',
      resource: 'استفسارات العملاء',
      notFound: 'الاستفسار غير موجود',
      notInTrash: 'الاستفسار ليس في المهملات',
      messages: {
        subject: 'اختر أحد المواضيع الواردة في النموذج',
        resolved: 'هذا الاستفسار محلول، فلا يقبل ردودًا أخرى',
        mailFailed: 'تعذّر إرسال الرد بالبريد فلم يُحفظ؛ حاول مرة أخرى بعد قليل',
      },
    },
  },
});
