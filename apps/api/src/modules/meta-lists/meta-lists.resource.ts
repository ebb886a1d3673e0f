import {
  cylinderCountCreateSchema,
  cylinderCountListQuerySchema,
  cylinderCountSchema,
  cylinderCountUpdateSchema,
  engineCapacityCreateSchema,
  engineCapacityListQuerySchema,
  engineCapacitySchema,
  engineCapacityUpdateSchema,
} from '@showroom/contract';
import { defineResource } from '../../crud/resource';
import { cylinderCounts, engineCapacities } from '../../db/schema';

// Both lists describe cars, so they sit under the `cars` permission: whoever may edit cars
// may extend the values a car form offers.

export const engineCapacitiesResource = defineResource({
  label: 'Engine capacity',
  resource: 'cars',
  auditResource: 'engine_capacities',
  table: engineCapacities,
  schemas: {
    row: engineCapacitySchema,
    create: engineCapacityCreateSchema,
    update: engineCapacityUpdateSchema,
    listQuery: engineCapacityListQuerySchema,
  },
  searchColumns: [],
  defaultSort: engineCapacities.cc,
  constraints: {
    engine_capacities_cc_unique: {
      field: 'cc',
      message: 'metaLists.capacityTaken',
    },
  },
});

export const cylinderCountsResource = defineResource({
  label: 'Cylinder count',
  resource: 'cars',
  auditResource: 'cylinder_counts',
  table: cylinderCounts,
  schemas: {
    row: cylinderCountSchema,
    create: cylinderCountCreateSchema,
    update: cylinderCountUpdateSchema,
    listQuery: cylinderCountListQuerySchema,
  },
  searchColumns: [],
  defaultSort: cylinderCounts.count,
  constraints: {
    cylinder_counts_count_unique: {
      field: 'count',
      message: 'metaLists.cylindersTaken',
    },
  },
});
