import type { OfferStatus } from '@showroom/contract';
import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { cars } from './cars';
import {
  money,
  recordColumns,
  requiredReference,
  searchText,
  softDelete,
  textOneOf,
} from './columns';
import { indexOn, listIndexes } from './indexes';
import { users } from './users';

/** A buyer's offer on a car, in minor units of the car's currency. */
export const offers = pgTable(
  'offers',
  {
    ...recordColumns,
    carId: requiredReference(() => cars.id),
    buyerId: requiredReference(() => users.id),
    amount: money(),
    message: text(),
    status: textOneOf<OfferStatus>().default('pending'),
    ...softDelete,
    ...searchText,
  },
  (t) => [
    ...listIndexes(t, t.carId, t.buyerId, t.status),
    indexOn(t.amount),
    check('offers_amount_positive', sql`${t.amount} > 0`),
  ],
);
