import { resourceFacts } from '../resource-facts';

/** Countries of origin, read whole. */
export const countriesFacts = resourceFacts('countries', {
  label: 'Country',
  record: 'country',
  paths: { root: '/countries', plain: true },
  sorts: ['nameEn', 'code', 'id', 'createdAt', 'updatedAt'],
  bulkEdit: ['isActive'],
  editors: 'change',
  import: { key: 'code' },
  sentences: {
    en: {
      title: 'Countries',
      resource: 'countries',
      notFound: 'Country not found',
      notInTrash: 'Country is not in the trash',
      messages: {
        codeTaken: 'A country with this code already exists',
        nameTaken: 'A country with this English name already exists',
        inUseOne: 'This country is the origin of 1 brand; move it to another country first',
        inUse: 'This country is the origin of {count} brands; move them to another country first',
        carsInUseOne: 'This country is the origin of 1 car; give the car another country first',
        carsInUse: 'This country is the origin of {count} cars; give them another country first',
      },
    },
    ar: {
      title: 'الدول',
      resource: 'الدول',
      notFound: 'الدولة غير موجودة',
      notInTrash: 'الدولة ليست في المهملات',
      messages: {
        codeTaken: 'توجد دولة بهذا الرمز بالفعل',
        nameTaken: 'توجد دولة بهذا الاسم الإنجليزي بالفعل',
        inUseOne: 'هذه الدولة منشأ علامة تجارية واحدة؛ انقلها إلى دولة أخرى أولًا',
        inUse: 'هذه الدولة منشأ علامات تجارية عددها {count}؛ انقلها إلى دولة أخرى أولًا',
        carsInUseOne: 'هذه الدولة منشأ سيارة واحدة؛ اختر للسيارة دولة أخرى أولًا',
        carsInUse: 'هذه الدولة منشأ سيارات عددها {count}؛ اختر لها دولة أخرى أولًا',
      },
    },
  },
});
