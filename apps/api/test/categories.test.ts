import type { Category, Page } from '@showroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp, auditEntries } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const create = (payload: Record<string, unknown>) =>
  t.as('SA', { method: 'POST', url: '/api/v1/category', payload });
const list = (query: string) =>
  t.as('SA', { method: 'GET', url: `/api/v1/category/admin?${query}` });
const listData = async (query: string) => dataOf<Page<Category>>(await list(query));

describe('creating a category', () => {
  it('stores it active, at sort order 0 and version 1', async () => {
    const category = dataOf<Category>(
      await create({ nameEn: ' Sedan ', nameAr: 'سيدان', imageUrl: '/uploads/2026/11/sedan.webp' }),
    );
    expect(category).toMatchObject({
      nameEn: 'Sedan',
      nameAr: 'سيدان',
      imageUrl: '/uploads/2026/11/sedan.webp',
      isActive: true,
      sortOrder: 0,
      version: 1,
      deletedAt: null,
    });
    expect(
      dataOf<Category>(await t.as('SA', { method: 'GET', url: `/api/v1/category/${category.id}` })),
    ).toEqual(category);
  });

  it('names every invalid field', async () => {
    const response = await create({
      nameEn: ' ',
      nameAr: 'Sedan',
      imageUrl: 'ftp://example.com/a.png',
      isActive: 'yes',
      sortOrder: -1,
      slug: 'sedan',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      nameEn: ['Required'],
      nameAr: ['Must be written in Arabic'],
      imageUrl: ['Must be an uploaded file or an http(s) URL'],
      isActive: ['Must be true or false'],
      sortOrder: ['Must be 0 or more'],
      slug: ['Unknown field'],
    });
  });

  it('refuses a second category with the same English name, in any case', async () => {
    const response = await create({ nameEn: 'SEDAN' });
    expect(response.statusCode).toBe(409);
    expect(response.json().details.fieldErrors).toEqual({
      nameEn: ['A category with this English name already exists'],
    });
  });
});

describe('listing categories at /category/admin', () => {
  beforeAll(async () => {
    const names: [string, string][] = [
      ['Off-roader', 'دفع رباعي'],
      ['Hatchback', 'هاتشباك'],
      ['Coupe', 'كوبيه'],
      ['Convertible', 'مكشوفة'],
      ['Pickup', 'بيك أب'],
      ['Van', 'فان'],
      ['Crossover', 'كروس أوفر'],
    ];
    for (const [i, [nameEn, nameAr]] of names.entries()) {
      dataOf(await create({ nameEn, nameAr, sortOrder: 10 - i, isActive: i % 3 !== 0 }));
    }
  });

  it('pages with offset and limit, counting every match', async () => {
    const pages = await Promise.all(
      [0, 3, 6].map((offset) =>
        listData(`offset=${offset}&limit=3&sortBy=nameEn&sortDirection=ASC`),
      ),
    );
    expect(pages.map((p) => p.count)).toEqual([8, 8, 8]);
    expect(pages.map((p) => p.rows.length)).toEqual([3, 3, 2]);
    expect(pages.flatMap((p) => p.rows.map((r) => r.nameEn))).toEqual([
      'Convertible',
      'Coupe',
      'Crossover',
      'Hatchback',
      'Off-roader',
      'Pickup',
      'Sedan',
      'Van',
    ]);
    expect(await listData('offset=8&limit=3')).toEqual({ count: 8, rows: [] });
  });

  it('answers newest first by default, 20 to a page', async () => {
    const ids = (await listData('')).rows.map((r) => r.id);
    expect(ids).toHaveLength(8);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('sorts by sort order and refuses a column that is not offered', async () => {
    const bySortOrder = await listData('sortBy=sortOrder&sortDirection=ASC&limit=2');
    expect(bySortOrder.rows.map((r) => [r.nameEn, r.sortOrder])).toEqual([
      ['Sedan', 0],
      ['Crossover', 4],
    ]);
    const bad = await list('sortBy=imageUrl&sortDirection=sideways');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fieldErrors).toEqual({
      sortBy: ['Must be one of: id, nameEn, sortOrder, createdAt, updatedAt'],
      sortDirection: ['Must be ASC or DESC'],
    });
  });

  it('searches the English and the Arabic name', async () => {
    expect((await listData('search=cO')).rows.map((r) => r.nameEn).sort()).toEqual([
      'Convertible',
      'Coupe',
    ]);
    const arabic = await listData(`search=${encodeURIComponent('رباعي')}`);
    expect(arabic.rows.map((r) => r.nameEn)).toEqual(['Off-roader']);
  });

  it('filters by the active flag', async () => {
    const inactive = await listData('isActive=false');
    expect(inactive.rows.map((r) => r.nameEn).sort()).toEqual([
      'Convertible',
      'Crossover',
      'Off-roader',
    ]);
    expect((await listData('isActive=true')).count).toBe(5);
    const bad = await list('isActive=maybe');
    expect(bad.json().details.fieldErrors).toEqual({ isActive: ['Must be true or false'] });
  });
});

describe('changing, trashing and restoring a category', () => {
  it('applies a partial change and refuses a stale version with 409', async () => {
    const category = dataOf<Category>(await create({ nameEn: 'Roadster' }));
    const url = `/api/v1/category/${category.id}`;
    const changed = dataOf<Category>(
      await t.as('EDITOR', { method: 'PATCH', url, payload: { sortOrder: 5, version: 1 } }),
    );
    expect(changed).toMatchObject({ nameEn: 'Roadster', sortOrder: 5, version: 2 });
    const stale = await t.as('SA', {
      method: 'PATCH',
      url,
      payload: { isActive: false, version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', details: { currentVersion: 2 } });
  });

  it('moves a deleted category to the trash and brings it back', async () => {
    const category = dataOf<Category>(await create({ nameEn: 'Limousine' }));
    dataOf(await t.as('SA', { method: 'DELETE', url: `/api/v1/category/${category.id}` }));
    expect((await listData('search=Limousine')).count).toBe(0);
    expect((await listData('deleted=true')).rows.map((r) => r.nameEn)).toEqual(['Limousine']);
    const restored = dataOf<Category>(
      await t.as('SA', { method: 'POST', url: `/api/v1/category/${category.id}/restore` }),
    );
    expect(restored).toMatchObject({ deletedAt: null, version: 3 });
    expect((await listData('search=Limousine')).count).toBe(1);
  });

  it('lets an editor create and change but not delete', async () => {
    const category = dataOf<Category>(
      await t.as('EDITOR', { method: 'POST', url: '/api/v1/category', payload: { nameEn: 'Kei' } }),
    );
    const response = await t.as('EDITOR', {
      method: 'DELETE',
      url: `/api/v1/category/${category.id}`,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You do not have permission to delete categories');
  });

  it('writes one audit row per write, with the row before and after', async () => {
    const category = dataOf<Category>(await create({ nameEn: 'Minivan' }));
    const url = `/api/v1/category/${category.id}`;
    dataOf(await t.as('SA', { method: 'PATCH', url, payload: { nameAr: 'ميني فان', version: 1 } }));
    dataOf(await t.as('SA', { method: 'DELETE', url }));
    const rows = await auditEntries(t, { resource: 'categories', recordId: category.id });
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(rows[1]).toMatchObject({
      before: { nameAr: null, version: 1 },
      after: { nameAr: 'ميني فان', version: 2 },
    });
  });
});
