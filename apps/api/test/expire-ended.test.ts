import { and, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ads, cars, subscriptions } from '../src/db/schema';
import { createExpireEndedJob, expireEndedJob } from '../src/jobs/expire-ended';
import { jobs } from '../src/jobs';
import { runJobOnce } from '../src/jobs/runner';
import { auditEntries } from './helpers';
import { DAY, useMarketplace } from './marketplace-fixtures';

const NOW = new Date('2030-01-01T00:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);

const { t, f } = useMarketplace();

async function insertSubscriptions(
  rows: { endsAt: Date; status?: 'active' | 'cancelled'; deleted?: boolean }[],
) {
  return t.database.db
    .insert(subscriptions)
    .values(
      rows.map((row) => ({
        userId: f.seller.id,
        packId: f.gold.id,
        status: row.status ?? 'active',
        startsAt: at(-100 * DAY),
        endsAt: row.endsAt,
        pricePaid: 49_900,
        currency: 'AED',
        deletedAt: row.deleted ? NOW : null,
      })),
    )
    .returning();
}

async function insertAds(
  carId: number,
  rows: { endsAt: Date; status?: 'active' | 'paused' | 'pending' }[],
) {
  return t.database.db
    .insert(ads)
    .values(
      rows.map((row) => ({
        carId,
        userId: f.seller.id,
        placement: 'home' as const,
        status: row.status ?? 'active',
        startsAt: at(-100 * DAY),
        endsAt: row.endsAt,
      })),
    )
    .returning();
}

describe('the expiry job', () => {
  it('is registered to run on its own', () => {
    expect(jobs).toContain(expireEndedJob);
  });

  it('expires each ended ad and subscription exactly once with two workers, nothing early, nothing skipped', async () => {
    const [car] = await t.database.db
      .insert(cars)
      .values({
        title: 'Advertised car',
        brandId: f.toyota.id,
        model: 'Camry',
        categoryId: f.sedan.id,
        year: 2022,
        price: 1,
        transmission: 'automatic',
        fuel: 'petrol',
        userId: f.seller.id,
        status: 'published',
      })
      .returning();
    const dueSubs = await insertSubscriptions([
      ...Array.from({ length: 6 }, (_, i) => ({ endsAt: at(-(i + 1) * DAY) })),
      { endsAt: NOW },
    ]);
    const [earlySub, cancelledSub, deletedSub] = await insertSubscriptions([
      { endsAt: at(1) },
      { endsAt: at(-DAY), status: 'cancelled' },
      { endsAt: at(-DAY), deleted: true },
    ]);
    const dueAds = await insertAds(car!.id, [
      ...Array.from({ length: 7 }, (_, i) => ({ endsAt: at(-(i + 1) * 60_000) })),
      { endsAt: NOW },
    ]);
    const [earlyAd, pausedAd, pendingAd] = await insertAds(car!.id, [
      { endsAt: at(1) },
      { endsAt: at(-DAY), status: 'paused' },
      { endsAt: at(-DAY), status: 'pending' },
    ]);

    // Small batches so the two workers take turns over many ticks.
    const job = createExpireEndedJob({ batchSize: 2 });
    const worker = async () => {
      let handled = 0;
      for (let tick = 0; tick < 100; tick++) {
        const result = await runJobOnce(t.database.db, job, NOW);
        handled += result.processed;
        if (result.ran && result.processed === 0) break;
      }
      return handled;
    };
    const [a, b] = await Promise.all([worker(), worker()]);
    expect(a + b).toBe(dueSubs.length + dueAds.length);

    const subsAfter = await t.database.db.select().from(subscriptions);
    const adsAfter = await t.database.db.select().from(ads);
    const statusOf = (rows: { id: number; status: string }[], id: number) =>
      rows.find((r) => r.id === id)?.status;
    for (const sub of dueSubs) {
      expect(subsAfter.find((r) => r.id === sub.id)).toMatchObject({
        status: 'expired',
        version: 2,
        updatedAt: NOW,
      });
    }
    for (const ad of dueAds) expect(statusOf(adsAfter, ad.id)).toBe('expired');
    expect(statusOf(subsAfter, earlySub!.id)).toBe('active');
    expect(statusOf(subsAfter, cancelledSub!.id)).toBe('cancelled');
    expect(statusOf(subsAfter, deletedSub!.id)).toBe('active');
    expect(statusOf(adsAfter, earlyAd!.id)).toBe('active');
    expect(statusOf(adsAfter, pausedAd!.id)).toBe('paused');
    expect(statusOf(adsAfter, pendingAd!.id)).toBe('pending');

    const audit = await auditEntries(t, { action: 'expire' });
    const audited = (resource: string) =>
      audit
        .filter((r) => r.resource === resource)
        .map((r) => r.recordId)
        .sort((x, y) => x! - y!);
    expect(audited('subscriptions')).toEqual(dueSubs.map((s) => s.id).sort((x, y) => x - y));
    expect(audited('ads')).toEqual(dueAds.map((s) => s.id).sort((x, y) => x - y));
    expect(audit.every((r) => r.actorId === null && r.ip === null)).toBe(true);
    expect(audit[0]).toMatchObject({
      before: { status: 'active', version: 1 },
      after: { status: 'expired', version: 2 },
    });

    // The next tick has nothing to do; a later one finds what was not yet due.
    expect(await runJobOnce(t.database.db, job, NOW)).toEqual({ ran: true, processed: 0 });
    expect(await runJobOnce(t.database.db, job, at(1))).toEqual({ ran: true, processed: 2 });
    const early = await t.database.db
      .select({ status: ads.status })
      .from(ads)
      .where(and(inArray(ads.id, [earlyAd!.id])));
    expect(early).toEqual([{ status: 'expired' }]);
  });
});
