import type { Brand, Page } from '@showroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, countries } from '../src/db/schema';
import { createTestApp, dataOf, type TestApp, auditEntries } from './helpers';

let t: TestApp;
let japanId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [japan] = await t.database.db
    .insert(countries)
    .values({ nameEn: 'Japan', nameAr: 'اليابان', code: 'JP' })
    .returning();
  japanId = japan!.id;
});
afterAll(async () => t.close());

const create = (payload: Record<string, unknown>) =>
  t.as('SA', { method: 'POST', url: '/api/v1/brand', payload });
const list = (query: string) => t.as('SA', { method: 'GET', url: `/api/v1/brand/admin?${query}` });
const listData = async (query: string) => dataOf<Page<Brand>>(await list(query));

describe('creating a brand', () => {
  it('stores it and answers 200 with the record at version 1', async () => {
    const response = await create({
      nameEn: '  Toyota ',
      nameAr: 'تويوتا',
      countryId: japanId,
      logoUrl: '/uploads/2026/11/logo.png',
    });
    const brand = dataOf<Brand>(response);
    expect(brand).toMatchObject({
      nameEn: 'Toyota',
      nameAr: 'تويوتا',
      countryId: japanId,
      isActive: true,
      sortOrder: 0,
      version: 1,
      deletedAt: null,
    });
    const read = dataOf<Brand>(
      await t.as('SA', { method: 'GET', url: `/api/v1/brand/${brand.id}` }),
    );
    expect(read).toEqual(brand);
  });

  it('names every invalid field', async () => {
    const response = await create({
      nameEn: '',
      nameAr: 'Latin letters',
      logoUrl: 'javascript:alert(1)',
      countryId: -3,
      sortOrder: 1.5,
      colour: 'red',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      nameEn: ['Required'],
      nameAr: ['Must be written in Arabic'],
      logoUrl: ['Must be an uploaded file or an http(s) URL'],
      countryId: ['Must be a positive id'],
      sortOrder: ['Must be a whole number'],
      colour: ['Unknown field'],
    });
  });

  it('refuses a second brand with the same English name, in any case', async () => {
    const response = await create({ nameEn: 'TOYOTA' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      details: { fieldErrors: { nameEn: ['A brand with this English name already exists'] } },
    });
  });

  it('refuses a country that does not exist, on the countryId field', async () => {
    const response = await create({ nameEn: 'Nowhere Motors', countryId: 99999 });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      countryId: ['This country does not exist'],
    });
  });
});

describe('listing brands', () => {
  beforeAll(async () => {
    const names = [
      'Audi',
      'BMW',
      'Chevrolet',
      'Dodge',
      'Ferrari',
      'Genesis',
      'Honda',
      'Isuzu',
      'Jeep',
      'Kia',
      '100% Electric',
      'Under_Score',
    ];
    for (const [i, nameEn] of names.entries()) {
      dataOf(
        await create({
          nameEn,
          sortOrder: i + 1,
          isActive: i % 2 === 0,
          countryId: i < 3 ? japanId : null,
        }),
      );
    }
  });

  it('pages with offset and limit and counts every match', async () => {
    const all = await listData('limit=100');
    expect(all.count).toBe(13);
    const pages = await Promise.all(
      [0, 5, 10].map((offset) =>
        listData(`offset=${offset}&limit=5&sortBy=nameEn&sortDirection=ASC`),
      ),
    );
    expect(pages.map((p) => p.rows.length)).toEqual([5, 5, 3]);
    expect(pages.every((p) => p.count === 13)).toBe(true);
    // The pages, put together, are exactly the whole sorted list: nothing repeated or skipped.
    const whole = await listData('limit=100&sortBy=nameEn&sortDirection=ASC');
    expect(pages.flatMap((p) => p.rows.map((r) => r.id))).toEqual(whole.rows.map((r) => r.id));
    expect(whole.rows.slice(0, 3).map((r) => r.nameEn)).toEqual(['100% Electric', 'Audi', 'BMW']);
    const beyond = await listData('offset=50&limit=5');
    expect(beyond).toEqual({ count: 13, rows: [] });
  });

  it('defaults to 20 rows, newest first', async () => {
    const page = await listData('');
    expect(page.rows.length).toBe(13);
    const ids = page.rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('sorts by a whitelisted column and rejects others', async () => {
    const bySort = await listData('sortBy=sortOrder&sortDirection=ASC&limit=3');
    expect(bySort.rows.map((r) => r.nameEn)).toEqual(['Toyota', 'Audi', 'BMW']);
    const bad = await list('sortBy=passwordHash');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details.fieldErrors)).toEqual(['sortBy']);
  });

  it('searches English and Arabic names, case-insensitively, with % and _ taken literally', async () => {
    expect((await listData('search=toy')).rows.map((r) => r.nameEn)).toEqual(['Toyota']);
    expect(
      (await listData(`search=${encodeURIComponent('تويو')}`)).rows.map((r) => r.nameEn),
    ).toEqual(['Toyota']);
    expect((await listData('search=%25')).rows.map((r) => r.nameEn)).toEqual(['100% Electric']);
    expect((await listData('search=_')).rows.map((r) => r.nameEn)).toEqual(['Under_Score']);
  });

  it('filters by country and by active flag', async () => {
    const fromJapan = await listData(`countryId=${japanId}&limit=100`);
    expect(fromJapan.count).toBe(4);
    const inactive = await listData('isActive=false&limit=100');
    expect(inactive.rows.every((r) => !r.isActive)).toBe(true);
    expect(inactive.count).toBe(6);
  });

  it('rejects out-of-range paging with the field named', async () => {
    const response = await list('offset=-1&limit=1000');
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      offset: ['Must be 0 or more'],
      limit: ['Must be at most 100'],
    });
  });
});

describe('changing a brand', () => {
  it('applies a partial change with the version read, and bumps the version', async () => {
    const brand = dataOf<Brand>(await create({ nameEn: 'Lada', sortOrder: 3 }));
    const changed = dataOf<Brand>(
      await t.as('SA', {
        method: 'PATCH',
        url: `/api/v1/brand/${brand.id}`,
        payload: { nameAr: 'لادا', version: 1 },
      }),
    );
    expect(changed).toMatchObject({ nameEn: 'Lada', nameAr: 'لادا', sortOrder: 3, version: 2 });
    expect(new Date(changed.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(brand.updatedAt).getTime(),
    );
  });

  it('answers 409 STALE_VERSION when someone else changed it first, and keeps their change', async () => {
    const brand = dataOf<Brand>(await create({ nameEn: 'Saab' }));
    const first = await t.as('SA', {
      method: 'PATCH',
      url: `/api/v1/brand/${brand.id}`,
      payload: { sortOrder: 7, version: 1 },
    });
    expect(first.statusCode).toBe(200);
    const second = await t.as('ADMIN', {
      method: 'PATCH',
      url: `/api/v1/brand/${brand.id}`,
      payload: { sortOrder: 9, version: 1 },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'STALE_VERSION', details: { currentVersion: 2 } });
    const stored = dataOf<Brand>(
      await t.as('SA', { method: 'GET', url: `/api/v1/brand/${brand.id}` }),
    );
    expect(stored).toMatchObject({ sortOrder: 7, version: 2 });
  });

  it('requires the version', async () => {
    const response = await t.as('SA', {
      method: 'PATCH',
      url: '/api/v1/brand/1',
      payload: { sortOrder: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      version: ['The record version is required'],
    });
  });

  it('refuses unknown fields in a change, as on create', async () => {
    const response = await t.as('SA', {
      method: 'PATCH',
      url: '/api/v1/brand/1',
      payload: { colour: 'red', version: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({ colour: ['Unknown field'] });
  });

  it('answers 404 for a brand that does not exist', async () => {
    const response = await t.as('SA', {
      method: 'PATCH',
      url: '/api/v1/brand/424242',
      payload: { sortOrder: 1, version: 1 },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Brand not found' });
    const badId = await t.as('SA', { method: 'GET', url: '/api/v1/brand/abc' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().details.fieldErrors).toEqual({ id: ['Must be a number'] });
  });
});

describe('trash and restore', () => {
  it('moves a deleted brand to the trash, out of the list, and restores it', async () => {
    const brand = dataOf<Brand>(await create({ nameEn: 'Pontiac' }));
    const deleted = dataOf<Brand>(
      await t.as('SA', { method: 'DELETE', url: `/api/v1/brand/${brand.id}` }),
    );
    expect(deleted.deletedAt).not.toBeNull();

    expect((await listData('search=Pontiac')).count).toBe(0);
    const trash = await listData('deleted=true&search=Pontiac');
    expect(trash.rows.map((r) => r.id)).toEqual([brand.id]);
    expect(
      (await t.as('SA', { method: 'DELETE', url: `/api/v1/brand/${brand.id}` })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.as('SA', {
          method: 'PATCH',
          url: `/api/v1/brand/${brand.id}`,
          payload: { sortOrder: 1, version: deleted.version },
        })
      ).statusCode,
    ).toBe(404);

    const restored = dataOf<Brand>(
      await t.as('SA', { method: 'POST', url: `/api/v1/brand/${brand.id}/restore` }),
    );
    expect(restored).toMatchObject({ deletedAt: null, nameEn: 'Pontiac' });
    expect((await listData('search=Pontiac')).count).toBe(1);
    const again = await t.as('SA', { method: 'POST', url: `/api/v1/brand/${brand.id}/restore` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Brand is not in the trash');
  });

  it('frees the name of a deleted brand, and refuses to restore over a new one', async () => {
    const old = dataOf<Brand>(await create({ nameEn: 'Datsun' }));
    dataOf(await t.as('SA', { method: 'DELETE', url: `/api/v1/brand/${old.id}` }));
    dataOf(await create({ nameEn: 'Datsun' }));
    const restore = await t.as('SA', { method: 'POST', url: `/api/v1/brand/${old.id}/restore` });
    expect(restore.statusCode).toBe(409);
    expect(restore.json().details.fieldErrors).toEqual({
      nameEn: ['A brand with this English name already exists'],
    });
  });
});

describe('audit log', () => {
  it('refuses to restore a brand whose country went to the trash meanwhile, and writes nothing', async () => {
    const [country] = await t.database.db
      .insert(countries)
      .values({ nameEn: 'Lapland', code: 'LP' })
      .returning();
    const brand = dataOf<Brand>(
      await create({ nameEn: 'Reindeer Motors', countryId: country!.id }),
    );
    dataOf(await t.as('SA', { method: 'DELETE', url: `/api/v1/brand/${brand.id}` }));
    // A brand in the trash does not hold its country back.
    dataOf(await t.as('SA', { method: 'DELETE', url: `/api/v1/countries/${country!.id}` }));

    const restore = () => t.as('SA', { method: 'POST', url: `/api/v1/brand/${brand.id}/restore` });
    const refused = await restore();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      details: { fieldErrors: { countryId: ['This country does not exist'] } },
    });
    expect(await listData('search=Reindeer')).toMatchObject({ count: 0 });
    expect((await auditEntries(t, { resource: 'brands', recordId: brand.id })).length).toBe(2);

    dataOf(await t.as('SA', { method: 'POST', url: `/api/v1/countries/${country!.id}/restore` }));
    expect(dataOf<Brand>(await restore())).toMatchObject({
      deletedAt: null,
      countryId: country!.id,
    });
  });

  it('records who created, changed, deleted and restored a brand, with before and after', async () => {
    const admin = await t.signIn('ADMIN');
    const brand = dataOf<Brand>(
      await t.as('ADMIN', { method: 'POST', url: '/api/v1/brand', payload: { nameEn: 'Rover' } }),
    );
    dataOf(
      await t.as('ADMIN', {
        method: 'PATCH',
        url: `/api/v1/brand/${brand.id}`,
        payload: { nameEn: 'Rover Cars', version: 1 },
      }),
    );
    dataOf(await t.as('ADMIN', { method: 'DELETE', url: `/api/v1/brand/${brand.id}` }));
    dataOf(await t.as('ADMIN', { method: 'POST', url: `/api/v1/brand/${brand.id}/restore` }));

    const rows = await auditEntries(t, { resource: 'brands', recordId: brand.id });
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete', 'restore']);
    expect(rows.every((r) => r.actorId === admin.admin.id && r.ip === '127.0.0.1')).toBe(true);
    expect(rows[1]).toMatchObject({
      before: { nameEn: 'Rover' },
      after: { nameEn: 'Rover Cars', version: 2 },
    });
  });

  it('writes nothing when the write fails', async () => {
    const before = await t.database.db.select().from(auditLog);
    expect((await create({ nameEn: 'Toyota' })).statusCode).toBe(409);
    expect(await t.database.db.select().from(auditLog)).toHaveLength(before.length);
  });
});

describe('paging limits', () => {
  it('refuses an offset too large for the database with a 400 naming it', async () => {
    const response = await list('offset=5000000000');
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({ offset: ['Must be at most 1000000000'] });
  });
});

describe('a country in the trash', () => {
  let trashedId: number;
  beforeAll(async () => {
    const [trashed] = await t.database.db
      .insert(countries)
      .values({ nameEn: 'Atlantis', code: 'AQ', deletedAt: new Date() })
      .returning();
    trashedId = trashed!.id;
  });

  it('is refused on create, on the countryId field, and nothing is written', async () => {
    const before = await t.database.db.select().from(auditLog);
    const response = await create({ nameEn: 'Sunken Motors', countryId: trashedId });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      countryId: ['This country does not exist'],
    });
    expect(await listData('search=Sunken')).toMatchObject({ count: 0 });
    expect(await t.database.db.select().from(auditLog)).toHaveLength(before.length);
  });

  it('is refused on a change, which leaves the brand as it was', async () => {
    const brand = dataOf<Brand>(await create({ nameEn: 'Dry Motors', countryId: japanId }));
    const response = await t.as('SA', {
      method: 'PATCH',
      url: `/api/v1/brand/${brand.id}`,
      payload: { countryId: trashedId, version: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      countryId: ['This country does not exist'],
    });
    const read = dataOf<Brand>(
      await t.as('SA', { method: 'GET', url: `/api/v1/brand/${brand.id}` }),
    );
    expect(read).toEqual(brand);
  });

  it('does not stop a change that leaves the country alone or clears it', async () => {
    const brand = dataOf<Brand>(await create({ nameEn: 'Calm Motors', countryId: japanId }));
    const changed = dataOf<Brand>(
      await t.as('SA', {
        method: 'PATCH',
        url: `/api/v1/brand/${brand.id}`,
        payload: { countryId: null, version: 1 },
      }),
    );
    expect(changed).toMatchObject({ countryId: null, version: 2 });
  });
});
