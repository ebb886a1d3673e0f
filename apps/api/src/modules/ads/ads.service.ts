import type { AdStatus } from '@showroom/contract';
import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ads, cars, packs, subscriptions } from '../../db/schema';
import type { StoredRow } from '../../crud/crud.repository';
import type { ChangeAction } from '../../crud/resource';
import { defineStatusMachine } from '../../crud/status';
import { AppError, notFound } from '../../lib/errors';
import { serializeRow } from '../../lib/rows';
import { writeAudit, type AuditContext } from '../audit/audit.repository';
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

/**
 * An ad that waits, runs or is paused holds one of its subscription's slots (and a featured
 * one when placed there). A rejected or expired ad, or one in the trash, holds none: its slot
 * is free for another ad, and restoring it from the trash takes one again.
 */
export const slotHoldingStatuses = ['pending', 'active', 'paused'] as const satisfies AdStatus[];
const holdsSlotIn = (status: unknown) =>
  (slotHoldingStatuses as readonly unknown[]).includes(status);

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
        inArray(ads.status, [...slotHoldingStatuses]),
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
  // Shared lock: a car being sold or archived meanwhile ends its ads only once this one is
  // in, or this one sees it is no longer published.
  const [car] = await tx
    .select({ status: cars.status, sellerId: cars.userId })
    .from(cars)
    .where(and(eq(cars.id, values.carId as number), isNull(cars.deletedAt)))
    .for('share');
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

/** Gives back `released` slots of each subscription, in id order so writers never deadlock. */
async function releaseSlots(tx: Executor, released: Map<number, number>) {
  for (const [id, n] of [...released].sort(([a], [b]) => a - b)) {
    await tx
      .update(subscriptions)
      .set({ adsUsed: sql`greatest(${subscriptions.adsUsed} - ${n}, 0)` })
      .where(eq(subscriptions.id, id));
  }
}

type SlotHolder = { subscriptionId?: unknown; status?: unknown; deletedAt?: unknown };

/**
 * Gives back the slots that `rows` (ads as they were before they stopped: rejected, expired
 * or trashed) held, one per ad that held one.
 */
export async function releaseSlotsOf(tx: Executor, rows: readonly SlotHolder[]) {
  const held = new Map<number, number>();
  for (const { subscriptionId, status, deletedAt } of rows) {
    if (typeof subscriptionId !== 'number' || deletedAt !== null || !holdsSlotIn(status)) continue;
    held.set(subscriptionId, (held.get(subscriptionId) ?? 0) + 1);
  }
  await releaseSlots(tx, held);
}

/** An ad takes one of its subscription's slots when it is placed. */
export async function useSubscriptionSlot({ row, tx }: { row: StoredRow; tx: Executor }) {
  if (row.subscriptionId === null) return;
  await tx
    .update(subscriptions)
    .set({ adsUsed: sql`${subscriptions.adsUsed} + 1` })
    .where(eq(subscriptions.id, row.subscriptionId as number));
}

/**
 * A trashed ad that still waits or runs takes a slot again when restored, under the same
 * lock and limits as a new placement: with none free, or its subscription or car no longer
 * live, the restore is refused with a 409.
 */
async function retakeSlot(tx: Executor, ad: StoredRow) {
  const refuse = (field: string, message: string): never => {
    throw new AppError('CONFLICT', message, { fieldErrors: { [field]: [message] } });
  };
  const [car] = await tx
    .select({ status: cars.status })
    .from(cars)
    .where(and(eq(cars.id, ad.carId as number), isNull(cars.deletedAt)));
  if (car?.status !== 'published') {
    refuse('carId', 'This ad’s car is no longer published; the ad cannot run again');
  }
  const subscriptionId = ad.subscriptionId as number | null;
  if (subscriptionId === null) return;
  const subscription = await lockSubscription(tx, subscriptionId);
  if (!subscription || subscription.status !== 'active' || subscription.endsAt <= new Date()) {
    refuse('subscriptionId', 'This ad’s subscription is no longer active');
  }
  if (!subscription) return;
  if (subscription.adsUsed >= subscription.adsLimit) {
    tooMany('subscriptionId', `This subscription has used all its ${subscription.adsLimit} ads`);
  }
  if (
    ad.placement === 'featured' &&
    (await featuredAdsOf(tx, subscriptionId, ad.id)) >= subscription.featuredAdsLimit
  ) {
    tooMany(
      'placement',
      `This subscription has used all its ${subscription.featuredAdsLimit} featured ads`,
    );
  }
  await useSubscriptionSlot({ row: ad, tx });
}

/**
 * The slot bookkeeping of a change to a placed ad (its row locked): moving to the trash or
 * to rejected gives the slot back; a restore takes one again.
 */
export async function adChangeRules({
  action,
  values,
  current,
  tx,
}: {
  action: ChangeAction;
  values: Record<string, unknown>;
  current: StoredRow;
  tx: Executor;
}) {
  if (action === 'restore') {
    if (holdsSlotIn(current.status)) await retakeSlot(tx, current);
    return;
  }
  if (action === 'delete' || (action === 'status' && !holdsSlotIn(values.status))) {
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
  const running = await tx
    .select()
    .from(ads)
    .where(and(eq(ads.carId, carId), inArray(ads.status, [...slotHoldingStatuses])))
    .orderBy(asc(ads.id))
    .for('update');
  if (running.length === 0) return 0;
  const ended = await tx
    .update(ads)
    .set({
      status: 'expired',
      endsAt: sql`case when ${ads.startsAt} < ${at} and ${ads.endsAt} > ${at} then ${at} else ${ads.endsAt} end`,
      version: sql`${ads.version} + 1`,
      updatedAt: now,
    })
    .where(
      inArray(
        ads.id,
        running.map((row) => row.id),
      ),
    )
    .returning();
  await releaseSlotsOf(tx, running);
  const after = new Map(ended.map((row) => [row.id, row]));
  for (const row of running) {
    await writeAudit(tx, context, {
      action: 'expire',
      resource: 'ads',
      recordId: row.id,
      before: serializeRow(row),
      after: serializeRow(after.get(row.id) ?? row),
    });
  }
  return ended.length;
}
