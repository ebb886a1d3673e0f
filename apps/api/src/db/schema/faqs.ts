import { pgTable } from 'drizzle-orm/pg-core';
import { bilingual, displayed, recordColumns, softDelete } from './columns';
import { indexEach } from './indexes';

export const faqs = pgTable(
  'faqs',
  {
    ...recordColumns,
    ...bilingual('question'),
    ...bilingual('answer'),
    ...displayed,
    ...softDelete,
  },
  (t) => indexEach(t.sortOrder, t.isActive),
);
