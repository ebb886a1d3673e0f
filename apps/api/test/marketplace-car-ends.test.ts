import type { Ad, Car, Subscription } from '@showroom/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ads, auditLog } from '../src/db/schema';
import { dataOf } from './helpers';
import {
  carInStatus,
  inDays,
  useMarketplace,
  subscribe as subscribeTo,
} from './marketplace-fixtures';

/**
 * A car that leaves the market (sold, archived or trashed) stops its ads in the same
 * change: waiting, running and paused ones expire and give their subscription slots back,
 * each with an audit row naming the staff member who changed the car.
 */

const { t, f } = useMarketplace();

const subscribe = () => subscribeTo(t, f.seller.id, f.gold.id);
const place = async (carId: number, payload: Record<string, unknown>) =>
  dataOf<Ad>(
    await t.as('SA', {
      method: 'POST',
      url: '/api/v1/advert',
      payload: { carId, placement: 'home', ...payload },
    }),
  );
const moveAd = async (id: number, status: string) =>
  dataOf<Ad>(
    await t.as('SA', { method: 'POST', url: `/api/v1/advert/${id}/status`, payload: { status } }),
  );
const moveCar = (level: 'SA' | 'EDITOR', id: number, status: string) =>
  t.as(level, { method: 'POST', url: `/api/v1/cars/${id}/status`, payload: { status } });
const adsUsedOf = async (id: number) =>
  dataOf<Subscription>(await t.as('SA', { method: 'GET', url: `/api/v1/subs/${id}` })).adsUsed;
const storedAds = (ids: number[]) =>
  t.database.db.select().from(ads).where(inArray(ads.id, ids)).orderBy(asc(ads.id));

/** A published car with an ad in each status, four of them under one subscription. */
async function advertisedCar() {
  const car = await carInStatus(t, f, 'published');
  const sub = await subscribe();
  const pending = await place(car.id, { subscriptionId: sub.id });
  const active = await moveAd((await place(car.id, { subscriptionId: sub.id })).id, 'active');
  const paused = await moveAd(
    (await moveAd((await place(car.id, { subscriptionId: sub.id })).id, 'active')).id,
    'paused',
  );
  const rejected = await moveAd((await place(car.id, { subscriptionId: sub.id })).id, 'rejected');
  // Bought on its own and starting next week: it has not begun, so its end stays.
  const later = await place(car.id, { startsAt: inDays(7), endsAt: inDays(14) });
  const trashed = dataOf<Ad>(
    await t.as('SA', {
      method: 'DELETE',
      url: `/api/v1/advert/${(await place(car.id, { subscriptionId: sub.id })).id}`,
    }),
  );
  expect(await adsUsedOf(sub.id)).toBe(3);
  return { car, sub, pending, active, paused, rejected, later, trashed };
}

describe('a car leaving the market', () => {
  for (const status of ['sold', 'archived'] as const) {
    it(`stops its ads when ${status}, giving their slots back, audited as the staff member`, async () => {
      const { car, sub, pending, active, paused, rejected, later, trashed } = await advertisedCar();
      const other = await carInStatus(t, f, 'published');
      const otherAd = await moveAd((await place(other.id, { endsAt: inDays(5) })).id, 'active');
      const editor = await t.signIn('EDITOR');
      const before = Date.now();

      expect(dataOf<Car>(await moveCar('EDITOR', car.id, status)).status).toBe(status);

      const stopped = [pending, active, paused, later, trashed];
      const rows = await storedAds([...stopped.map((a) => a.id), rejected.id, otherAd.id]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const ad of stopped) {
        expect(byId.get(ad.id)).toMatchObject({ status: 'expired', version: ad.version + 1 });
      }
      expect(byId.get(rejected.id)).toMatchObject({ status: 'rejected', version: 2 });
      expect(byId.get(otherAd.id)?.status).toBe('active');
      // Those that had begun end now; one that had not keeps its dates.
      for (const ad of [pending, active, paused]) {
        const endsAt = byId.get(ad.id)?.endsAt.getTime() ?? 0;
        expect(endsAt).toBeGreaterThanOrEqual(before - 1000);
        expect(endsAt).toBeLessThanOrEqual(Date.now());
      }
      expect(byId.get(later.id)?.endsAt.toISOString()).toBe(later.endsAt);
      expect(await adsUsedOf(sub.id)).toBe(0);

      const audit = await t.database.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.resource, 'ads'),
            eq(auditLog.action, 'expire'),
            inArray(
              auditLog.recordId,
              stopped.map((a) => a.id),
            ),
          ),
        );
      expect(audit.map((row) => row.recordId).sort()).toEqual(stopped.map((a) => a.id).sort());
      expect(audit.every((row) => row.actorId === editor.admin.id)).toBe(true);
      expect(audit.find((row) => row.recordId === active.id)).toMatchObject({
        before: { status: 'active' },
        after: { status: 'expired' },
      });
    });
  }

  it('stops its ads when moved to the trash, and restoring either brings none back', async () => {
    const { car, sub, active, trashed } = await advertisedCar();
    dataOf(await t.as('SA', { method: 'DELETE', url: `/api/v1/cars/${car.id}` }));
    expect((await storedAds([active.id]))[0]?.status).toBe('expired');
    expect(await adsUsedOf(sub.id)).toBe(0);

    dataOf(await t.as('SA', { method: 'POST', url: `/api/v1/cars/${car.id}/restore` }));
    const restored = dataOf<Ad>(
      await t.as('SA', { method: 'POST', url: `/api/v1/advert/${trashed.id}/restore` }),
    );
    expect(restored).toMatchObject({ status: 'expired', deletedAt: null });
    expect(await adsUsedOf(sub.id)).toBe(0);
  });

  it('keeps its ads stopped when an archived car is published again', async () => {
    const { car, active } = await advertisedCar();
    dataOf(await moveCar('SA', car.id, 'archived'));
    dataOf(await moveCar('SA', car.id, 'published'));
    expect((await storedAds([active.id]))[0]?.status).toBe('expired');
  });

  it('leaves the ads running when the move is refused', async () => {
    const car = await carInStatus(t, f, 'published');
    const ad = await moveAd((await place(car.id, { endsAt: inDays(5) })).id, 'active');
    const refused = await moveCar('SA', car.id, 'pending');
    expect(refused.statusCode).toBe(409);
    expect((await storedAds([ad.id]))[0]).toMatchObject({ status: 'active', version: 2 });
  });
});
