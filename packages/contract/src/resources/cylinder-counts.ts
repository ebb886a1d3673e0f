import { resourceFacts } from '../resource-facts';

/** Cylinder counts a car form offers; the spec names no paths. */
export const cylinderCountsFacts = resourceFacts('cylinderCounts', {
  label: 'Cylinder count',
  record: 'cylinderCount',
  paths: { root: '/meta/cylinders', plain: true },
  sorts: ['count', 'id', 'createdAt'],
  permission: { resource: 'cars', auditAs: 'cylinder_counts' },
  sentences: {
    en: {
      title: 'Cylinder counts',
      notFound: 'Cylinder count not found',
      notInTrash: 'Cylinder count is not in the trash',
    },
    ar: {
      title: 'عدد الأسطوانات',
      notFound: 'عدد الأسطوانات غير موجود',
      notInTrash: 'عدد الأسطوانات ليس في المهملات',
    },
  },
});
