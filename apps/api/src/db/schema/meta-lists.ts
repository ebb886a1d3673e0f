import { integer, pgTable } from 'drizzle-orm/pg-core';
import { recordColumns, softDelete } from './columns';
import { uniqueWhileLive } from './indexes';

/** The meta list `engineCapacities`. */
export const engineCapacities = pgTable(
  'engine_capacities',
  { ...recordColumns, cc: integer().notNull(), ...softDelete },
  (t) => [uniqueWhileLive(t, t.cc)],
);

/** The meta list `cylindersNumbers`. */
export const cylinderCounts = pgTable(
  'cylinder_counts',
  { ...recordColumns, count: integer().notNull(), ...softDelete },
  (t) => [uniqueWhileLive(t, t.count)],
);
