import { pgTable } from 'drizzle-orm/pg-core';
import { bilingualName, displayed, recordColumns, softDelete, uniqueNameEn } from './columns';

/** What a customer picks on the marketplace's contact form. */
export const contactSubjects = pgTable(
  'contact_subjects',
  { ...recordColumns, ...bilingualName, ...displayed, ...softDelete },
  (t) => [uniqueNameEn('contact_subjects_name_en_unique', t)],
);
