import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { recordColumns, softDelete } from './columns';

/** What a customer picks on the marketplace's contact form. */
export const contactSubjects = pgTable(
  'contact_subjects',
  {
    ...recordColumns,
    nameEn: text().notNull(),
    nameAr: text(),
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    ...softDelete,
  },
  (t) => [
    uniqueIndex('contact_subjects_name_en_unique')
      .on(sql`lower(${t.nameEn})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);
