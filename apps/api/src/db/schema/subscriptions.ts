import type { SubscriptionStatus } from '@showroom/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns, requiredReference, softDelete, timestamptz } from './columns';
import { packs } from './packs';
import { users } from './users';

/** A seller's pack, bought for a period; its ads count against the pack's limits. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    ...recordColumns,
    userId: requiredReference(() => users.id),
    packId: requiredReference(() => packs.id),
    status: text().$type<SubscriptionStatus>().notNull().default('active'),
    startsAt: timestamptz().notNull(),
    endsAt: timestamptz().notNull(),
    pricePaid: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    /** Ads placed under this subscription (a slot is used when the ad is created). */
    adsUsed: integer().notNull().default(0),
    ...softDelete,
  },
  (t) => [
    index('subscriptions_created_at_idx').on(t.createdAt),
    index('subscriptions_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('subscriptions_pack_id_created_at_idx').on(t.packId, t.createdAt),
    index('subscriptions_status_created_at_idx').on(t.status, t.createdAt),
    // The expiry job's pick: active ones whose end has come.
    index('subscriptions_status_ends_at_idx').on(t.status, t.endsAt),
    check('subscriptions_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
