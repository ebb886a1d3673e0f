import type { OfferStatus } from '@showroom/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { cars } from './cars';
import { recordColumns, requiredReference, softDelete } from './columns';
import { users } from './users';

/** A buyer's offer on a car, in minor units of the car's currency. */
export const offers = pgTable(
  'offers',
  {
    ...recordColumns,
    carId: requiredReference(() => cars.id),
    buyerId: requiredReference(() => users.id),
    amount: bigint({ mode: 'number' }).notNull(),
    message: text(),
    status: text().$type<OfferStatus>().notNull().default('pending'),
    ...softDelete,
  },
  (t) => [
    index('offers_created_at_idx').on(t.createdAt),
    index('offers_car_id_created_at_idx').on(t.carId, t.createdAt),
    index('offers_buyer_id_created_at_idx').on(t.buyerId, t.createdAt),
    index('offers_status_created_at_idx').on(t.status, t.createdAt),
    index('offers_amount_idx').on(t.amount),
    check('offers_amount_positive', sql`${t.amount} > 0`),
  ],
);
