import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bilingual, recordColumns } from './columns';

/**
 * The site's contact details and default currency: exactly one row (id 1), inserted by a
 * migration and edited, never deleted.
 */
export const settings = pgTable(
  'settings',
  {
    ...recordColumns,
    email: text().notNull(),
    phone: text(),
    whatsapp: text(),
    ...bilingual('address', text()),
    facebookUrl: text(),
    instagramUrl: text(),
    xUrl: text(),
    youtubeUrl: text(),
    tiktokUrl: text(),
    defaultCurrency: text().notNull().default('AED'),
  },
  (t) => [check('settings_single_row', sql`${t.id} = 1`)],
);
