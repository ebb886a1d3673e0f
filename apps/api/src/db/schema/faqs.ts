import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { displayed, recordColumns, softDelete } from './columns';

export const faqs = pgTable(
  'faqs',
  {
    ...recordColumns,
    questionEn: text().notNull(),
    questionAr: text(),
    answerEn: text().notNull(),
    answerAr: text(),
    ...displayed,
    ...softDelete,
  },
  (t) => [index('faqs_sort_order_idx').on(t.sortOrder), index('faqs_is_active_idx').on(t.isActive)],
);
