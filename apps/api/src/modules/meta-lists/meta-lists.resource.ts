import { defineResource } from '../../crud/resource';
import { cylinderCounts, engineCapacities } from '../../db/schema';

// Both lists describe cars, so they sit under the `cars` permission: whoever may edit cars
// may extend the values a car form offers.

export const engineCapacitiesResource = defineResource('engineCapacities', {
  label: 'Engine capacity',
  resource: 'cars',
  auditResource: 'engine_capacities',
  table: engineCapacities,
  searchColumns: [],
  defaultSort: engineCapacities.cc,
  refusals: { cc: 'metaLists.capacityTaken' },
});

export const cylinderCountsResource = defineResource('cylinderCounts', {
  label: 'Cylinder count',
  resource: 'cars',
  auditResource: 'cylinder_counts',
  table: cylinderCounts,
  searchColumns: [],
  defaultSort: cylinderCounts.count,
  refusals: { count: 'metaLists.cylindersTaken' },
});
