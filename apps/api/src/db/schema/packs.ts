import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bilingualName, displayed, recordColumns, softDelete, uniqueNameEn } from './columns';

/** What a seller can subscribe to: a number of ads for a number of days. */
export const packs = pgTable(
  'packs',
  {
    ...recordColumns,
    ...bilingualName,
    descriptionEn: text(),
    descriptionAr: text(),
    price: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull().default('AED'),
    durationDays: integer().notNull(),
    adsLimit: integer().notNull(),
    featuredAdsLimit: integer().notNull().default(0),
    ...displayed,
    ...softDelete,
  },
  (t) => [
    uniqueNameEn('packs_name_en_unique', t),
    index('packs_sort_order_idx').on(t.sortOrder),
    index('packs_created_at_idx').on(t.createdAt),
    check('packs_duration_days_range', sql`${t.durationDays} between 1 and 3650`),
    check('packs_featured_within_limit', sql`${t.featuredAdsLimit} <= ${t.adsLimit}`),
  ],
);
