import { defineResource } from '../../crud/resource';
import { cylinderCounts, engineCapacities } from '../../db/schema';

// Both lists describe cars, so they sit under the `cars` permission: whoever may edit cars
// may extend the values a car form offers.

export const engineCapacitiesResource = defineResource('engineCapacities', {
  resource: 'cars',
  auditResource: 'engine_capacities',
  table: engineCapacities,
  refusals: { cc: 'metaLists.capacityTaken' },
});

export const cylinderCountsResource = defineResource('cylinderCounts', {
  resource: 'cars',
  auditResource: 'cylinder_counts',
  table: cylinderCounts,
  refusals: { count: 'metaLists.cylindersTaken' },
});
