import { pgTable, text } from 'drizzle-orm/pg-core';
import { bilingualName, recordColumns, softDelete } from './columns';
import { uniqueNameEn } from './indexes';

export const colors = pgTable(
  'colors',
  { ...recordColumns, ...bilingualName, hex: text().notNull(), ...softDelete },
  (t) => [uniqueNameEn(t)],
);
