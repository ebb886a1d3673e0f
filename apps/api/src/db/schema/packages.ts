import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bilingual, bilingualName, displayed, priced, recordColumns, softDelete } from './columns';
import { indexEach, uniqueNameEn } from './indexes';

/**
 * What a seller can subscribe to: a number of ads for a number of days. The table keeps its
 * first name, `packs`, as the API's paths do (`/packs`, which the spec names).
 */
export const packages = pgTable(
  'packs',
  {
    ...recordColumns,
    ...bilingualName,
    ...bilingual('description', text()),
    ...priced,
    durationDays: integer().notNull(),
    adsLimit: integer().notNull(),
    featuredAdsLimit: integer().notNull().default(0),
    ...displayed,
    ...softDelete,
  },
  (t) => [
    uniqueNameEn(t),
    ...indexEach(t.sortOrder, t.createdAt),
    check('packs_duration_days_range', sql`${t.durationDays} between 1 and 3650`),
    check('packs_featured_within_limit', sql`${t.featuredAdsLimit} <= ${t.adsLimit}`),
  ],
);
