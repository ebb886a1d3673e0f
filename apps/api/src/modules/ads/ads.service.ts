import type { AdStatus } from '@showroom/contract';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ads, cars, packs, subscriptions } from '../../db/schema';
import type { StoredRow } from '../../crud/crud.repository';
import { defineStatusMachine } from '../../crud/status';
import { AppError, notFound } from '../../lib/errors';
import { FieldProblems } from '../marketplace/marketplace.rules';

/** Staff review and pause ads; expiry is the job's (jobs/expire-ended.ts). */
export const adStatusMachine = defineStatusMachine<AdStatus>({
  field: 'status',
  moves: {
    pending: ['active', 'rejected'],
    active: ['paused'],
    paused: ['active'],
    rejected: [],
    expired: [],
  },
});

type Input = { values: Record<string, unknown>; current: StoredRow | null; tx: Executor };

const dateOf = (value: unknown) => (typeof value === 'string' ? new Date(value) : undefined);

/** The subscription with its pack's limits, locked so two ads cannot take its last slot. */
async function lockSubscription(tx: Executor, id: number) {
  const [found] = await tx
    .select({
      userId: subscriptions.userId,
      status: subscriptions.status,
      endsAt: subscriptions.endsAt,
      adsUsed: subscriptions.adsUsed,
      adsLimit: packs.adsLimit,
      featuredAdsLimit: packs.featuredAdsLimit,
    })
    .from(subscriptions)
    .innerJoin(packs, eq(packs.id, subscriptions.packId))
    .where(and(eq(subscriptions.id, id), isNull(subscriptions.deletedAt)))
    .for('update', { of: subscriptions });
  return found ?? null;
}

async function featuredAdsOf(tx: Executor, subscriptionId: number, exceptAdId?: number) {
  const [row] = await tx
    .select({ value: count() })
    .from(ads)
    .where(
      and(
        eq(ads.subscriptionId, subscriptionId),
        eq(ads.placement, 'featured'),
        isNull(ads.deletedAt),
        exceptAdId === undefined ? undefined : ne(ads.id, exceptAdId),
      ),
    );
  return row?.value ?? 0;
}

function tooMany(field: string, message: string): never {
  throw new AppError('CONFLICT', message, { fieldErrors: { [field]: [message] } });
}

/**
 * A new ad is for a published car and belongs to its seller. Under a subscription it must
 * be the seller's active one, end no later than it does, and fit the pack's limits.
 */
async function prepareNew({ values, tx }: Input) {
  const problems = new FieldProblems();
  const now = new Date();
  const [car] = await tx
    .select({ status: cars.status, sellerId: cars.userId })
    .from(cars)
    .where(and(eq(cars.id, values.carId as number), isNull(cars.deletedAt)));
  if (!car) problems.add('carId', 'This car does not exist');
  else if (car.status !== 'published')
    problems.add('carId', 'Only a published car can be advertised');

  const startsAt = dateOf(values.startsAt) ?? now;
  let endsAt = dateOf(values.endsAt);
  const subscriptionId = (values.subscriptionId as number | null | undefined) ?? null;
  const subscription = subscriptionId ? await lockSubscription(tx, subscriptionId) : null;
  if (subscriptionId && !subscription) {
    problems.add('subscriptionId', 'This subscription does not exist');
  } else if (subscription) {
    if (car && subscription.userId !== car.sellerId) {
      problems.add('subscriptionId', 'Must be a subscription of the car’s seller');
    } else if (subscription.status !== 'active' || subscription.endsAt <= now) {
      problems.add('subscriptionId', 'This subscription is not active');
    }
    endsAt ??= subscription.endsAt;
    if (endsAt > subscription.endsAt) {
      problems.add(
        'endsAt',
        `Must not be after the subscription ends (${subscription.endsAt.toISOString()})`,
      );
    }
  } else if (!endsAt) {
    problems.add('endsAt', 'Required for an ad without a subscription');
  }
  if (endsAt && endsAt <= startsAt) problems.add('endsAt', 'Must be after the start');
  problems.throwIfAny();

  if (subscription && subscriptionId) {
    if (subscription.adsUsed >= subscription.adsLimit) {
      tooMany('subscriptionId', `This subscription has used all its ${subscription.adsLimit} ads`);
    }
    if (
      values.placement === 'featured' &&
      (await featuredAdsOf(tx, subscriptionId)) >= subscription.featuredAdsLimit
    ) {
      tooMany(
        'placement',
        `This subscription has used all its ${subscription.featuredAdsLimit} featured ads`,
      );
    }
  }
  // A missing car was refused above; this tells the compiler so.
  if (!car) throw notFound('Car');
  return { ...values, subscriptionId, userId: car.sellerId, startsAt, endsAt };
}

/** Placement and dates change under the same rules while the ad still runs or waits. */
async function prepareChange({ values, current, tx }: Input & { current: StoredRow }) {
  if (current.status === 'expired' || current.status === 'rejected') {
    throw new AppError('CONFLICT', `This ad is ${current.status} and can no longer be changed`);
  }
  const problems = new FieldProblems();
  const startsAt = dateOf(values.startsAt) ?? (current.startsAt as Date);
  const endsAt = dateOf(values.endsAt) ?? (current.endsAt as Date);
  const subscriptionId = current.subscriptionId as number | null;
  const subscription = subscriptionId ? await lockSubscription(tx, subscriptionId) : null;
  if (subscription && endsAt > subscription.endsAt) {
    problems.add(
      'endsAt',
      `Must not be after the subscription ends (${subscription.endsAt.toISOString()})`,
    );
  }
  if (endsAt <= startsAt) problems.add('endsAt', 'Must be after the start');
  problems.throwIfAny();
  if (
    subscription &&
    subscriptionId &&
    values.placement === 'featured' &&
    current.placement !== 'featured' &&
    (await featuredAdsOf(tx, subscriptionId, current.id)) >= subscription.featuredAdsLimit
  ) {
    tooMany(
      'placement',
      `This subscription has used all its ${subscription.featuredAdsLimit} featured ads`,
    );
  }
  return {
    ...values,
    ...(values.startsAt === undefined ? {} : { startsAt }),
    ...(values.endsAt === undefined ? {} : { endsAt }),
  };
}

export async function prepareAd(input: Input): Promise<Record<string, unknown>> {
  return input.current ? prepareChange({ ...input, current: input.current }) : prepareNew(input);
}

/** An ad takes one of its subscription's slots when it is placed. */
export async function useSubscriptionSlot({ row, tx }: { row: StoredRow; tx: Executor }) {
  if (row.subscriptionId === null) return;
  await tx
    .update(subscriptions)
    .set({ adsUsed: sql`${subscriptions.adsUsed} + 1` })
    .where(eq(subscriptions.id, row.subscriptionId as number));
}
