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
        inUseOne:
          'This brand is on 1 car; give the car another brand first, or make the brand inactive to hide it',
        inUse:
          'This brand is on {count} cars; give them another brand first, or make the brand inactive to hide it',
      },
    },
    ar: {
      title: 'العلامات التجارية',
      resource: 'العلامات التجارية',
      notFound: 'العلامة التجارية غير موجودة',
      notInTrash: 'العلامة التجارية ليست في المهملات',
      messages: {
        nameTaken: 'توجد علامة تجارية بهذا الاسم الإنجليزي بالفعل',
        inUseOne:
          'هذه العلامة التجارية على سيارة واحدة؛ اختر للسيارة علامة أخرى أولًا، أو اجعل العلامة غير نشطة لإخفائها',
        inUse:
          'هذه العلامة التجارية على سيارات عددها {count}؛ اختر لها علامة أخرى أولًا، أو اجعل العلامة غير نشطة لإخفائها',
      },
    },
  },
});
