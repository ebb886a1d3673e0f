import type { Package, Page } from '@showroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp, auditEntries } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (payload: Record<string, unknown>) =>
  t.as('SA', { method: 'POST', url: '/api/v1/packs', payload });
const create = async (payload: Record<string, unknown>) =>
  dataOf<Package>(await post({ price: 9_900, durationDays: 30, adsLimit: 5, ...payload }));
const listData = async (query: string) =>
  dataOf<Page<Package>>(await t.as('SA', { method: 'GET', url: `/api/v1/packs/admin?${query}` }));

describe('creating a package', () => {
  it('stores the bilingual package with its defaults', async () => {
    const pack = await create({
      nameEn: 'Silver',
      nameAr: 'فضي',
      descriptionEn: 'Five ads for a month',
      descriptionAr: 'خمسة إعلانات لمدة شهر',
      currency: 'sar',
    });
    expect(pack).toMatchObject({
      nameEn: 'Silver',
      nameAr: 'فضي',
      price: 9_900,
      currency: 'SAR',
      durationDays: 30,
      adsLimit: 5,
      featuredAdsLimit: 0,
      isActive: true,
      sortOrder: 0,
      version: 1,
    });
    expect((await create({ nameEn: 'Default currency' })).currency).toBe('AED');
  });

  it('names every invalid field', async () => {
    const response = await post({
      nameEn: ' ',
      nameAr: 'Silver',
      descriptionAr: 'English only',
      price: -1,
      currency: 'DOLLARS',
      durationDays: 0,
      adsLimit: 1.5,
      featuredAdsLimit: -1,
      isActive: 'yes',
      sortOrder: 100_001,
      ads: 3,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      nameEn: ['Required'],
      nameAr: ['Must be written in Arabic'],
      descriptionAr: ['Must be written in Arabic'],
      price: ['Must be 0 or more'],
      currency: ['Must be an ISO 4217 currency code, like AED'],
      durationDays: ['Must be at least 1'],
      adsLimit: ['Must be a whole number'],
      featuredAdsLimit: ['Must be 0 or more'],
      isActive: ['Must be true or false'],
      sortOrder: ['Must be at most 100000'],
      ads: ['Unknown field'],
    });
  });

  it('lasts 1 to 3650 days', async () => {
    expect((await create({ nameEn: 'Ten years', durationDays: 3650 })).durationDays).toBe(3650);
    const response = await post({ nameEn: 'Forever', price: 0, durationDays: 3651, adsLimit: 1 });
    expect(response.json().details.fieldErrors).toEqual({
      durationDays: ['Must be at most 3650'],
    });
  });

  it('never features more ads than it allows, on create or on change', async () => {
    const response = await post({
      nameEn: 'Odd',
      price: 0,
      durationDays: 7,
      adsLimit: 2,
      featuredAdsLimit: 3,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      featuredAdsLimit: ['Must not exceed the ads limit (2)'],
    });
    const pack = await create({ nameEn: 'Featured three', adsLimit: 5, featuredAdsLimit: 3 });
    const lowered = await t.as('SA', {
      method: 'PATCH',
      url: `/api/v1/packs/${pack.id}`,
      payload: { adsLimit: 2, version: 1 },
    });
    expect(lowered.json().details.fieldErrors).toEqual({
      featuredAdsLimit: ['Must not exceed the ads limit (2)'],
    });
  });

  it('refuses a second package with the same English name, in any case', async () => {
    await create({ nameEn: 'Gold' });
    const response = await post({ nameEn: 'GOLD', price: 0, durationDays: 1, adsLimit: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().details.fieldErrors).toEqual({
      nameEn: ['A package with this English name already exists'],
    });
  });
});

describe('listing packages', () => {
  it('pages newest first, counting every package', async () => {
    const all = await listData('limit=100');
    const page = await listData('offset=1&limit=2');
    expect(page.count).toBe(all.count);
    expect(page.rows.map((r) => r.id)).toEqual(all.rows.slice(1, 3).map((r) => r.id));
    const ids = all.rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('filters by active flag, searches names and sorts by price or display order', async () => {
    const hidden = await create({ nameEn: 'Legacy bronze', isActive: false, sortOrder: 9 });
    expect((await listData('isActive=false')).rows.map((r) => r.id)).toEqual([hidden.id]);
    expect((await listData('search=BRONZE')).rows.map((r) => r.id)).toEqual([hidden.id]);
    expect((await listData(`search=${encodeURIComponent('فضي')}`)).rows[0]?.nameEn).toBe('Silver');
    const bySort = await listData('sortBy=sortOrder&sortDirection=DESC&limit=1');
    expect(bySort.rows[0]?.id).toBe(hidden.id);
    const byPrice = (await listData('sortBy=price&sortDirection=ASC&limit=100')).rows.map(
      (r) => r.price,
    );
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
  });
});

describe('changing a package', () => {
  it('applies a partial change, refuses a stale version, and audits each write', async () => {
    const admin = await t.signIn('ADMIN');
    const pack = dataOf<Package>(
      await t.as('ADMIN', {
        method: 'POST',
        url: '/api/v1/packs',
        payload: { nameEn: 'Platinum', price: 99_900, durationDays: 90, adsLimit: 20 },
      }),
    );
    const patch = (price: number) =>
      t.as('ADMIN', {
        method: 'PATCH',
        url: `/api/v1/packs/${pack.id}`,
        payload: { price, version: 1 },
      });
    expect(dataOf<Package>(await patch(89_900))).toMatchObject({ price: 89_900, version: 2 });
    expect((await patch(79_900)).json()).toMatchObject({
      code: 'STALE_VERSION',
      details: { currentVersion: 2 },
    });
    dataOf(await t.as('ADMIN', { method: 'DELETE', url: `/api/v1/packs/${pack.id}` }));
    expect((await listData('deleted=true')).rows.map((r) => r.id)).toEqual([pack.id]);
    dataOf(await t.as('ADMIN', { method: 'POST', url: `/api/v1/packs/${pack.id}/restore` }));
    const rows = await auditEntries(t, { resource: 'packages', recordId: pack.id });
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete', 'restore']);
    expect(rows.every((r) => r.actorId === admin.admin.id)).toBe(true);
  });

  it('is closed to editors', async () => {
    expect((await t.as('EDITOR', { method: 'GET', url: '/api/v1/packs/admin' })).statusCode).toBe(
      403,
    );
  });
});
