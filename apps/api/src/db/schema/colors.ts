import { pgTable, text } from 'drizzle-orm/pg-core';
import { bilingualName, recordColumns, softDelete, uniqueNameEn } from './columns';

export const colors = pgTable(
  'colors',
  { ...recordColumns, ...bilingualName, hex: text().notNull(), ...softDelete },
  (t) => [uniqueNameEn('colors_name_en_unique', t)],
);
