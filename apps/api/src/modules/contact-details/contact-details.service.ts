import type { ContactDetails, ContactDetailsUpdate } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { settings } from '../../db/schema';
import { serializeRow } from '../../lib/rows';
import { updateAudited, type AuditContext } from '../../changes/audited-write';

/** The one row of the `settings` table, inserted by a migration: the contact details. */
const SETTINGS_ID = 1;
const settingsWhere = eq(settings.id, SETTINGS_ID);

/** Fields the body may leave out; a replacement clears them. */
const clearable = {
  phone: null,
  whatsapp: null,
  addressEn: null,
  addressAr: null,
  facebookUrl: null,
  instagramUrl: null,
  xUrl: null,
  youtubeUrl: null,
  tiktokUrl: null,
} satisfies Partial<Record<keyof ContactDetailsUpdate, null>>;

/**
 * The currency of a price entered without one (a car, a package): the settings' default
 * currency (DESIGN §5), read inside the caller's transaction.
 */
export async function readDefaultCurrency(db: Executor): Promise<string> {
  const [row] = await db
    .select({ defaultCurrency: settings.defaultCurrency })
    .from(settings)
    .where(settingsWhere);
  if (!row) throw new Error('The settings row is missing from the database');
  return row.defaultCurrency;
}

export function createContactDetailsService(db: Db) {
  return {
    async getContact(): Promise<ContactDetails> {
      const [row] = await db.select().from(settings).where(settingsWhere);
      if (!row) throw new Error('The settings row is missing from the database');
      return serializeRow(row);
    },

    async replaceContact(
      body: ContactDetailsUpdate,
      context: AuditContext,
    ): Promise<ContactDetails> {
      const { version, ...values } = body;
      const saved = await db.transaction((tx) =>
        updateAudited<typeof settings.$inferSelect>(tx, context, {
          table: settings,
          where: settingsWhere,
          label: 'Contact details',
          resource: 'contactDetails',
          action: 'update',
          version,
          lock: 'update',
          values: () => ({ ...clearable, ...values }),
        }),
      );
      return serializeRow(saved);
    },
  };
}
