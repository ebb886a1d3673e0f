import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { recordColumns, softDelete } from './columns';

/** The spec's slides: shown from `startsAt` until `endsAt` (either may be open). */
export const banners = pgTable(
  'banners',
  {
    ...recordColumns,
    titleEn: text().notNull(),
    titleAr: text(),
    imageUrl: text().notNull(),
    linkUrl: text(),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    ...softDelete,
  },
  (t) => [
    index('banners_sort_order_idx').on(t.sortOrder),
    index('banners_is_active_idx').on(t.isActive),
  ],
);
