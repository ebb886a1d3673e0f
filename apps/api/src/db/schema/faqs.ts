import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns, softDelete } from './columns';

export const faqs = pgTable(
  'faqs',
  {
    ...recordColumns,
    questionEn: text().notNull(),
    questionAr: text(),
    answerEn: text().notNull(),
    answerAr: text(),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    ...softDelete,
  },
  (t) => [index('faqs_sort_order_idx').on(t.sortOrder), index('faqs_is_active_idx').on(t.isActive)],
);
