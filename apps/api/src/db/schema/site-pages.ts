import type { SitePageKey } from '@showroom/contract';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { bilingual, recordColumns, textOneOf } from './columns';
import { uniqueOn } from './indexes';

/**
 * The site's pages, one row per key, inserted by a migration so that every known page can
 * be read from the start. They are edited, never deleted.
 */
export const sitePages = pgTable(
  'pages',
  {
    ...recordColumns,
    key: textOneOf<SitePageKey>(),
    ...bilingual('content', text().notNull().default('')),
  },
  (t) => [uniqueOn(t.key)],
);
