import { resourceFacts } from '../resource-facts';

/** The colours a car may have. */
export const colorsFacts = resourceFacts('colors', {
  label: 'Color',
  record: 'color',
  paths: { root: '/car-colors' },
  sorts: ['id', 'nameEn', 'hex', 'createdAt', 'updatedAt'],
  editors: 'change',
  import: { key: 'nameEn' },
  sentences: {
    en: {
      title: 'Colors',
      resource: 'colors',
      notFound: 'Color not found',
      notInTrash: 'Color is not in the trash',
      messages: {
        nameTaken: 'A color with this English name already exists',
      },
    },
    ar: {
      title: 'الألوان',
      resource: 'الألوان',
      notFound: 'اللون غير موجود',
      notInTrash: 'اللون ليس في المهملات',
      messages: {
        nameTaken: 'يوجد لون بهذا الاسم الإنجليزي بالفعل',
      },
    },
  },
});
