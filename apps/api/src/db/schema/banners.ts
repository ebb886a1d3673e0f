import { pgTable, text } from 'drizzle-orm/pg-core';
import { bilingual, displayed, recordColumns, softDelete, timestamptz } from './columns';
import { indexEach } from './indexes';

/** The spec's slides: shown from `startsAt` until `endsAt` (either may be open). */
export const banners = pgTable(
  'banners',
  {
    ...recordColumns,
    ...bilingual('title'),
    imageUrl: text().notNull(),
    linkUrl: text(),
    ...displayed,
    startsAt: timestamptz(),
    endsAt: timestamptz(),
    ...softDelete,
  },
  (t) => indexEach(t.sortOrder, t.isActive),
);
