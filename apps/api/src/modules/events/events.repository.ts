import type { LiveBadges } from '@showroom/contract';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cars, customerQueries } from '../../db/schema';

export type BadgeCounts = Required<LiveBadges>;

/** The sidebar's live counts: cars waiting for review and queries not yet resolved. */
export async function readBadges(db: Executor): Promise<BadgeCounts> {
  const [[pending], [open]] = await Promise.all([
    db
      .select({ n: count() })
      .from(cars)
      .where(and(eq(cars.status, 'pending'), isNull(cars.deletedAt))),
    db
      .select({ n: count() })
      .from(customerQueries)
      .where(
        and(
          inArray(customerQueries.status, ['new', 'in_progress']),
          isNull(customerQueries.deletedAt),
        ),
      ),
  ]);
  return { pendingCars: pending?.n ?? 0, openQueries: open?.n ?? 0 };
}
