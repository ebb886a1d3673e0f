import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { ads, subscriptions } from '../db/schema';
import { serializeRow } from '../lib/rows';
import { releaseSlotsOf } from '../modules/ads/ads.service';
import { writeAudit } from '../modules/audit/audit.repository';
import type { Job } from './runner';

/** The job acts on its own: its audit rows have no actor. */
const SYSTEM = { actorId: null, ip: null };

/** Ads and subscriptions: both end at `endsAt` by moving from active to expired. */
type Expiring = typeof ads | typeof subscriptions;

/**
 * One batch of one table: the active rows whose end has come, oldest end first, skipping
 * rows a staff change holds locked (the next tick gets them).
 */
async function expireBatch(
  tx: Executor,
  table: Expiring,
  resource: 'ads' | 'subscriptions',
  now: Date,
  batchSize: number,
) {
  const due = await tx
    .select()
    .from(table)
    .where(and(eq(table.status, 'active'), lte(table.endsAt, now), isNull(table.deletedAt)))
    .orderBy(asc(table.endsAt), asc(table.id))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  if (due.length === 0) return 0;
  const expired = await tx
    .update(table)
    .set({ status: 'expired', version: sql`${table.version} + 1`, updatedAt: now })
    .where(
      inArray(
        table.id,
        due.map((row) => row.id),
      ),
    )
    .returning();
  // An expired ad's slot is free for another ad of its subscription.
  if (resource === 'ads') await releaseSlotsOf(tx, due);
  const after = new Map(expired.map((row) => [row.id, row]));
  for (const row of due) {
    const changed = after.get(row.id);
    if (!changed) continue;
    await writeAudit(tx, SYSTEM, {
      action: 'expire',
      resource,
      recordId: row.id,
      before: serializeRow(row),
      after: serializeRow(changed),
    });
  }
  return expired.length;
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
      const adCount = await expireBatch(tx, ads, 'ads', now, batchSize);
      const subscriptionCount = await expireBatch(
        tx,
        subscriptions,
        'subscriptions',
        now,
        batchSize,
      );
      return subscriptionCount + adCount;
    },
  };
}

export const expireEndedJob = createExpireEndedJob();
