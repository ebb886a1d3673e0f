import { resourceFacts } from '../resource-facts';

/** Engine capacities a car form offers; the spec names no paths. */
export const engineCapacitiesFacts = resourceFacts('engineCapacities', {
  label: 'Engine capacity',
  record: 'engineCapacity',
  paths: { root: '/meta/engine-capacities', plain: true },
  sorts: ['cc', 'id', 'createdAt'],
  permission: { resource: 'cars', auditAs: 'engine_capacities' },
  sentences: {
    en: {
      title: 'Engine capacities',
      notFound: 'Engine capacity not found',
      notInTrash: 'Engine capacity is not in the trash',
    },
    ar: {
      title: 'سعات المحرك',
      notFound: 'سعة المحرك غير موجودة',
      notInTrash: 'سعة المحرك ليست في المهملات',
    },
  },
});
