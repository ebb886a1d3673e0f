import type { SubscriptionStatus } from '@showroom/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { packs } from '../../db/schema';
import type { StoredRow } from '../../crud/crud.repository';
import { defineStatusMachine } from '../../crud/status';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { FieldProblems, isActiveMember } from '../marketplace/marketplace.rules';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Staff may cancel an active subscription; expiry is the job's (jobs/expire-ended.ts). */
export const subscriptionStatusMachine = defineStatusMachine<SubscriptionStatus>({
  field: 'status',
  moves: { active: ['cancelled'], cancelled: [], expired: [] },
});

type Input = { values: Record<string, unknown>; current: StoredRow | null; tx: Executor };

export async function prepareSubscription(input: Input): Promise<Record<string, unknown>> {
  return input.current ? prepareExtension(input.values, input.current) : prepareNew(input);
}

/** A new subscription takes its price, currency and length from an active pack. */
async function prepareNew({ values, tx }: Input) {
  const problems = new FieldProblems();
  const userId = values.userId as number;
  if (!(await isActiveMember(tx, userId))) {
    problems.add('userId', 'The subscriber must be an active customer or dealer');
  }
  const [pack] = await tx
    .select()
    .from(packs)
    .where(and(eq(packs.id, values.packId as number), isNull(packs.deletedAt)));
  if (!pack) problems.add('packId', 'This pack does not exist');
  else if (!pack.isActive) problems.add('packId', 'This pack is not on sale');
  problems.throwIfAny();
  // A missing pack was refused above; this tells the compiler so.
  if (!pack) throw notFound('Pack');

  const startsAt = typeof values.startsAt === 'string' ? new Date(values.startsAt) : new Date();
  return {
    userId,
    packId: pack.id,
    status: 'active',
    startsAt,
    endsAt: new Date(startsAt.getTime() + pack.durationDays * DAY_MS),
    pricePaid: pack.price,
    currency: pack.currency,
  };
}

/** The one change staff make to a subscription: a later end, while it is active. */
function prepareExtension(values: Record<string, unknown>, current: StoredRow) {
  if (current.status !== 'active') {
    throw new AppError(
      'CONFLICT',
      `This subscription is ${String(current.status)}; only an active one can be extended`,
    );
  }
  const endsAt = new Date(values.endsAt as string);
  const currentEnd = current.endsAt as Date;
  if (endsAt.getTime() <= currentEnd.getTime()) {
    throw fieldError('endsAt', `Must be later than the current end (${currentEnd.toISOString()})`);
  }
  return { endsAt };
}
