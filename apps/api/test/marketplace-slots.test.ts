import type { Ad, Subscription } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ads } from '../src/db/schema';
import { expireEndedJob } from '../src/jobs/expire-ended';
import { runJobOnce } from '../src/jobs/runner';
import { dataOf } from './helpers';
import {
  carInStatus,
  DAY,
  inDays,
  useMarketplace,
  subscribe as subscribeTo,
} from './marketplace-fixtures';

/**
 * A subscription's slots: an ad that waits, runs or is paused holds one; trashing, rejecting
 * or expiring it gives the slot back, and restoring it from the trash takes one again under
 * the pack's limits. The Starter pack allows 2 ads, of which 1 featured.
 */

const { t, f } = useMarketplace();
let carId: number;
beforeAll(async () => {
  carId = (await carInStatus(t, f, 'published')).id;
});

const subscribe = () => subscribeTo(t, f.seller.id, f.starter.id);
const postAd = (subscriptionId: number, placement = 'home', extra: Record<string, unknown> = {}) =>
  t.as('SA', {
    method: 'POST',
    url: '/api/v1/advert',
    payload: { carId, subscriptionId, placement, ...extra },
  });
const place = async (subscriptionId: number, placement = 'home') =>
  dataOf<Ad>(await postAd(subscriptionId, placement));
const trash = (id: number) => t.as('SA', { method: 'DELETE', url: `/api/v1/advert/${id}` });
const restore = (id: number) => t.as('SA', { method: 'POST', url: `/api/v1/advert/${id}/restore` });
const moveAd = (id: number, status: string) =>
  t.as('SA', { method: 'POST', url: `/api/v1/advert/${id}/status`, payload: { status } });
const adsUsedOf = async (id: number) =>
  dataOf<Subscription>(await t.as('SA', { method: 'GET', url: `/api/v1/subs/${id}` })).adsUsed;
const readAd = async (id: number) =>
  dataOf<Ad>(await t.as('SA', { method: 'GET', url: `/api/v1/advert/${id}` }));

describe('a trashed ad', () => {
  it('gives its slot back, so another ad fits', async () => {
    const sub = await subscribe();
    const first = await place(sub.id);
    await place(sub.id);
    expect((await postAd(sub.id)).statusCode).toBe(409);

    dataOf(await trash(first.id));
    expect(await adsUsedOf(sub.id)).toBe(1);
    dataOf(await postAd(sub.id));
    expect(await adsUsedOf(sub.id)).toBe(2);
  });

  it('gives its featured slot back', async () => {
    const sub = await subscribe();
    const featured = await place(sub.id, 'featured');
    expect((await postAd(sub.id, 'featured')).statusCode).toBe(409);
    dataOf(await trash(featured.id));
    expect(dataOf<Ad>(await postAd(sub.id, 'featured')).placement).toBe('featured');
  });

  it('takes a slot again when restored, and is refused with a 409 when none is free', async () => {
    const sub = await subscribe();
    const first = await place(sub.id);
    const second = await place(sub.id);
    dataOf(await trash(first.id));
    const third = await place(sub.id);

    const refused = await restore(first.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      details: { fieldErrors: { subscriptionId: ['This subscription has used all its 2 ads'] } },
    });
    expect((await readAd(first.id)).deletedAt).not.toBeNull();
    expect(await adsUsedOf(sub.id)).toBe(2);

    dataOf(await trash(third.id));
    expect(dataOf<Ad>(await restore(first.id))).toMatchObject({ deletedAt: null, version: 3 });
    expect(await adsUsedOf(sub.id)).toBe(2);
    expect((await readAd(second.id)).deletedAt).toBeNull();
  });

  it('is refused a featured slot on restore when the featured ones are taken', async () => {
    const sub = await subscribe();
    const featured = await place(sub.id, 'featured');
    dataOf(await trash(featured.id));
    await place(sub.id, 'featured');
    const refused = await restore(featured.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.fieldErrors).toEqual({
      placement: ['This subscription has used all its 1 featured ads'],
    });
    expect(await adsUsedOf(sub.id)).toBe(1);
  });

  it('gives the last free slot to exactly one of several restored at once', async () => {
    const sub = await subscribe();
    const [a, b] = [await place(sub.id), await place(sub.id)];
    dataOf(await trash(a.id));
    dataOf(await trash(b.id));
    await place(sub.id);
    const responses = await Promise.all([restore(a.id), restore(b.id)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await adsUsedOf(sub.id)).toBe(2);
  });

  it('cannot run again under a cancelled subscription', async () => {
    const sub = await subscribe();
    const ad = await place(sub.id);
    dataOf(await trash(ad.id));
    dataOf(
      await t.as('SA', {
        method: 'POST',
        url: `/api/v1/subs/${sub.id}/status`,
        payload: { status: 'cancelled' },
      }),
    );
    const refused = await restore(ad.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.fieldErrors).toEqual({
      subscriptionId: ['This ad’s subscription is no longer active'],
    });
  });

  it('comes back without a slot when it had stopped before it was trashed', async () => {
    const sub = await subscribe();
    const rejected = await place(sub.id);
    dataOf(await moveAd(rejected.id, 'rejected'));
    dataOf(await trash(rejected.id));
    await place(sub.id);
    await place(sub.id);
    expect(dataOf<Ad>(await restore(rejected.id))).toMatchObject({
      status: 'rejected',
      deletedAt: null,
    });
    expect(await adsUsedOf(sub.id)).toBe(2);
  });
});

describe('a rejected ad', () => {
  it('gives its slot back, so another ad fits', async () => {
    const sub = await subscribe();
    const first = await place(sub.id, 'featured');
    await place(sub.id);
    dataOf(await moveAd(first.id, 'rejected'));
    expect(await adsUsedOf(sub.id)).toBe(1);
    dataOf(await postAd(sub.id, 'featured'));
    expect(await adsUsedOf(sub.id)).toBe(2);
  });

  it('gives nothing back twice when it is trashed afterwards', async () => {
    const sub = await subscribe();
    const first = await place(sub.id);
    await place(sub.id);
    dataOf(await moveAd(first.id, 'rejected'));
    dataOf(await trash(first.id));
    expect(await adsUsedOf(sub.id)).toBe(1);
  });
});

describe('pausing and resuming an ad', () => {
  it('keeps its slot', async () => {
    const sub = await subscribe();
    const ad = await place(sub.id);
    dataOf(await moveAd(ad.id, 'active'));
    dataOf(await moveAd(ad.id, 'paused'));
    dataOf(await moveAd(ad.id, 'active'));
    expect(await adsUsedOf(sub.id)).toBe(1);
  });
});

describe('an ad that expires', () => {
  it('gives its slot back while its subscription runs on', async () => {
    const sub = await subscribe();
    const short = dataOf<Ad>(await postAd(sub.id, 'featured', { endsAt: inDays(1) }));
    dataOf(await moveAd(short.id, 'active'));
    await place(sub.id);
    expect((await postAd(sub.id)).statusCode).toBe(409);

    // Two days on, the ad has ended and the 30-day subscription has not.
    const later = new Date(Date.now() + 2 * DAY);
    expect((await runJobOnce(t.database.db, expireEndedJob, later)).ran).toBe(true);
    const [stored] = await t.database.db.select().from(ads).where(eq(ads.id, short.id));
    expect(stored?.status).toBe('expired');
    expect(await adsUsedOf(sub.id)).toBe(1);
    dataOf(await postAd(sub.id, 'featured'));
  });
});
