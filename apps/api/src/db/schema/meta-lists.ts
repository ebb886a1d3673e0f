import { integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { recordColumns, softDelete } from './columns';

/** The meta list `engineCapacities`. */
export const engineCapacities = pgTable(
  'engine_capacities',
  { ...recordColumns, cc: integer().notNull(), ...softDelete },
  (t) => [
    uniqueIndex('engine_capacities_cc_unique')
      .on(t.cc)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** The meta list `cylindersNumbers`. */
export const cylinderCounts = pgTable(
  'cylinder_counts',
  { ...recordColumns, count: integer().notNull(), ...softDelete },
  (t) => [
    uniqueIndex('cylinder_counts_count_unique')
      .on(t.count)
      .where(sql`${t.deletedAt} is null`),
  ],
);
