import { offerStatuses, type Offer, type OfferStatus, type Page } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { offers, users } from '../src/db/schema';
import { dataOf, auditEntries } from './helpers';
import { carInStatus, useMarketplace } from './marketplace-fixtures';

const { t, f } = useMarketplace();
let carId: number;
beforeAll(async () => {
  carId = (await carInStatus(t, f, 'published')).id;
});

const post = (payload: Record<string, unknown>) =>
  t.as('SA', { method: 'POST', url: '/api/v1/offers', payload });
const makeOffer = async (overrides: Record<string, unknown> = {}) =>
  dataOf<Offer>(await post({ carId, buyerId: f.buyer.id, amount: 8_000_000, ...overrides }));
const listData = async (query: string) =>
  dataOf<Page<Offer>>(await t.as('SA', { method: 'GET', url: `/api/v1/offers/?${query}` }));

describe('making an offer', () => {
  it('stores a pending offer on a published car at version 1', async () => {
    const offer = await makeOffer({ message: '  Can I see it on Saturday? ' });
    expect(offer).toMatchObject({
      carId,
      buyerId: f.buyer.id,
      amount: 8_000_000,
      message: 'Can I see it on Saturday?',
      status: 'pending',
      version: 1,
    });
    expect(
      dataOf<Offer>(await t.as('SA', { method: 'GET', url: `/api/v1/offers/${offer.id}` })),
    ).toEqual(offer);
  });

  it('names every invalid field', async () => {
    const response = await post({
      carId: 'x',
      buyerId: 0,
      amount: 0,
      message: 'x'.repeat(1001),
      status: 'accepted',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      carId: ['Must be a number'],
      buyerId: ['Must be a positive id'],
      amount: ['Must be more than 0'],
      message: ['Must be at most 1000 characters'],
      status: ['Unknown field'],
    });
    const fraction = await post({ carId, buyerId: f.buyer.id, amount: 10.5 });
    expect(fraction.json().details.fieldErrors).toEqual({
      amount: ['Must be a whole number of minor units (fils, cents)'],
    });
  });

  it('is made on published cars only', async () => {
    const pending = await carInStatus(t, f, 'pending');
    for (const id of [pending.id, 424242]) {
      const response = await post({ carId: id, buyerId: f.buyer.id, amount: 100 });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().details.fieldErrors)).toEqual(['carId']);
    }
    const response = await post({ carId: pending.id, buyerId: f.buyer.id, amount: 100 });
    expect(response.json().details.fieldErrors.carId).toEqual([
      'Offers are made on published cars only',
    ]);
  });

  it('comes from an active customer or dealer who is not the seller', async () => {
    const [staff] = await t.database.db.select().from(users).where(eq(users.kind, 'staff'));
    for (const buyerId of [f.blocked.id, staff!.id]) {
      const response = await post({ carId, buyerId, amount: 100 });
      expect(response.json().details.fieldErrors).toEqual({
        buyerId: ['The buyer must be an active customer or dealer'],
      });
    }
    const own = await post({ carId, buyerId: f.seller.id, amount: 100 });
    expect(own.json().details.fieldErrors).toEqual({
      buyerId: ['The seller cannot make an offer on their own car'],
    });
    expect((await makeOffer({ buyerId: f.dealer.id })).buyerId).toBe(f.dealer.id);
  });

  it('is refused back from the trash once its buyer is blocked, on the buyerId field', async () => {
    const [buyer] = await t.database.db
      .insert(users)
      .values({
        name: 'Later Blocked',
        username: 'later',
        email: 'later@example.com',
        kind: 'customer',
      })
      .returning();
    const offer = await makeOffer({ buyerId: buyer!.id });
    dataOf(await t.as('SA', { method: 'DELETE', url: `/api/v1/offers/${offer.id}` }));
    await t.database.db.update(users).set({ status: 'blocked' }).where(eq(users.id, buyer!.id));

    const refused = await t.as('SA', { method: 'POST', url: `/api/v1/offers/${offer.id}/restore` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.fieldErrors).toEqual({
      buyerId: ['The buyer must be an active customer or dealer'],
    });
    expect((await listData(`deleted=true&buyerId=${buyer!.id}`)).count).toBe(1);
  });
});

describe('listing offers', () => {
  let otherCarId: number;
  let mine: Offer[];
  beforeAll(async () => {
    otherCarId = (await carInStatus(t, f, 'published')).id;
    mine = [];
    for (let i = 0; i < 5; i++) {
      mine.push(
        await makeOffer({
          carId: otherCarId,
          buyerId: i % 2 === 0 ? f.buyer.id : f.dealer.id,
          amount: 1_000 * (i + 1),
        }),
      );
    }
    await t.database.db
      .update(offers)
      .set({ status: 'accepted' })
      .where(eq(offers.id, mine[4]!.id));
  });

  it('pages newest first and counts every match', async () => {
    const all = await listData(`carId=${otherCarId}`);
    expect(all.count).toBe(5);
    expect(all.rows.map((r) => r.id)).toEqual(mine.map((o) => o.id).reverse());
    const second = await listData(`carId=${otherCarId}&offset=2&limit=2`);
    expect(second).toMatchObject({ count: 5 });
    expect(second.rows.map((r) => r.id)).toEqual([mine[2]!.id, mine[1]!.id]);
  });

  it('filters by car, buyer and status and sorts by amount', async () => {
    expect((await listData(`carId=${otherCarId}&buyerId=${f.dealer.id}`)).count).toBe(2);
    expect((await listData(`carId=${otherCarId}&status=accepted`)).rows.map((r) => r.id)).toEqual([
      mine[4]!.id,
    ]);
    const byAmount = await listData(`carId=${otherCarId}&sortBy=amount&sortDirection=ASC`);
    expect(byAmount.rows.map((r) => r.amount)).toEqual([1000, 2000, 3000, 4000, 5000]);
    const bad = await t.as('SA', { method: 'GET', url: '/api/v1/offers/?status=won' });
    expect(bad.json().details.fieldErrors).toEqual({
      status: ['Must be one of: pending, accepted, rejected, cancelled'],
    });
  });
});

describe('moving an offer between statuses', () => {
  // Staff may only cancel; accepting and rejecting are the seller's, in the marketplace app.
  const allowed: Record<OfferStatus, OfferStatus[]> = {
    pending: ['cancelled'],
    accepted: [],
    rejected: [],
    cancelled: [],
  };
  for (const from of offerStatuses) {
    for (const to of offerStatuses) {
      const ok = allowed[from].includes(to);
      it(`${ok ? 'allows' : 'refuses'} ${from} → ${to}`, async () => {
        const offer = await makeOffer();
        if (from !== 'pending') {
          await t.database.db.update(offers).set({ status: from }).where(eq(offers.id, offer.id));
        }
        const response = await t.as('ADMIN', {
          method: 'POST',
          url: `/api/v1/offers/${offer.id}/status`,
          payload: { status: to },
        });
        if (ok) {
          expect(dataOf<Offer>(response)).toMatchObject({ status: to, version: 2 });
        } else {
          expect(response.statusCode).toBe(409);
          const moves = allowed[from].length > 0 ? allowed[from].join(', ') : 'none';
          expect(response.json()).toMatchObject({
            code: 'INVALID_TRANSITION',
            message: `An offer cannot go from ${from} to ${to}; allowed from ${from}: ${moves}`,
          });
        }
      });
    }
  }

  it('tells staff who try to accept or reject that they may only cancel', async () => {
    const offer = await makeOffer();
    for (const status of ['accepted', 'rejected']) {
      const response = await t.as('SA', {
        method: 'POST',
        url: `/api/v1/offers/${offer.id}/status`,
        payload: { status },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().details).toEqual({
        from: 'pending',
        to: status,
        allowed: ['cancelled'],
      });
    }
  });
});

describe('changing an offer', () => {
  it('changes the amount of a pending offer with the version read, and refuses a stale one', async () => {
    const offer = await makeOffer();
    const patch = (amount: number) =>
      t.as('SA', {
        method: 'PATCH',
        url: `/api/v1/offers/${offer.id}`,
        payload: { amount, version: 1 },
      });
    expect(dataOf<Offer>(await patch(7_500_000))).toMatchObject({ amount: 7_500_000, version: 2 });
    const stale = await patch(7_000_000);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
  });

  it('refuses to change an offer that is no longer pending', async () => {
    const offer = await makeOffer();
    dataOf(
      await t.as('SA', {
        method: 'POST',
        url: `/api/v1/offers/${offer.id}/status`,
        payload: { status: 'cancelled' },
      }),
    );
    const response = await t.as('SA', {
      method: 'PATCH',
      url: `/api/v1/offers/${offer.id}`,
      payload: { amount: 1, version: 2 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This offer is cancelled; only a pending offer can be changed',
    });
  });

  it('trashes and restores an offer, auditing every write', async () => {
    const admin = await t.signIn('ADMIN');
    const offer = dataOf<Offer>(
      await t.as('ADMIN', {
        method: 'POST',
        url: '/api/v1/offers',
        payload: { carId, buyerId: f.buyer.id, amount: 500 },
      }),
    );
    dataOf(await t.as('ADMIN', { method: 'DELETE', url: `/api/v1/offers/${offer.id}` }));
    expect((await listData(`deleted=true&carId=${carId}`)).rows.map((r) => r.id)).toContain(
      offer.id,
    );
    dataOf(await t.as('ADMIN', { method: 'POST', url: `/api/v1/offers/${offer.id}/restore` }));
    dataOf(
      await t.as('ADMIN', {
        method: 'POST',
        url: `/api/v1/offers/${offer.id}/status`,
        payload: { status: 'cancelled' },
      }),
    );
    const rows = await auditEntries(t, { resource: 'offers', recordId: offer.id });
    expect(rows.map((r) => r.action)).toEqual(['create', 'delete', 'restore', 'status']);
    expect(rows.every((r) => r.actorId === admin.admin.id)).toBe(true);
    expect(rows[3]).toMatchObject({
      before: { status: 'pending' },
      after: { status: 'cancelled' },
    });
  });

  it('is closed to editors', async () => {
    const response = await t.as('EDITOR', { method: 'GET', url: '/api/v1/offers/' });
    expect(response.statusCode).toBe(403);
  });
});
