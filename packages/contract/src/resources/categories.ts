import { resourceFacts } from '../resource-facts';

/** Body types: sedan, SUV, … */
export const categoriesFacts = resourceFacts('categories', {
  label: 'Category',
  record: 'category',
  paths: { root: '/category', list: '/category/admin' },
  sorts: ['id', 'nameEn', 'sortOrder', 'createdAt', 'updatedAt'],
  bulkEdit: ['isActive', 'sortOrder'],
  editors: 'change',
  import: { key: 'nameEn' },
  sentences: {
    en: {
      title: 'Categories',
      resource: 'categories',
      notFound: 'Category not found',
      notInTrash: 'Category is not in the trash',
      messages: {
        nameTaken: 'A category with this English name already exists',
        inUseOne:
          'This category is on 1 car; give the car another category first, or make the category inactive to hide it',
        inUse:
          'This category is on {count} cars; give them another category first, or make the category inactive to hide it',
      },
    },
    ar: {
      title: 'الفئات',
      resource: 'الفئات',
      notFound: 'الفئة غير موجودة',
      notInTrash: 'الفئة ليست في المهملات',
      messages: {
        nameTaken: 'توجد فئة بهذا الاسم الإنجليزي بالفعل',
        inUseOne:
          'هذه الفئة على سيارة واحدة؛ اختر للسيارة فئة أخرى أولًا، أو اجعل الفئة غير نشطة لإخفائها',
        inUse:
          'هذه الفئة على سيارات عددها {count}؛ اختر لها فئة أخرى أولًا، أو اجعل الفئة غير نشطة لإخفائها',
      },
    },
  },
});
