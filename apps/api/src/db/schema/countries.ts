import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { bilingualName, recordColumns, softDelete } from './columns';
import { indexOn, uniqueNameEn, uniqueWhileLive } from './indexes';

export const countries = pgTable(
  'countries',
  {
    ...recordColumns,
    ...bilingualName,
    code: text().notNull(),
    isActive: boolean().notNull().default(true),
    ...softDelete,
  },
  (t) => [uniqueWhileLive(t, t.code), uniqueNameEn(t), indexOn(t.isActive)],
);
