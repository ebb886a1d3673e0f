import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { recordColumns, softDelete } from './columns';

/** Body types: sedan, SUV, … */
export const categories = pgTable(
  'categories',
  {
    ...recordColumns,
    nameEn: text().notNull(),
    nameAr: text(),
    imageUrl: text(),
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    ...softDelete,
  },
  (t) => [
    uniqueIndex('categories_name_en_unique')
      .on(sql`lower(${t.nameEn})`)
      .where(sql`${t.deletedAt} is null`),
    index('categories_sort_order_idx').on(t.sortOrder),
    index('categories_is_active_idx').on(t.isActive),
  ],
);
