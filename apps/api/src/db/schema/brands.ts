import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { recordColumns, softDelete } from './columns';
import { countries } from './countries';

export const brands = pgTable(
  'brands',
  {
    ...recordColumns,
    nameEn: text().notNull(),
    nameAr: text(),
    logoUrl: text(),
    countryId: integer().references(() => countries.id),
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    ...softDelete,
  },
  (t) => [
    uniqueIndex('brands_name_en_unique')
      .on(sql`lower(${t.nameEn})`)
      .where(sql`${t.deletedAt} is null`),
    index('brands_country_id_idx').on(t.countryId),
  ],
);
