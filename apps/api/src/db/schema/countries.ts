import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { recordColumns, softDelete } from './columns';

export const countries = pgTable(
  'countries',
  {
    ...recordColumns,
    nameEn: text().notNull(),
    nameAr: text(),
    code: text().notNull(),
    isActive: boolean().notNull().default(true),
    ...softDelete,
  },
  (t) => [
    uniqueIndex('countries_code_unique')
      .on(t.code)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('countries_name_en_unique')
      .on(sql`lower(${t.nameEn})`)
      .where(sql`${t.deletedAt} is null`),
    index('countries_is_active_idx').on(t.isActive),
  ],
);
