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
import { AppError } from '../../lib/errors';

/**
 * DESIGN §5: an offer is accepted or rejected by the seller and withdrawn by the buyer, in
 * the marketplace app. Staff may only cancel a pending one (spam, a mistake); accepting or
 * rejecting on someone's behalf answers 409 naming the one move staff have.
 */
export const offerStatusMachine = defineStatusMachine<OfferStatus>({
  field: 'status',
  moves: { pending: ['cancelled'], accepted: [], rejected: [], cancelled: [] },
});

/**
 * An offer is on a published car, from an active member who is not its seller. The car being
 * out of the trash and the buyer an active member are the declaration's `liveReferences`, their
 * problems already in `problems`.
 */
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
  const { values, tx, problems } = input;
  const { carId, buyerId } = values;
  const [car] = await tx
    .select({ status: cars.status, sellerId: cars.userId })
    .from(cars)
    .where(and(eq(cars.id, carId), isNull(cars.deletedAt)));
  if (car && car.status !== 'published') problems.add('carId', 'offers.publishedOnly');
  if (car?.sellerId === buyerId && !problems.has('buyerId')) {
    problems.add('buyerId', 'offers.ownCar');
  }
  problems.throwIfAny();
  return values;
}
