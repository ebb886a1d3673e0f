import type { CarDetails, CarStatus, CarStatusChange } from '@showroom/contract';
import type { Executor } from '../../db/client';
import { brands, categories, colors, countries } from '../../db/schema';
import { defineStatusMachine } from '../../crud/status';
import type { StoredRow } from '../../crud/crud.repository';
import { notFound } from '../../lib/errors';
import { serializeRow } from '../../lib/rows';
import { FieldProblems, isActiveMember } from '../marketplace/marketplace.rules';
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

/** What the schema cannot check: the seller and the catalogue entries are live records. */
export async function prepareCar({
  values,
  tx,
}: {
  values: Record<string, unknown>;
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
  return values;
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
