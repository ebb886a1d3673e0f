import { integer, pgTable } from 'drizzle-orm/pg-core';
import { recordColumns, softDelete, uniqueWhileLive } from './columns';

/** The meta list `engineCapacities`. */
export const engineCapacities = pgTable(
  'engine_capacities',
  { ...recordColumns, cc: integer().notNull(), ...softDelete },
  (t) => [uniqueWhileLive('engine_capacities_cc_unique', t, t.cc)],
);

/** The meta list `cylindersNumbers`. */
export const cylinderCounts = pgTable(
  'cylinder_counts',
  { ...recordColumns, count: integer().notNull(), ...softDelete },
  (t) => [uniqueWhileLive('cylinder_counts_count_unique', t, t.count)],
);
