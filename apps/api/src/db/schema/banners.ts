import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { displayed, recordColumns, softDelete, timestamptz } from './columns';

/** The spec's slides: shown from `startsAt` until `endsAt` (either may be open). */
export const banners = pgTable(
  'banners',
  {
    ...recordColumns,
    titleEn: text().notNull(),
    titleAr: text(),
    imageUrl: text().notNull(),
    linkUrl: text(),
    ...displayed,
    startsAt: timestamptz(),
    endsAt: timestamptz(),
    ...softDelete,
  },
  (t) => [
    index('banners_sort_order_idx').on(t.sortOrder),
    index('banners_is_active_idx').on(t.isActive),
  ],
);
