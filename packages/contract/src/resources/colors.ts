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
        inUseOne: 'This color is on 1 car; give the car another color first',
        inUse: 'This color is on {count} cars; give them another color first',
      },
    },
    ar: {
      title: 'الألوان',
      resource: 'الألوان',
      notFound: 'اللون غير موجود',
      notInTrash: 'اللون ليس في المهملات',
      messages: {
        nameTaken: 'يوجد لون بهذا الاسم الإنجليزي بالفعل',
        inUseOne: 'هذا اللون على سيارة واحدة؛ اختر للسيارة لونًا آخر أولًا',
        inUse: 'هذا اللون على سيارات عددها {count}؛ اختر لها لونًا آخر أولًا',
      },
    },
  },
});
