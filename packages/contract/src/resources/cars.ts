import { resourceFacts } from '../resource-facts';

/** Cars for sale: listed by sellers, reviewed by staff. */
export const carsFacts = resourceFacts('cars', {
  label: 'Car',
  record: 'car',
  paths: { root: '/cars' },
  sorts: ['createdAt', 'price', 'year', 'mileageKm', 'viewsCount'],
  bulkEdit: ['categoryId', 'brandId', 'isFeatured', 'userId', 'status'],
  editors: 'change',
  import: {
    key: 'id',
    byName: {
      brandId: { resource: 'brands', by: 'name' },
      categoryId: { resource: 'categories', by: 'name' },
      colorId: { resource: 'colors', by: 'name' },
      countryId: { resource: 'countries', by: 'name' },
      userId: { resource: 'users', by: 'email' },
    },
    amounts: { price: 'currency' },
  },
  sentences: {
    en: {
      title: 'Cars',
      resource: 'cars',
      notFound: 'Car not found',
      notInTrash: 'Car is not in the trash',
      messages: {
        rejectReason: 'Say why the car is rejected',
        sellerMember: 'The seller must be an active customer or dealer',
      },
    },
    ar: {
      title: 'السيارات',
      resource: 'السيارات',
      notFound: 'السيارة غير موجودة',
      notInTrash: 'السيارة ليست في المهملات',
      messages: {
        rejectReason: 'اذكر سبب رفض السيارة',
        sellerMember: 'يجب أن يكون البائع عميلًا أو تاجرًا نشطًا',
      },
    },
  },
});
