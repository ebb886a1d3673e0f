import { resourceFacts } from '../resource-facts';

/** What a seller can subscribe to; the spec names its paths `/packs`. */
export const packagesFacts = resourceFacts('packages', {
  label: 'Package',
  record: 'package',
  paths: { root: '/packs', list: '/packs/admin' },
  sorts: ['createdAt', 'sortOrder', 'nameEn', 'price', 'durationDays', 'updatedAt'],
  sentences: {
    en: {
      title: 'Packages',
      resource: 'packages',
      notFound: 'Package not found',
      notInTrash: 'Package is not in the trash',
      messages: {
        nameTaken: 'A package with this English name already exists',
        featuredOverAds: 'Must not exceed the ads limit ({limit})',
      },
    },
    ar: {
      title: 'الباقات',
      resource: 'الباقات',
      notFound: 'الباقة غير موجودة',
      notInTrash: 'الباقة ليست في المهملات',
      messages: {
        nameTaken: 'توجد باقة بهذا الاسم الإنجليزي بالفعل',
        featuredOverAds: 'يجب ألا يتجاوز حد الإعلانات ({limit})',
      },
    },
  },
});
