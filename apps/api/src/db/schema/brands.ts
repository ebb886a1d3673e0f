import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bilingualName, displayed, recordColumns, softDelete } from './columns';
import { indexOn, uniqueNameEn } from './indexes';
import { countries } from './countries';

export const brands = pgTable(
  'brands',
  {
    ...recordColumns,
    ...bilingualName,
    logoUrl: text(),
    countryId: integer().references(() => countries.id),
    ...displayed,
    ...softDelete,
  },
  (t) => [uniqueNameEn(t), indexOn(t.countryId)],
);
