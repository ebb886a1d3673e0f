import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { bilingualName, displayed, recordColumns, softDelete, uniqueNameEn } from './columns';

/** Body types: sedan, SUV, … */
export const categories = pgTable(
  'categories',
  {
    ...recordColumns,
    ...bilingualName,
    imageUrl: text(),
    ...displayed,
    ...softDelete,
  },
  (t) => [
    uniqueNameEn('categories_name_en_unique', t),
    index('categories_sort_order_idx').on(t.sortOrder),
    index('categories_is_active_idx').on(t.isActive),
  ],
);
