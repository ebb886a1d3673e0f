import { adStatuses, type Ad, type AdStatus, type Page } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ads, subscriptions } from '../src/db/schema';
import { dataOf, auditEntries, OUT_OF_RANGE, storedRows } from './helpers';
import {
  carInStatus,
  DAY,
  inDays,
  useMarketplace,
  subscribe as subscribeTo,
} from './marketplace-fixtures';

const { t, f } = useMarketplace();
let carId: number;
beforeAll(async () => {
  carId = (await carInStatus(t, f, 'published')).id;
});

const post = (payload: Record<string, unknown>) =>
  t.as('SA', { method: 'POST', url: '/api/v1/advert', payload });
const place = async (payload: Record<string, unknown> = {}) =>
  dataOf<Ad>(await post({ carId, placement: 'home', endsAt: inDays(7), ...payload }));
const subscribe = (userId: number, packId: number) => subscribeTo(t, userId, packId);
const listData = async (query: string) =>
  dataOf<Page<Ad>>(await t.as('SA', { method: 'GET', url: `/api/v1/advert/admin?${query}` }));
const fieldErrorsOf = async (payload: Record<string, unknown>) => {
  const response = await post(payload);
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  return response.json<{ details: { fieldErrors: Record<string, string[]> } }>().details
    .fieldErrors;
};

describe('placing an ad', () => {
  it('places a pending ad for a published car, for the car’s seller, starting now', async () => {
    const endsAt = inDays(7);
    const before = Date.now();
    const ad = await place({ endsAt, placement: 'search_top' });
    expect(ad).toMatchObject({
      carId,
      userId: f.seller.id,
      subscriptionId: null,
      placement: 'search_top',
      endsAt,
      status: 'pending',
      version: 1,
    });
    expect(Date.parse(ad.startsAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('names every invalid field', async () => {
    expect(
      await fieldErrorsOf({
        carId: 0,
        subscriptionId: 'gold',
        placement: 'sidebar',
        startsAt: '2026-13-01',
        endsAt: 12,
        userId: f.buyer.id,
      }),
    ).toEqual({
      carId: ['Must be a positive id'],
      subscriptionId: ['Must be a number'],
      placement: ['Must be one of: home, featured, search_top'],
      startsAt: ['Must be a date-time with a time zone'],
      endsAt: ['Must be a date-time with a time zone'],
      userId: ['Unknown field'],
    });
  });

  it('needs an end without a subscription, and an end after the start', async () => {
    expect(await fieldErrorsOf({ carId, placement: 'home' })).toEqual({
      endsAt: ['Required for an ad without a subscription'],
    });
    expect(
      await fieldErrorsOf({
        carId,
        placement: 'home',
        startsAt: inDays(3),
        endsAt: inDays(2),
      }),
    ).toEqual({ endsAt: ['Must be after the start'] });
  });

  it('advertises published cars only', async () => {
    for (const status of ['pending', 'sold', 'archived'] as const) {
      const car = await carInStatus(t, f, status);
      expect(await fieldErrorsOf({ carId: car.id, placement: 'home', endsAt: inDays(1) })).toEqual({
        carId: ['Only a published car can be advertised'],
      });
    }
    expect(await fieldErrorsOf({ carId: 424242, placement: 'home', endsAt: inDays(1) })).toEqual({
      carId: ['This car does not exist'],
    });
  });
});

describe('placing an ad under a subscription', () => {
  it('ends with the subscription by default and uses one of its slots', async () => {
    const sub = await subscribe(f.seller.id, f.gold.id);
    const ad = await place({ subscriptionId: sub.id, endsAt: undefined });
    expect(ad).toMatchObject({ subscriptionId: sub.id, endsAt: sub.endsAt });
    const [stored] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, sub.id));
    // The counter is bookkeeping: staff editing the subscription do not get a stale version.
    expect(stored).toMatchObject({ adsUsed: 1, version: 1 });
  });

  it('must be the seller’s own, active subscription, and not outlast it', async () => {
    const others = await subscribe(f.dealer.id, f.gold.id);
    expect(await fieldErrorsOf({ carId, placement: 'home', subscriptionId: others.id })).toEqual({
      subscriptionId: ['Must be a subscription of the car’s seller'],
    });
    const cancelled = await subscribe(f.seller.id, f.gold.id);
    dataOf(
      await t.as('SA', {
        method: 'POST',
        url: `/api/v1/subs/${cancelled.id}/status`,
        payload: { status: 'cancelled' },
      }),
    );
    expect(await fieldErrorsOf({ carId, placement: 'home', subscriptionId: cancelled.id })).toEqual(
      { subscriptionId: ['This subscription is not active'] },
    );
    const sub = await subscribe(f.seller.id, f.gold.id);
    const late = new Date(Date.parse(sub.endsAt) + DAY).toISOString();
    expect(
      await fieldErrorsOf({ carId, placement: 'home', subscriptionId: sub.id, endsAt: late }),
    ).toEqual({ endsAt: [`Must not be after the subscription ends (${sub.endsAt})`] });
    expect(await fieldErrorsOf({ carId, placement: 'home', subscriptionId: 424242 })).toEqual({
      subscriptionId: ['This subscription does not exist'],
    });
  });

  it('stops at the pack’s ads limit and featured ads limit with a 409', async () => {
    // Starter: 2 ads, of which 1 featured.
    const sub = await subscribe(f.seller.id, f.starter.id);
    await place({ subscriptionId: sub.id, placement: 'featured', endsAt: undefined });
    const secondFeatured = await post({ carId, subscriptionId: sub.id, placement: 'featured' });
    expect(secondFeatured.statusCode).toBe(409);
    expect(secondFeatured.json().details.fieldErrors).toEqual({
      placement: ['This subscription has used all its 1 featured ads'],
    });
    await place({ subscriptionId: sub.id, endsAt: undefined });
    const third = await post({ carId, subscriptionId: sub.id, placement: 'home' });
    expect(third.statusCode).toBe(409);
    expect(third.json().details.fieldErrors).toEqual({
      subscriptionId: ['This subscription has used all its 2 ads'],
    });
    const [stored] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, sub.id));
    expect(stored?.adsUsed).toBe(2);
  });
  it('gives a subscription’s last slot to exactly one of several ads placed at once', async () => {
    const sub = await subscribe(f.seller.id, f.starter.id);
    const responses = await Promise.all(
      [1, 2, 3].map(() => post({ carId, subscriptionId: sub.id, placement: 'home' })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 409]);
    const [stored] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, sub.id));
    expect(stored?.adsUsed).toBe(2);
  });
});

describe('listing ads', () => {
  it('filters by status, placement and seller, pages and counts', async () => {
    const [dealerCar] = [await carInStatus(t, f, 'published', { userId: f.dealer.id })];
    const mine = [
      await place({ carId: dealerCar.id, placement: 'home' }),
      await place({ carId: dealerCar.id, placement: 'featured' }),
      await place({ carId: dealerCar.id, placement: 'search_top' }),
    ];
    await t.database.db.update(ads).set({ status: 'active' }).where(eq(ads.id, mine[1]!.id));
    const all = await listData(`userId=${f.dealer.id}`);
    expect(all.count).toBe(3);
    expect(all.rows.map((r) => r.id)).toEqual(mine.map((a) => a.id).reverse());
    expect(await listData(`userId=${f.dealer.id}&offset=2&limit=1`)).toMatchObject({
      count: 3,
      rows: [{ id: mine[0]!.id }],
    });
    expect((await listData(`userId=${f.dealer.id}&status=active`)).rows[0]?.id).toBe(mine[1]!.id);
    expect((await listData(`userId=${f.dealer.id}&placement=search_top`)).rows[0]?.id).toBe(
      mine[2]!.id,
    );
    expect((await listData(`carId=${dealerCar.id}`)).count).toBe(3);
    const bad = await t.as('SA', { method: 'GET', url: '/api/v1/advert/admin?placement=top' });
    expect(bad.json().details.fieldErrors).toEqual({
      placement: ['Must be one of: home, featured, search_top'],
    });
  });
});

describe('moving an ad between statuses', () => {
  const allowed: Record<AdStatus, AdStatus[]> = {
    pending: ['active', 'rejected'],
    active: ['paused'],
    paused: ['active'],
    rejected: [],
    // Only the expiry job moves an ad to expired.
    expired: [],
  };
  for (const from of adStatuses) {
    for (const to of adStatuses) {
      const ok = allowed[from].includes(to);
      it(`${ok ? 'allows' : 'refuses'} ${from} → ${to}`, async () => {
        const ad = await place();
        if (from !== 'pending') {
          await t.database.db.update(ads).set({ status: from }).where(eq(ads.id, ad.id));
        }
        const response = await t.as('ADMIN', {
          method: 'POST',
          url: `/api/v1/advert/${ad.id}/status`,
          payload: { status: to },
        });
        if (ok) {
          expect(dataOf<Ad>(response)).toMatchObject({ status: to, version: 2 });
        } else {
          const moves = allowed[from].length > 0 ? allowed[from].join(', ') : 'none';
          expect(response.statusCode).toBe(409);
          expect(response.json()).toMatchObject({
            code: 'INVALID_TRANSITION',
            message: `An ad cannot go from ${from} to ${to}; allowed from ${from}: ${moves}`,
          });
        }
      });
    }
  }
});

describe('changing an ad', () => {
  it('changes placement and dates with the version read, and refuses a stale one', async () => {
    const ad = await place();
    const endsAt = inDays(14);
    const patch = (payload: Record<string, unknown>) =>
      t.as('SA', { method: 'PATCH', url: `/api/v1/advert/${ad.id}`, payload });
    expect(dataOf<Ad>(await patch({ placement: 'featured', endsAt, version: 1 }))).toMatchObject({
      placement: 'featured',
      endsAt,
      version: 2,
    });
    expect((await patch({ placement: 'home', version: 1 })).json().code).toBe('STALE_VERSION');
    const backwards = await patch({ endsAt: ad.startsAt, version: 2 });
    expect(backwards.json().details.fieldErrors).toEqual({ endsAt: ['Must be after the start'] });
    const carChange = await patch({ carId: 1, version: 2 });
    expect(carChange.json().details.fieldErrors).toEqual({ carId: ['Unknown field'] });
  });

  it('keeps a subscription’s featured limit when the placement changes', async () => {
    const sub = await subscribe(f.seller.id, f.starter.id);
    await place({ subscriptionId: sub.id, placement: 'featured', endsAt: undefined });
    const home = await place({ subscriptionId: sub.id, placement: 'home', endsAt: undefined });
    const response = await t.as('SA', {
      method: 'PATCH',
      url: `/api/v1/advert/${home.id}`,
      payload: { placement: 'featured', version: 1 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().details.fieldErrors).toEqual({
      placement: ['This subscription has used all its 1 featured ads'],
    });
  });

  it('leaves an expired ad alone', async () => {
    const ad = await place();
    await t.database.db.update(ads).set({ status: 'expired' }).where(eq(ads.id, ad.id));
    const response = await t.as('SA', {
      method: 'PATCH',
      url: `/api/v1/advert/${ad.id}`,
      payload: { endsAt: inDays(30), version: 1 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This ad is expired and can no longer be changed');
  });

  it('audits every write with who made it', async () => {
    const admin = await t.signIn('ADMIN');
    const ad = dataOf<Ad>(
      await t.as('ADMIN', {
        method: 'POST',
        url: '/api/v1/advert',
        payload: { carId, placement: 'home', endsAt: inDays(3) },
      }),
    );
    dataOf(
      await t.as('ADMIN', {
        method: 'POST',
        url: `/api/v1/advert/${ad.id}/status`,
        payload: { status: 'active' },
      }),
    );
    dataOf(await t.as('ADMIN', { method: 'DELETE', url: `/api/v1/advert/${ad.id}` }));
    dataOf(await t.as('ADMIN', { method: 'POST', url: `/api/v1/advert/${ad.id}/restore` }));
    const rows = await auditEntries(t, { resource: 'ads', recordId: ad.id });
    expect(rows.map((r) => r.action)).toEqual(['create', 'status', 'delete', 'restore']);
    expect(rows.every((r) => r.actorId === admin.admin.id)).toBe(true);
  });
});

describe('moments an ad cannot store', () => {
  const outOfRange = OUT_OF_RANGE;
  const stored = () => storedRows(t, ads);

  it('refuses a start in the year 0 and an end in the year 10000, naming the field', async () => {
    const before = await stored();
    const early = await post({
      carId,
      placement: 'home',
      startsAt: '0000-01-01T00:00:00Z',
      endsAt: '2030-02-01T00:00:00Z',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().details.fieldErrors).toEqual({ startsAt: outOfRange });
    const late = await post({ carId, placement: 'home', endsAt: '9999-12-31T23:59:59-14:00' });
    expect(late.statusCode).toBe(400);
    expect(late.json().details.fieldErrors).toEqual({ endsAt: outOfRange });
    expect(await stored()).toEqual(before);
  });

  it('refuses them on a change too, and keeps the ad as it was', async () => {
    const ad = await place();
    const before = await stored();
    for (const payload of [
      { startsAt: '0000-01-01T00:00:00Z' },
      { endsAt: '9999-12-31T23:59:59-14:00' },
    ]) {
      const response = await t.as('SA', {
        method: 'PATCH',
        url: `/api/v1/advert/${ad.id}`,
        payload: { ...payload, version: 1 },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().details.fieldErrors).toEqual(
        Object.fromEntries(Object.keys(payload).map((field) => [field, outOfRange])),
      );
    }
    expect(await stored()).toEqual(before);
  });
});
