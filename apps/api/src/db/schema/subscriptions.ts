import type { SubscriptionStatus } from '@showroom/contract';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import {
  money,
  period,
  recordColumns,
  requiredReference,
  searchText,
  softDelete,
  textOneOf,
} from './columns';
import { listIndexes, periodRules } from './indexes';
import { packages } from './packages';
import { users } from './users';

/** A seller's package, bought for a period; its ads count against the package's limits. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    ...recordColumns,
    userId: requiredReference(() => users.id),
    packId: requiredReference(() => packages.id),
    status: textOneOf<SubscriptionStatus>().default('active'),
    ...period,
    pricePaid: money(),
    currency: text().notNull(),
    /** Ads placed under this subscription (a slot is used when the ad is created). */
    adsUsed: integer().notNull().default(0),
    ...softDelete,
    ...searchText,
  },
  (t) => [...listIndexes(t, t.userId, t.packId, t.status), ...periodRules(t)],
);
