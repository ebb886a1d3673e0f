import {
  subscriptionStatuses,
  type Page,
  type Subscription,
  type SubscriptionStatus,
} from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { packages, subscriptions, users } from '../src/db/schema';
import { dataOf, auditEntries, OUT_OF_RANGE, storedRows } from './helpers';
import { DAY, useMarketplace } from './marketplace-fixtures';

const { t, f } = useMarketplace();

const post = (payload: Record<string, unknown>) =>
  t.as('SA', { method: 'POST', url: '/api/v1/subs', payload });
const subscribe = async (payload: Record<string, unknown> = {}) =>
  dataOf<Subscription>(await post({ userId: f.dealer.id, packId: f.gold.id, ...payload }));
const listData = async (query: string) =>
  dataOf<Page<Subscription>>(
    await t.as('SA', { method: 'GET', url: `/api/v1/subs/admin?${query}` }),
  );
const extend = (id: number, endsAt: string, version: number) =>
  t.as('SA', { method: 'PATCH', url: `/api/v1/subs/${id}`, payload: { endsAt, version } });

describe('subscribing a seller to a package', () => {
  it('starts now, ends after the package’s days, and charges the package’s price', async () => {
    const before = Date.now();
    const sub = await subscribe();
    const startsAt = new Date(sub.startsAt).getTime();
    expect(startsAt).toBeGreaterThanOrEqual(before - 1000);
    expect(startsAt).toBeLessThanOrEqual(Date.now());
    expect(new Date(sub.endsAt).getTime() - startsAt).toBe(90 * DAY);
    expect(sub).toMatchObject({
      userId: f.dealer.id,
      packId: f.gold.id,
      status: 'active',
      pricePaid: 49_900,
      currency: 'AED',
      adsUsed: 0,
      version: 1,
    });
  });

  it('starts when asked', async () => {
    const sub = await subscribe({ startsAt: '2026-12-01T00:00:00+04:00', packId: f.starter.id });
    expect(sub).toMatchObject({
      startsAt: '2026-11-30T20:00:00.000Z',
      endsAt: '2026-12-30T20:00:00.000Z',
      pricePaid: 0,
    });
  });

  it('names every invalid field, and takes price and dates from the package only', async () => {
    const response = await post({
      userId: 'me',
      packId: -1,
      startsAt: 'tomorrow',
      endsAt: '2030-01-01T00:00:00Z',
      pricePaid: 0,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      userId: ['Must be a number'],
      packId: ['Must be a positive id'],
      startsAt: ['Must be a date-time with a time zone'],
      endsAt: ['Unknown field'],
      pricePaid: ['Unknown field'],
    });
  });

  it('is for an active customer or dealer and a package on sale', async () => {
    const [staff] = await t.database.db.select().from(users).where(eq(users.kind, 'staff'));
    const [retired, trashed] = await t.database.db
      .insert(packages)
      .values([
        { nameEn: 'Retired', price: 1, durationDays: 1, adsLimit: 1, isActive: false },
        { nameEn: 'Trashed', price: 1, durationDays: 1, adsLimit: 1, deletedAt: new Date() },
      ])
      .returning();
    const refused = async (userId: number, packId: number) =>
      (await post({ userId, packId })).json<{ details: { fieldErrors: unknown } }>().details
        .fieldErrors;
    expect(await refused(f.blocked.id, retired!.id)).toEqual({
      userId: ['The subscriber must be an active customer or dealer'],
      packId: ['This package is not on sale'],
    });
    expect(await refused(staff!.id, trashed!.id)).toEqual({
      userId: ['The subscriber must be an active customer or dealer'],
      packId: ['This package does not exist'],
    });
    expect(await refused(f.seller.id, 424242)).toEqual({ packId: ['This package does not exist'] });
  });

  it('is refused back from the trash once its package is in the trash, on the packId field', async () => {
    const [pack] = await t.database.db
      .insert(packages)
      .values({ nameEn: 'Short lived', price: 1, durationDays: 7, adsLimit: 1 })
      .returning();
    const sub = await subscribe({ packId: pack!.id });
    dataOf(await t.as('SA', { method: 'DELETE', url: `/api/v1/subs/${sub.id}` }));
    dataOf(await t.as('SA', { method: 'DELETE', url: `/api/v1/packs/${pack!.id}` }));

    const restore = () => t.as('SA', { method: 'POST', url: `/api/v1/subs/${sub.id}/restore` });
    const refused = await restore();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.fieldErrors).toEqual({
      packId: ['This package does not exist'],
    });
    dataOf(await t.as('SA', { method: 'POST', url: `/api/v1/packs/${pack!.id}/restore` }));
    expect(dataOf<Subscription>(await restore())).toMatchObject({ id: sub.id, deletedAt: null });
  });
});

describe('listing subscriptions', () => {
  it('filters by user, package and status, pages and counts', async () => {
    const mine = [
      await subscribe({ userId: f.buyer.id, packId: f.starter.id }),
      await subscribe({ userId: f.buyer.id, packId: f.gold.id }),
      await subscribe({ userId: f.buyer.id, packId: f.gold.id }),
    ];
    await t.database.db
      .update(subscriptions)
      .set({ status: 'cancelled' })
      .where(eq(subscriptions.id, mine[0]!.id));
    const all = await listData(`userId=${f.buyer.id}`);
    expect(all.count).toBe(3);
    expect(all.rows.map((r) => r.id)).toEqual(mine.map((s) => s.id).reverse());
    const page = await listData(`userId=${f.buyer.id}&offset=1&limit=1`);
    expect(page).toMatchObject({ count: 3, rows: [{ id: mine[1]!.id }] });
    expect((await listData(`userId=${f.buyer.id}&packId=${f.gold.id}`)).count).toBe(2);
    expect((await listData(`userId=${f.buyer.id}&status=cancelled`)).rows[0]?.id).toBe(mine[0]!.id);
    expect((await listData('status=active')).rows.every((r) => r.status === 'active')).toBe(true);
  });
});

describe('extending a subscription', () => {
  it('moves the end later with the version read', async () => {
    const sub = await subscribe();
    const later = new Date(new Date(sub.endsAt).getTime() + 30 * DAY).toISOString();
    expect(dataOf<Subscription>(await extend(sub.id, later, 1))).toMatchObject({
      endsAt: later,
      version: 2,
    });
    const stale = await extend(sub.id, new Date(Date.parse(later) + DAY).toISOString(), 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
  });

  it('refuses an end that is not later than the current one', async () => {
    const sub = await subscribe();
    for (const endsAt of [sub.endsAt, new Date(Date.parse(sub.endsAt) - DAY).toISOString()]) {
      const response = await extend(sub.id, endsAt, 1);
      expect(response.statusCode).toBe(400);
      expect(response.json().details.fieldErrors).toEqual({
        endsAt: [`Must be later than the current end (${sub.endsAt})`],
      });
    }
  });

  it('extends only an active subscription, and changes nothing else', async () => {
    const sub = await subscribe();
    dataOf(
      await t.as('SA', {
        method: 'POST',
        url: `/api/v1/subs/${sub.id}/status`,
        payload: { status: 'cancelled' },
      }),
    );
    const response = await extend(sub.id, '2099-01-01T00:00:00Z', 2);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This subscription is cancelled; only an active one can be extended',
    });
    const other = await t.as('SA', {
      method: 'PATCH',
      url: `/api/v1/subs/${sub.id}`,
      payload: { pricePaid: 0, packId: f.starter.id, version: 2 },
    });
    expect(other.json().details.fieldErrors).toEqual({
      pricePaid: ['Unknown field'],
      packId: ['Unknown field'],
      endsAt: ['Must be a date-time with a time zone'],
    });
  });
});

describe('moving a subscription between statuses', () => {
  // Staff cancel; only time expires one (the expiry job).
  const allowed: Record<SubscriptionStatus, SubscriptionStatus[]> = {
    active: ['cancelled'],
    cancelled: [],
    expired: [],
  };
  for (const from of subscriptionStatuses) {
    for (const to of subscriptionStatuses) {
      const ok = allowed[from].includes(to);
      it(`${ok ? 'allows' : 'refuses'} ${from} → ${to}`, async () => {
        const sub = await subscribe();
        if (from !== 'active') {
          await t.database.db
            .update(subscriptions)
            .set({ status: from })
            .where(eq(subscriptions.id, sub.id));
        }
        const response = await t.as('ADMIN', {
          method: 'POST',
          url: `/api/v1/subs/${sub.id}/status`,
          payload: { status: to },
        });
        if (ok) {
          expect(dataOf<Subscription>(response)).toMatchObject({ status: to, version: 2 });
        } else {
          const moves = allowed[from].length > 0 ? allowed[from].join(', ') : 'none';
          expect(response.statusCode).toBe(409);
          expect(response.json()).toMatchObject({
            code: 'INVALID_TRANSITION',
            message: `A subscription cannot go from ${from} to ${to}; allowed from ${from}: ${moves}`,
          });
        }
      });
    }
  }

  it('audits the subscription’s writes with who made them', async () => {
    const admin = await t.signIn('ADMIN');
    const sub = dataOf<Subscription>(
      await t.as('ADMIN', {
        method: 'POST',
        url: '/api/v1/subs',
        payload: { userId: f.seller.id, packId: f.starter.id },
      }),
    );
    const later = new Date(Date.parse(sub.endsAt) + DAY).toISOString();
    dataOf(
      await t.as('ADMIN', {
        method: 'PATCH',
        url: `/api/v1/subs/${sub.id}`,
        payload: { endsAt: later, version: 1 },
      }),
    );
    dataOf(
      await t.as('ADMIN', {
        method: 'POST',
        url: `/api/v1/subs/${sub.id}/status`,
        payload: { status: 'cancelled' },
      }),
    );
    const rows = await auditEntries(t, { resource: 'subscriptions', recordId: sub.id });
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'status']);
    expect(rows.every((r) => r.actorId === admin.admin.id)).toBe(true);
    expect(rows[1]).toMatchObject({ before: { endsAt: sub.endsAt }, after: { endsAt: later } });
  });
});

describe('moments a subscription cannot store', () => {
  const outOfRange = OUT_OF_RANGE;
  const stored = () => storedRows(t, subscriptions);

  it('refuses a start in the year 0, naming startsAt, and writes nothing', async () => {
    const before = await stored();
    const response = await post({
      userId: f.dealer.id,
      packId: f.gold.id,
      startsAt: '0000-01-01T00:00:00Z',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({ startsAt: outOfRange });
    expect(await stored()).toEqual(before);
  });

  it('refuses a start whose package’s days would end after 9999, naming startsAt', async () => {
    const before = await stored();
    const response = await post({
      userId: f.dealer.id,
      packId: f.gold.id,
      startsAt: '9999-12-31T23:59:59Z',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      startsAt: ['Starts too late: the package’s 90 days would end after 9999-12-31T23:59:59.999Z'],
    });
    expect(await stored()).toEqual(before);
    // The last start whose 90 days still end in 9999 is taken.
    const last = await subscribe({ startsAt: '9999-10-02T23:59:59Z' });
    expect(last.endsAt).toBe('9999-12-31T23:59:59.000Z');
  });

  it('refuses an extension past 9999, naming endsAt, and keeps the end', async () => {
    const sub = await subscribe();
    const before = await stored();
    const response = await extend(sub.id, '9999-12-31T23:59:59-14:00', 1);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({ endsAt: outOfRange });
    expect(await stored()).toEqual(before);
  });
});
