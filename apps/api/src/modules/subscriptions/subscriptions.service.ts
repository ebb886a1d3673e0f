import {
  isStorableMoment,
  msg,
  storableMoments,
  type SubscriptionStatus,
  type subscriptionCreateSchema,
  type subscriptionUpdateSchema,
} from '@showroom/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { packages, type subscriptions } from '../../db/schema';
import type { HookInputs } from '../../crud/resource';
import { defineStatusMachine, statusWord } from '../../crud/status';
import { AppError, fieldError, notFound } from '../../lib/errors';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Staff may cancel an active subscription; expiry is the job's (jobs/expire-ended.ts). */
export const subscriptionStatusMachine = defineStatusMachine<SubscriptionStatus>({
  field: 'status',
  moves: { active: ['cancelled'], cancelled: [], expired: [] },
});

type Hooks = HookInputs<
  typeof subscriptions,
  typeof subscriptionCreateSchema,
  typeof subscriptionUpdateSchema
>;
type NewSubscription = Extract<Hooks['prepare'], { current: null }>;
type Extension = Exclude<Hooks['prepare'], { current: null }>;

export async function prepareSubscription(input: Hooks['prepare']): Promise<Hooks['values']> {
  return input.current === null ? prepareNew(input) : prepareExtension(input);
}

/**
 * A new subscription takes its price, currency and length from an active package. The holder
 * being an active member and the package out of the trash are the declaration's
 * `liveReferences`, their problems already in `problems`.
 */
async function prepareNew({ values, tx, problems }: NewSubscription): Promise<Hooks['values']> {
  const { userId } = values;
  const [pack] = await tx
    .select()
    .from(packages)
    .where(and(eq(packages.id, values.packId), isNull(packages.deletedAt)));
  if (pack && !pack.isActive) problems.add('packId', 'subscriptions.packageOffSale');
  const startsAt = values.startsAt === undefined ? new Date() : new Date(values.startsAt);
  const endsAt = new Date(startsAt.getTime() + (pack?.durationDays ?? 0) * DAY_MS);
  // The schema bounds the start; the end it leads to must be a moment a record stores too.
  if (pack && !isStorableMoment(endsAt.getTime())) {
    problems.add(
      'startsAt',
      msg('subscriptions.endPastRange', { days: pack.durationDays, to: storableMoments.to }),
    );
  }
  problems.throwIfAny();
  // A missing package was refused above; this tells the compiler so.
  if (!pack) throw notFound('Package');

  return {
    userId,
    packId: pack.id,
    status: 'active',
    startsAt,
    endsAt,
    pricePaid: pack.price,
    currency: pack.currency,
  };
}

/** The one change staff make to a subscription: a later end, while it is active. */
function prepareExtension({ values, current }: Extension): Hooks['values'] {
  if (current.status !== 'active') {
    throw new AppError(
      'CONFLICT',
      msg('subscriptions.notActive', { status: statusWord(current.status) }),
    );
  }
  const endsAt = new Date(values.endsAt);
  const currentEnd = current.endsAt;
  if (endsAt.getTime() <= currentEnd.getTime()) {
    throw fieldError('endsAt', msg('subscriptions.laterEnd', { end: currentEnd.toISOString() }));
  }
  return { endsAt };
}
