import { pgTable } from 'drizzle-orm/pg-core';
import { bilingualName, displayed, recordColumns, softDelete } from './columns';
import { uniqueNameEn } from './indexes';

/** What a customer picks on the marketplace's contact form. */
export const contactSubjects = pgTable(
  'contact_subjects',
  { ...recordColumns, ...bilingualName, ...displayed, ...softDelete },
  (t) => [uniqueNameEn(t)],
);
