import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { recordColumns, softDelete } from './columns';

/** What a seller can subscribe to: a number of ads for a number of days. */
export const packs = pgTable(
  'packs',
  {
    ...recordColumns,
    nameEn: text().notNull(),
    nameAr: text(),
    descriptionEn: text(),
    descriptionAr: text(),
    price: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull().default('AED'),
    durationDays: integer().notNull(),
    adsLimit: integer().notNull(),
    featuredAdsLimit: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    ...softDelete,
  },
  (t) => [
    uniqueIndex('packs_name_en_unique')
      .on(sql`lower(${t.nameEn})`)
      .where(sql`${t.deletedAt} is null`),
    index('packs_sort_order_idx').on(t.sortOrder),
    index('packs_created_at_idx').on(t.createdAt),
    check('packs_duration_days_range', sql`${t.durationDays} between 1 and 3650`),
    check('packs_featured_within_limit', sql`${t.featuredAdsLimit} <= ${t.adsLimit}`),
  ],
);
