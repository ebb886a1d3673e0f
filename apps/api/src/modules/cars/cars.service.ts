import type { CarDetails, CarStatus, CarStatusChange } from '@showroom/contract';
import type { Executor } from '../../db/client';
import { brands, categories, colors, countries } from '../../db/schema';
import { defineStatusMachine } from '../../crud/status';
import type { StoredRow } from '../../crud/crud.repository';
import type { ChangeAction } from '../../crud/resource';
import { notFound } from '../../lib/errors';
import { serializeRow } from '../../lib/rows';
import { endAdsOfCar } from '../ads/ads.service';
import type { AuditContext } from '../audit/audit.repository';
import { FieldProblems, isActiveMember } from '../marketplace/marketplace.rules';
import { readDefaultCurrency } from '../settings/settings.service';
import { notifyStaff } from '../staff-notifications/staff-notifications.repository';
import { findCarDetails, isLiveReference } from './cars.repository';

/** DESIGN §5: a listing is reviewed, then sold or archived; a rejected one can be resubmitted. */
export const carStatusMachine = defineStatusMachine<CarStatus>({
  field: 'status',
  moves: {
    pending: ['published', 'rejected'],
    published: ['sold', 'archived'],
    archived: ['published'],
    rejected: ['pending'],
    sold: [],
  },
});

/** The reason is kept only while the car stays rejected. */
export const carStatusValues = (body: CarStatusChange) => ({
  rejectionReason: body.status === 'rejected' ? (body.reason ?? null) : null,
});

const references = [
  ['brandId', brands, 'This brand does not exist'],
  ['categoryId', categories, 'This category does not exist'],
  ['colorId', colors, 'This color does not exist'],
  ['countryId', countries, 'This country does not exist'],
] as const;

/** Statuses in which a car is off the market: its ads stop. */
const offMarket: readonly unknown[] = ['sold', 'archived'] satisfies CarStatus[];

/**
 * What the schema cannot check: the seller and the catalogue entries are live records. A new
 * car priced without a currency is in the settings' default currency.
 */
export async function prepareCar({
  values,
  current,
  tx,
}: {
  values: Record<string, unknown>;
  current: StoredRow | null;
  tx: Executor;
}): Promise<Record<string, unknown>> {
  const problems = new FieldProblems();
  if (typeof values.userId === 'number' && !(await isActiveMember(tx, values.userId))) {
    problems.add('userId', 'The seller must be an active customer or dealer');
  }
  for (const [field, table, message] of references) {
    const id = values[field];
    if (typeof id === 'number' && !(await isLiveReference(tx, table, id))) {
      problems.add(field, message);
    }
  }
  problems.throwIfAny();
  if (!current && values.currency === undefined) {
    return { ...values, currency: await readDefaultCurrency(tx) };
  }
  return values;
}

/**
 * A car sold, archived or moved to the trash leaves the market: its ads stop (expired, their
 * slots given back), in the same transaction and audited as the change that stopped them.
 */
export async function carChangeRules({
  action,
  values,
  current,
  tx,
  context,
}: {
  action: ChangeAction;
  values: Record<string, unknown>;
  current: StoredRow;
  tx: Executor;
  context: AuditContext;
}) {
  if (action === 'delete' || (action === 'status' && offMarket.includes(values.status))) {
    await endAdsOfCar(tx, current.id, context);
  }
}

/** A car waiting for review rings the bell of staff who can publish it. */
export async function announcePendingCar({ row, tx }: { row: StoredRow; tx: Executor }) {
  if (row.status !== 'pending') return;
  await notifyStaff(tx, {
    heading: 'Cars',
    title: 'A new car waits for review',
    subtitle: String(row.title),
    icon: 'directions_car',
    path: `/dashboard/cars/${row.id}/details`,
    audience: { resource: 'cars', action: 'update' },
  });
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
