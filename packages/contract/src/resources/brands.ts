import { resourceFacts } from '../resource-facts';

/** Car makes, each with its country of origin. */
export const brandsFacts = resourceFacts('brands', {
  label: 'Brand',
  record: 'brand',
  paths: { root: '/brand', list: '/brand/admin' },
  sorts: ['id', 'nameEn', 'sortOrder', 'createdAt', 'updatedAt'],
  bulkEdit: ['isActive', 'sortOrder'],
  editors: 'change',
  import: { key: 'nameEn', byName: { countryId: { resource: 'countries', by: 'name' } } },
  sentences: {
    en: {
      title: 'Brands',
      resource: 'brands',
      notFound: 'Brand not found',
      notInTrash: 'Brand is not in the trash',
      messages: {
        nameTaken: 'A brand with this English name already exists',
      },
    },
    ar: {
      title: 'العلامات التجارية',
      resource: 'العلامات التجارية',
      notFound: 'العلامة التجارية غير موجودة',
      notInTrash: 'العلامة التجارية ليست في المهملات',
      messages: {
        nameTaken: 'توجد علامة تجارية بهذا الاسم الإنجليزي بالفعل',
      },
    },
  },
});
