import type { AdPlacement, AdStatus } from '@showroom/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { cars } from './cars';
import { recordColumns, requiredReference, softDelete, timestamptz } from './columns';
import { subscriptions } from './subscriptions';
import { users } from './users';

/** A paid placement of a published car. */
export const ads = pgTable(
  'ads',
  {
    ...recordColumns,
    carId: requiredReference(() => cars.id),
    userId: requiredReference(() => users.id),
    subscriptionId: integer().references(() => subscriptions.id),
    placement: text().$type<AdPlacement>().notNull(),
    startsAt: timestamptz().notNull(),
    endsAt: timestamptz().notNull(),
    status: text().$type<AdStatus>().notNull().default('pending'),
    ...softDelete,
  },
  (t) => [
    index('ads_created_at_idx').on(t.createdAt),
    index('ads_status_created_at_idx').on(t.status, t.createdAt),
    index('ads_placement_created_at_idx').on(t.placement, t.createdAt),
    index('ads_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('ads_car_id_idx').on(t.carId),
    index('ads_subscription_id_idx').on(t.subscriptionId),
    // The expiry job's pick: active ones whose end has come.
    index('ads_status_ends_at_idx').on(t.status, t.endsAt),
    check('ads_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
