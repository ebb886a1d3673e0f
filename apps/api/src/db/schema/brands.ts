import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bilingualName, displayed, recordColumns, softDelete, uniqueNameEn } from './columns';
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
  (t) => [uniqueNameEn('brands_name_en_unique', t), index('brands_country_id_idx').on(t.countryId)],
);
