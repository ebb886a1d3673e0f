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
      },
    },
    ar: {
      title: 'الفئات',
      resource: 'الفئات',
      notFound: 'الفئة غير موجودة',
      notInTrash: 'الفئة ليست في المهملات',
      messages: {
        nameTaken: 'توجد فئة بهذا الاسم الإنجليزي بالفعل',
      },
    },
  },
});
