import {
  msg,
  type OfferStatus,
  type offerCreateSchema,
  type offerUpdateSchema,
} from '@showroom/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { cars, type offers } from '../../db/schema';
import type { HookInputs } from '../../crud/resource';
import { defineStatusMachine, statusWord } from '../../crud/status';
import { AppError, FieldProblems } from '../../lib/errors';
import { isActiveMember } from '../marketplace';

/**
 * DESIGN §5: an offer is accepted or rejected by the seller and withdrawn by the buyer, in
 * the marketplace app. Staff may only cancel a pending one (spam, a mistake); accepting or
 * rejecting on someone's behalf answers 409 naming the one move staff have.
 */
export const offerStatusMachine = defineStatusMachine<OfferStatus>({
  field: 'status',
  moves: { pending: ['cancelled'], accepted: [], rejected: [], cancelled: [] },
});

/** An offer is on a published car, from an active member who is not its seller. */
export async function prepareOffer(
  input: HookInputs<typeof offers, typeof offerCreateSchema, typeof offerUpdateSchema>['prepare'],
): Promise<Partial<typeof offers.$inferInsert>> {
  if (input.current) {
    const { values, current } = input;
    if (current.status !== 'pending') {
      throw new AppError(
        'CONFLICT',
        msg('offers.notPending', { status: statusWord(current.status) }),
      );
    }
    return values;
  }
  const { values, tx } = input;
  const { carId, buyerId } = values;
  const problems = new FieldProblems();
  const [car] = await tx
    .select({ status: cars.status, sellerId: cars.userId })
    .from(cars)
    .where(and(eq(cars.id, carId), isNull(cars.deletedAt)));
  if (!car) problems.add('carId', 'refs.car');
  else if (car.status !== 'published') problems.add('carId', 'offers.publishedOnly');
  if (!(await isActiveMember(tx, buyerId))) {
    problems.add('buyerId', 'offers.buyerMember');
  } else if (car?.sellerId === buyerId) {
    problems.add('buyerId', 'offers.ownCar');
  }
  problems.throwIfAny();
  return values;
}
