import type { AdPlacement, AdStatus } from '@showroom/contract';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { cars } from './cars';
import {
  period,
  recordColumns,
  requiredReference,
  searchText,
  softDelete,
  textOneOf,
} from './columns';
import { indexOn, listIndexes, periodRules } from './indexes';
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
    placement: textOneOf<AdPlacement>(),
    ...period,
    status: textOneOf<AdStatus>().default('pending'),
    ...softDelete,
    ...searchText,
  },
  (t) => [
    ...listIndexes(t, t.status, t.placement, t.userId),
    indexOn(t.carId),
    indexOn(t.subscriptionId),
    ...periodRules(t),
  ],
);
