import type { CarMetaData, CylinderCount, EngineCapacity } from '@showroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries } from '../src/db/schema';
import { createTestApp, dataOf, type TestApp, auditEntries } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const capacities = '/api/v1/meta/engine-capacities';
const cylinders = '/api/v1/meta/cylinders';

describe('engine capacities at /meta/engine-capacities', () => {
  it('keeps a plain list of unique capacities between 50 and 10000 cc, smallest first', async () => {
    for (const cc of [2000, 1600, 50, 10_000]) {
      dataOf(await t.as('EDITOR', { method: 'POST', url: capacities, payload: { cc } }));
    }
    const rows = dataOf<EngineCapacity[]>(
      await t.as('EDITOR', { method: 'GET', url: `${capacities}/` }),
    );
    expect(rows.map((r) => r.cc)).toEqual([50, 1600, 2000, 10_000]);
    const descending = dataOf<EngineCapacity[]>(
      await t.as('EDITOR', { method: 'GET', url: `${capacities}/?sortDirection=DESC` }),
    );
    expect(descending.map((r) => r.cc)).toEqual([10_000, 2000, 1600, 50]);
  });

  it.each([
    [49, 'Must be at least 50'],
    [10_001, 'Must be at most 10000'],
    [1598.5, 'Must be a whole number'],
    ['2000', 'Must be a number'],
  ])('refuses %s cc', async (cc, message) => {
    const response = await t.as('SA', { method: 'POST', url: capacities, payload: { cc } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({ cc: [message] });
  });

  it('refuses a capacity already in the list', async () => {
    const response = await t.as('SA', { method: 'POST', url: capacities, payload: { cc: 1600 } });
    expect(response.statusCode).toBe(409);
    expect(response.json().details.fieldErrors).toEqual({
      cc: ['This engine capacity is already in the list'],
    });
  });

  it('trashes and restores a capacity, audited under its own name', async () => {
    const row = dataOf<EngineCapacity>(
      await t.as('SA', { method: 'POST', url: capacities, payload: { cc: 3500 } }),
    );
    dataOf(await t.as('ADMIN', { method: 'DELETE', url: `${capacities}/${row.id}` }));
    const trash = dataOf<EngineCapacity[]>(
      await t.as('SA', { method: 'GET', url: `${capacities}/?deleted=true` }),
    );
    expect(trash.map((r) => r.cc)).toEqual([3500]);
    dataOf(await t.as('ADMIN', { method: 'POST', url: `${capacities}/${row.id}/restore` }));
    const audit = await auditEntries(t, { resource: 'engine_capacities', recordId: row.id });
    expect(audit.map((r) => r.action)).toEqual(['create', 'delete', 'restore']);
  });

  it('needs the cars permission: an editor cannot delete, a guest cannot read', async () => {
    expect((await t.as('EDITOR', { method: 'DELETE', url: `${capacities}/1` })).statusCode).toBe(
      403,
    );
    expect((await t.as('GUEST', { method: 'GET', url: `${capacities}/` })).statusCode).toBe(403);
  });
});

describe('cylinder counts at /meta/cylinders', () => {
  it('keeps unique counts between 1 and 16', async () => {
    for (const count of [8, 4, 6]) {
      dataOf(await t.as('SA', { method: 'POST', url: cylinders, payload: { count } }));
    }
    const tooMany = await t.as('SA', { method: 'POST', url: cylinders, payload: { count: 17 } });
    expect(tooMany.json().details.fieldErrors).toEqual({ count: ['Must be at most 16'] });
    const none = await t.as('SA', { method: 'POST', url: cylinders, payload: { count: 0 } });
    expect(none.json().details.fieldErrors).toEqual({ count: ['Must be at least 1'] });
    const twice = await t.as('SA', { method: 'POST', url: cylinders, payload: { count: 4 } });
    expect(twice.statusCode).toBe(409);
    const rows = dataOf<CylinderCount[]>(await t.as('SA', { method: 'GET', url: `${cylinders}/` }));
    expect(rows.map((r) => r.count)).toEqual([4, 6, 8]);
  });

  it('answers a slice when offset and limit ask for one', async () => {
    const counts = async (query: string) =>
      dataOf<CylinderCount[]>(
        await t.as('SA', { method: 'GET', url: `${cylinders}/?${query}` }),
      ).map((r) => r.count);
    expect(await counts('offset=1&limit=1')).toEqual([6]);
    expect(await counts('offset=1')).toEqual([6, 8]);
    expect(await counts('limit=2&sortDirection=DESC')).toEqual([8, 6]);
    const bad = await t.as('SA', { method: 'GET', url: `${cylinders}/?limit=0` });
    expect(bad.json().details.fieldErrors).toEqual({ limit: ['Must be at least 1'] });
  });

  it('changes a count with the version read, and refuses a stale one', async () => {
    const row = dataOf<CylinderCount>(
      await t.as('SA', { method: 'POST', url: cylinders, payload: { count: 12 } }),
    );
    const changed = dataOf<CylinderCount>(
      await t.as('SA', {
        method: 'PATCH',
        url: `${cylinders}/${row.id}`,
        payload: { count: 10, version: 1 },
      }),
    );
    expect(changed).toMatchObject({ count: 10, version: 2 });
    const stale = await t.as('SA', {
      method: 'PATCH',
      url: `${cylinders}/${row.id}`,
      payload: { count: 16, version: 1 },
    });
    expect(stale.statusCode).toBe(409);
  });
});

describe('GET /cars/meta-data', () => {
  it('answers the active countries by name and the meta lists in order, without the trash', async () => {
    await t.database.db.insert(countries).values([
      { nameEn: 'Qatar', nameAr: 'قطر', code: 'QA' },
      { nameEn: 'Kuwait', nameAr: 'الكويت', code: 'KW' },
      { nameEn: 'Bahrain', code: 'BH', isActive: false },
      { nameEn: 'Oman', code: 'OM', deletedAt: new Date() },
    ]);
    const trashed = dataOf<CylinderCount>(
      await t.as('SA', { method: 'POST', url: cylinders, payload: { count: 3 } }),
    );
    dataOf(await t.as('SA', { method: 'DELETE', url: `${cylinders}/${trashed.id}` }));

    const meta = dataOf<CarMetaData>(
      await t.as('EDITOR', { method: 'GET', url: '/api/v1/cars/meta-data' }),
    );
    expect(Object.keys(meta)).toEqual(['countriesList', 'engineCapacities', 'cylindersNumbers']);
    expect(meta.countriesList).toEqual([
      { id: expect.any(Number), nameEn: 'Kuwait', nameAr: 'الكويت', code: 'KW' },
      { id: expect.any(Number), nameEn: 'Qatar', nameAr: 'قطر', code: 'QA' },
    ]);
    expect(meta.engineCapacities.map((r) => r.cc)).toEqual([50, 1600, 2000, 3500, 10_000]);
    expect(meta.cylindersNumbers.map((r) => r.count)).toEqual([4, 6, 8, 10]);
    expect(meta.cylindersNumbers[0]).toEqual({ id: expect.any(Number), count: 4 });
  });

  it('is readable with the cars read permission only', async () => {
    const guest = await t.as('GUEST', { method: 'GET', url: '/api/v1/cars/meta-data' });
    expect(guest.statusCode).toBe(403);
    expect(guest.json().message).toBe('You do not have permission to view cars');
    expect((await t.as(null, { method: 'GET', url: '/api/v1/cars/meta-data' })).statusCode).toBe(
      401,
    );
  });
});
