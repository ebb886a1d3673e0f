import {
  msg,
  type AdStatus,
  type MessageRef,
  type adCreateSchema,
  type adUpdateSchema,
} from '@showroom/contract';
import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { updateManyAudited, type AuditContext } from '../../changes/audited-write';
import type { HookInputs } from '../../crud/resource';
import { defineStatusMachine, statusWord } from '../../crud/status';
import type { Executor } from '../../db/client';
import { ads, cars, packages, subscriptions } from '../../db/schema';
import { AppError, FieldProblems, notFound } from '../../lib/errors';

type Hooks = HookInputs<typeof ads, typeof adCreateSchema, typeof adUpdateSchema, 'searchText'>;
type Ad = Hooks['record'];

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

/**
 * An ad that waits, runs or is paused holds one of its subscription's slots (and a featured
 * one when placed there). A rejected or expired ad, or one in the trash, holds none: its slot
 * is free for another ad, and restoring it from the trash takes one again.
 */
export const slotHoldingStatuses = ['pending', 'active', 'paused'] as const satisfies AdStatus[];
const holdsSlotIn = (status: AdStatus | undefined) =>
  slotHoldingStatuses.some((holding) => holding === status);

type NewAd = Extract<Hooks['prepare'], { current: null }>;
type ChangedAd = Exclude<Hooks['prepare'], { current: null }>;

const dateOf = (value: unknown) => (typeof value === 'string' ? new Date(value) : undefined);

/** The subscription with its package's limits, locked so two ads cannot take its last slot. */
async function lockSubscription(tx: Executor, id: number) {
  const [found] = await tx
    .select({
      userId: subscriptions.userId,
      status: subscriptions.status,
      endsAt: subscriptions.endsAt,
      adsUsed: subscriptions.adsUsed,
      adsLimit: packages.adsLimit,
      featuredAdsLimit: packages.featuredAdsLimit,
    })
    .from(subscriptions)
    .innerJoin(packages, eq(packages.id, subscriptions.packId))
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
        inArray(ads.status, [...slotHoldingStatuses]),
        exceptAdId === undefined ? undefined : ne(ads.id, exceptAdId),
      ),
    );
  return row?.value ?? 0;
}

function tooMany(field: string, message: MessageRef): never {
  throw new AppError('CONFLICT', message, { fieldErrors: { [field]: [message] } });
}

/**
 * A new ad is for a published car and belongs to its seller. Under a subscription it must
 * be the seller's active one, end no later than it does, and fit the package's limits.
 */
async function prepareNew({ values, tx }: NewAd): Promise<Hooks['values']> {
  const problems = new FieldProblems();
  const now = new Date();
  // Shared lock: a car being sold or archived meanwhile ends its ads only once this one is
  // in, or this one sees it is no longer published.
  const [car] = await tx
    .select({ status: cars.status, sellerId: cars.userId })
    .from(cars)
    .where(and(eq(cars.id, values.carId), isNull(cars.deletedAt)))
    .for('share');
  if (!car) problems.add('carId', 'refs.car');
  else if (car.status !== 'published') problems.add('carId', 'ads.publishedOnly');

  const startsAt = dateOf(values.startsAt) ?? now;
  let endsAt = dateOf(values.endsAt);
  const subscriptionId = values.subscriptionId ?? null;
  const subscription = subscriptionId ? await lockSubscription(tx, subscriptionId) : null;
  if (subscriptionId && !subscription) {
    problems.add('subscriptionId', 'refs.subscription');
  } else if (subscription) {
    if (car && subscription.userId !== car.sellerId) {
      problems.add('subscriptionId', 'ads.sellersSubscription');
    } else if (subscription.status !== 'active' || subscription.endsAt <= now) {
      problems.add('subscriptionId', 'ads.subscriptionInactive');
    }
    endsAt ??= subscription.endsAt;
    if (endsAt > subscription.endsAt) {
      problems.add(
        'endsAt',
        msg('ads.afterSubscription', { end: subscription.endsAt.toISOString() }),
      );
    }
  } else if (!endsAt) {
    problems.add('endsAt', 'ads.endsAtRequired');
  }
  if (endsAt && endsAt <= startsAt) problems.add('endsAt', 'validation.afterStart');
  problems.throwIfAny();

  if (subscription && subscriptionId) {
    if (subscription.adsUsed >= subscription.adsLimit) {
      tooMany('subscriptionId', msg('ads.adsUsed', { limit: subscription.adsLimit }));
    }
    if (
      values.placement === 'featured' &&
      (await featuredAdsOf(tx, subscriptionId)) >= subscription.featuredAdsLimit
    ) {
      tooMany('placement', msg('ads.featuredUsed', { limit: subscription.featuredAdsLimit }));
    }
  }
  // A missing car was refused above; this tells the compiler so.
  if (!car) throw notFound('Car');
  return { ...values, subscriptionId, userId: car.sellerId, startsAt, endsAt };
}

/** Placement and dates change under the same rules while the ad still runs or waits. */
async function prepareChange({ values, current, tx }: ChangedAd): Promise<Hooks['values']> {
  if (current.status === 'expired' || current.status === 'rejected') {
    throw new AppError('CONFLICT', msg('ads.final', { status: statusWord(current.status) }));
  }
  const problems = new FieldProblems();
  const startsAt = dateOf(values.startsAt) ?? current.startsAt;
  const endsAt = dateOf(values.endsAt) ?? current.endsAt;
  const subscriptionId = current.subscriptionId;
  const subscription = subscriptionId ? await lockSubscription(tx, subscriptionId) : null;
  if (subscription && endsAt > subscription.endsAt) {
    problems.add(
      'endsAt',
      msg('ads.afterSubscription', { end: subscription.endsAt.toISOString() }),
    );
  }
  if (endsAt <= startsAt) problems.add('endsAt', 'validation.afterStart');
  problems.throwIfAny();
  if (
    subscription &&
    subscriptionId &&
    values.placement === 'featured' &&
    current.placement !== 'featured' &&
    (await featuredAdsOf(tx, subscriptionId, current.id)) >= subscription.featuredAdsLimit
  ) {
    tooMany('placement', msg('ads.featuredUsed', { limit: subscription.featuredAdsLimit }));
  }
  const { startsAt: _startsAt, endsAt: _endsAt, ...rest } = values;
  return {
    ...rest,
    ...(values.startsAt === undefined ? {} : { startsAt }),
    ...(values.endsAt === undefined ? {} : { endsAt }),
  };
}

export async function prepareAd(input: Hooks['prepare']): Promise<Hooks['values']> {
  return input.current === null ? prepareNew(input) : prepareChange(input);
}

/** Gives back `released` slots of each subscription, in id order so writers never deadlock. */
async function releaseSlots(tx: Executor, released: Map<number, number>) {
  for (const [id, n] of [...released].sort(([a], [b]) => a - b)) {
    await tx
      .update(subscriptions)
      .set({ adsUsed: sql`greatest(${subscriptions.adsUsed} - ${n}, 0)` })
      .where(eq(subscriptions.id, id));
  }
}

type SlotHolder = Pick<Ad, 'subscriptionId' | 'status' | 'deletedAt'>;

/**
 * Gives back the slots that `rows` (ads as they were before they stopped: rejected, expired
 * or trashed) held, one per ad that held one.
 */
export async function releaseSlotsOf(tx: Executor, rows: readonly SlotHolder[]) {
  const held = new Map<number, number>();
  for (const { subscriptionId, status, deletedAt } of rows) {
    if (subscriptionId === null || deletedAt !== null || !holdsSlotIn(status)) continue;
    held.set(subscriptionId, (held.get(subscriptionId) ?? 0) + 1);
  }
  await releaseSlots(tx, held);
}

/** An ad takes one of its subscription's slots when it is placed. */
export async function useSubscriptionSlot({ row, tx }: Pick<Hooks['created'], 'row' | 'tx'>) {
  if (row.subscriptionId === null) return;
  await tx
    .update(subscriptions)
    .set({ adsUsed: sql`${subscriptions.adsUsed} + 1` })
    .where(eq(subscriptions.id, row.subscriptionId));
}

/**
 * A trashed ad that still waits or runs takes a slot again when restored, under the same
 * lock and limits as a new placement: with none free, or its subscription or car no longer
 * live, the restore is refused with a 409.
 */
async function retakeSlot(tx: Executor, ad: Ad) {
  const refuse = (field: string, message: MessageRef): never => {
    throw new AppError('CONFLICT', message, { fieldErrors: { [field]: [message] } });
  };
  const [car] = await tx
    .select({ status: cars.status })
    .from(cars)
    .where(and(eq(cars.id, ad.carId), isNull(cars.deletedAt)));
  if (car?.status !== 'published') {
    refuse('carId', 'ads.carUnpublished');
  }
  const subscriptionId = ad.subscriptionId;
  if (subscriptionId === null) return;
  const subscription = await lockSubscription(tx, subscriptionId);
  if (!subscription || subscription.status !== 'active' || subscription.endsAt <= new Date()) {
    refuse('subscriptionId', 'ads.subscriptionEnded');
  }
  if (!subscription) return;
  if (subscription.adsUsed >= subscription.adsLimit) {
    tooMany('subscriptionId', msg('ads.adsUsed', { limit: subscription.adsLimit }));
  }
  if (
    ad.placement === 'featured' &&
    (await featuredAdsOf(tx, subscriptionId, ad.id)) >= subscription.featuredAdsLimit
  ) {
    tooMany('placement', msg('ads.featuredUsed', { limit: subscription.featuredAdsLimit }));
  }
  await useSubscriptionSlot({ row: ad, tx });
}

/**
 * The slot bookkeeping of a change to a placed ad (its row locked): moving to the trash or
 * to rejected gives the slot back; a restore takes one again.
 */
export async function adChangeRules(input: Hooks['change']) {
  const { current, tx } = input;
  if (input.action === 'restore') {
    if (holdsSlotIn(current.status)) await retakeSlot(tx, current);
    return;
  }
  if (
    input.action === 'delete' ||
    (input.action === 'status' && !holdsSlotIn(input.values.status))
  ) {
    await releaseSlotsOf(tx, [current]);
  }
}

/**
 * Stops every ad of a car that is sold, archived or trashed: those waiting, running or paused
 * (in the trash too, so a restore cannot bring one back) move to expired, end now if they
 * had started, and give their slots back; one audit row each, in the caller's transaction.
 */
export async function endAdsOfCar(tx: Executor, carId: number, context: AuditContext) {
  const now = new Date();
  const at = sql`${now.toISOString()}::timestamptz`;
  const ended = await updateManyAudited<Ad>(tx, context, {
    table: ads,
    where: and(eq(ads.carId, carId), inArray(ads.status, [...slotHoldingStatuses])),
    orderBy: [ads.id],
    resource: 'ads',
    action: 'expire',
    at: now,
    set: {
      status: 'expired',
      endsAt: sql`case when ${ads.startsAt} < ${at} and ${ads.endsAt} > ${at} then ${at} else ${ads.endsAt} end`,
    },
  });
  await releaseSlotsOf(
    tx,
    ended.map((change) => change.before),
  );
  return ended.length;
}
