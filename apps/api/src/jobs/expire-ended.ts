import { and, eq, isNull, lte } from 'drizzle-orm';
import { SYSTEM, updateManyAudited } from '../changes/audited-write';
import type { Executor } from '../db/client';
import { ads, subscriptions } from '../db/schema';
import { releaseSlotsOf } from '../modules/ads';
import type { Job } from './runner';

/**
 * One batch of one table: the active rows whose end has come, oldest end first, skipping
 * rows a staff change holds locked (the next tick gets them). Each moves from active to
 * expired, audited with no actor.
 */
async function expireBatch<Row extends { id: number; version: number }>(
  tx: Executor,
  table: typeof ads | typeof subscriptions,
  resource: 'ads' | 'subscriptions',
  now: Date,
  batchSize: number,
) {
  return updateManyAudited<Row>(tx, SYSTEM, {
    table,
    where: and(eq(table.status, 'active'), lte(table.endsAt, now), isNull(table.deletedAt)),
    orderBy: [table.endsAt, table.id],
    limit: batchSize,
    skipLocked: true,
    resource,
    action: 'expire',
    at: now,
    set: { status: 'expired' },
  });
}

/** Expires ads and subscriptions whose `endsAt` has passed (DESIGN §5: "expired (time)"). */
export function createExpireEndedJob(options: { batchSize?: number; everyMs?: number } = {}): Job {
  const batchSize = options.batchSize ?? 200;
  return {
    name: 'expire-ads-and-subscriptions',
    everyMs: options.everyMs ?? 60_000,
    // Ads first: giving back their slots waits for subscription rows (in id order, as every
    // writer takes them) before this run holds any, so it cannot deadlock with staff changes.
    async run(tx, now) {
      const expiredAds = await expireBatch<typeof ads.$inferSelect>(tx, ads, 'ads', now, batchSize);
      // An expired ad's slot is free for another ad of its subscription.
      await releaseSlotsOf(
        tx,
        expiredAds.map((change) => change.before),
      );
      const expiredSubscriptions = await expireBatch(
        tx,
        subscriptions,
        'subscriptions',
        now,
        batchSize,
      );
      return expiredSubscriptions.length + expiredAds.length;
    },
  };
}

export const expireEndedJob = createExpireEndedJob();
