import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { bilingualName, recordColumns, softDelete, uniqueNameEn, uniqueWhileLive } from './columns';

export const countries = pgTable(
  'countries',
  {
    ...recordColumns,
    ...bilingualName,
    code: text().notNull(),
    isActive: boolean().notNull().default(true),
    ...softDelete,
  },
  (t) => [
    uniqueWhileLive('countries_code_unique', t, t.code),
    uniqueNameEn('countries_name_en_unique', t),
    index('countries_is_active_idx').on(t.isActive),
  ],
);
