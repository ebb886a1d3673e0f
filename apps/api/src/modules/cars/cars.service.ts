import {
  carStatusMoves,
  type CarDetails,
  type CarStatus,
  type CarStatusChange,
  type carCreateSchema,
  type carUpdateSchema,
  msg,
} from '@showroom/contract';
import type { StaffNotice } from '../../changes/staff-notices';
import type { HookInputs } from '../../crud/resource';
import { defineStatusMachine } from '../../crud/status';
import type { Executor } from '../../db/client';
import type { cars } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { serializeRow } from '../../lib/rows';
import { endAdsOfCar } from '../ads';
import { readDefaultCurrency } from '../contact-details';
import { findCarDetails } from './cars.repository';

type Hooks = HookInputs<typeof cars, typeof carCreateSchema, typeof carUpdateSchema>;

/** The contract's moves (the web app offers the same ones). */
export const carStatusMachine = defineStatusMachine<CarStatus>({
  field: 'status',
  moves: carStatusMoves,
});

/** The reason is kept only while the car stays rejected. */
export const carStatusValues = (body: CarStatusChange) => ({
  rejectionReason: body.status === 'rejected' ? (body.reason ?? null) : null,
});

/** Statuses in which a car is off the market: its ads stop. */
const offMarket: readonly unknown[] = ['sold', 'archived'] satisfies CarStatus[];

/**
 * A new car priced without a currency is in the settings' default currency. The catalogue
 * entries and the seller (an active member) are checked by the declaration's
 * `liveReferences`, their problems already in `problems`.
 */
export async function prepareCar(input: Hooks['prepare']): Promise<Hooks['values']> {
  const { values, tx, problems } = input;
  problems.throwIfAny();
  if (input.current === null && values.currency === undefined) {
    return { ...values, currency: await readDefaultCurrency(tx) };
  }
  return values;
}

/**
 * A car sold, archived or moved to the trash leaves the market: its ads stop (expired, their
 * slots given back), in the same transaction and audited as the change that stopped them. (A
 * car back from the trash needs its catalogue entries and seller live, as a new car does: the
 * CRUD layer re-checks its `liveReferences`.)
 */
export async function carChangeRules(input: Hooks['change']) {
  if (
    input.action === 'delete' ||
    (input.action === 'status' && offMarket.includes(input.values.status))
  ) {
    await endAdsOfCar(input.tx, input.current.id, input.context);
  }
}

/** A car waiting for review rings the bell of staff who can publish it. */
export function pendingCarNotice({ row }: Hooks['created']): StaffNotice | null {
  if (row.status !== 'pending') return null;
  return {
    heading: 'notices.cars.heading',
    // Numbered, so that two cars of one title (an import's, say) read apart on the bell.
    title: msg('notices.cars.pendingNumbered', { id: row.id }),
    subtitle: row.title,
    icon: 'directions_car',
    path: `/dashboard/cars/${row.id}/details`,
    audience: { resource: 'cars', action: 'update' },
  };
}

export async function loadCarDetails(db: Executor, id: number): Promise<CarDetails> {
  const found = await findCarDetails(db, id);
  if (!found) throw notFound('Car');
  const car = serializeRow(found.car);
  return {
    ...car,
    seller: found.seller,
    brand: found.brand,
    category: found.category,
    color: found.color,
    country: found.country,
    offers: found.offers.map((offer) => ({ ...offer, createdAt: offer.createdAt.toISOString() })),
    offerCount: found.offerCount,
  };
}
