import { pgTable, text } from 'drizzle-orm/pg-core';
import { bilingualName, displayed, recordColumns, softDelete } from './columns';
import { indexEach, uniqueNameEn } from './indexes';

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
  (t) => [uniqueNameEn(t), ...indexEach(t.sortOrder, t.isActive)],
);
