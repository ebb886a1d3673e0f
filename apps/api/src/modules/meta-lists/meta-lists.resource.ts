import { defineCrudResource } from '../../crud/resource';
import { cylinderCounts, engineCapacities } from '../../db/schema';

// Both lists describe cars, so their facts file them under the `cars` permission: whoever may
// edit cars may extend the values a car form offers.

export const engineCapacitiesResource = defineCrudResource('engineCapacities', {
  table: engineCapacities,
  constraintMessages: { cc: 'metaLists.capacityTaken' },
});

export const cylinderCountsResource = defineCrudResource('cylinderCounts', {
  table: cylinderCounts,
  constraintMessages: { count: 'metaLists.cylindersTaken' },
});
