import { resourceFacts } from '../resource-facts';

/** Questions and answers, read whole. */
export const faqsFacts = resourceFacts('faqs', {
  label: 'FAQ',
  record: 'faq',
  paths: { root: '/faqs', list: '/faqs/admin', plain: true },
  sorts: ['sortOrder', 'id', 'questionEn', 'createdAt', 'updatedAt'],
  editors: 'change',
  import: { key: 'id' },
  sentences: {
    en: {
      title: 'FAQs',
      resource: 'faqs',
      notFound: 'FAQ not found',
      notInTrash: 'FAQ is not in the trash',
    },
    ar: {
      title: 'الأسئلة الشائعة',
      resource: 'الأسئلة الشائعة',
      notFound: 'السؤال غير موجود',
      notInTrash: 'السؤال ليس في المهملات',
    },
  },
});
