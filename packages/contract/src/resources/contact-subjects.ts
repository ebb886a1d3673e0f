import { resourceFacts } from '../resource-facts';

/** The subjects the contact form offers, read whole. */
export const subjectsFacts = resourceFacts('subjects', {
  label: 'Subject',
  record: 'subject',
  paths: { root: '/contactUs/subjects', list: '/contactUs/subjects/admin', plain: true },
  sorts: ['sortOrder', 'id', 'nameEn', 'createdAt'],
  editors: 'change',
  import: { key: 'nameEn' },
  sentences: {
    en: {
      title: 'Contact subjects',
      resource: 'subjects',
      notFound: 'Subject not found',
      notInTrash: 'Subject is not in the trash',
      messages: {
        nameTaken: 'A subject with this English name already exists',
      },
    },
    ar: {
      title: 'مواضيع التواصل',
      resource: 'مواضيع التواصل',
      notFound: 'الموضوع غير موجود',
      notInTrash: 'الموضوع ليس في المهملات',
      messages: {
        nameTaken: 'يوجد موضوع بهذا الاسم الإنجليزي بالفعل',
      },
    },
  },
});
