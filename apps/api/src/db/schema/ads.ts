import type { AdPlacement, AdStatus } from '@showroom/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { cars } from './cars';
import { recordColumns, softDelete } from './columns';
import { subscriptions } from './subscriptions';
import { users } from './users';

/** A paid placement of a published car. */
export const ads = pgTable(
  'ads',
  {
    ...recordColumns,
    carId: integer()
      .notNull()
      .references(() => cars.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    subscriptionId: integer().references(() => subscriptions.id),
    placement: text().$type<AdPlacement>().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
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
