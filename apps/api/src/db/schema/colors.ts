import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { recordColumns, softDelete } from './columns';

export const colors = pgTable(
  'colors',
  {
    ...recordColumns,
    nameEn: text().notNull(),
    nameAr: text(),
    hex: text().notNull(),
    ...softDelete,
  },
  (t) => [
    uniqueIndex('colors_name_en_unique')
      .on(sql`lower(${t.nameEn})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);
