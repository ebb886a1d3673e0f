import { defineCrudResource } from '../../crud/resource';
import { cylinderCounts, engineCapacities } from '../../db/schema';

// Both lists describe cars, so they sit under the `cars` permission: whoever may edit cars
// may extend the values a car form offers.

export const engineCapacitiesResource = defineCrudResource('engineCapacities', {
  resource: 'cars',
  auditResource: 'engine_capacities',
  table: engineCapacities,
  constraintMessages: { cc: 'metaLists.capacityTaken' },
});

export const cylinderCountsResource = defineCrudResource('cylinderCounts', {
  resource: 'cars',
  auditResource: 'cylinder_counts',
  table: cylinderCounts,
  constraintMessages: { count: 'metaLists.cylindersTaken' },
});
