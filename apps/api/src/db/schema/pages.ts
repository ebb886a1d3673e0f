import type { SitePageKey } from '@showroom/contract';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns';

/**
 * The site's pages, one row per key, inserted by a migration so that every known page can
 * be read from the start. They are edited, never deleted.
 */
export const pages = pgTable(
  'pages',
  {
    ...recordColumns,
    key: text().$type<SitePageKey>().notNull(),
    contentEn: text().notNull().default(''),
    contentAr: text(),
  },
  (t) => [uniqueIndex('pages_key_unique').on(t.key)],
);
