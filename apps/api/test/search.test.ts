import type { Brand, SearchHit } from '@showroom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, type TestApp } from './helpers';
import { carInStatus, useMarketplace, subscribe } from './marketplace-fixtures';

// The command palette's search: records found by id, name, title, email or phone in each
// resource the caller's role may read, and nowhere else.

const { t, f } = useMarketplace();
let prado: { id: number };

beforeAll(async () => {
  prado = await carInStatus(t, f, 'published', { title: 'Toyota Prado 2021', model: 'Prado' });
  await t.as('SA', {
    method: 'POST',
    url: '/api/v1/offers',
    payload: { carId: prado.id, buyerId: f.buyer.id, amount: 8_000_000 },
  });
  await carInStatus(t, f, 'pending', { title: 'Toyota Camry 2019', model: 'Camry' });
  await subscribe(t, f.seller.id, f.gold.id);
});

const search = (level: Parameters<TestApp['as']>[0], query: string) =>
  t.as(level, { method: 'GET', url: `/api/v1/admin/search?${query}` });
const hits = async (level: Parameters<TestApp['as']>[0], q: string, more = '') =>
  dataOf<SearchHit[]>(await search(level, `q=${encodeURIComponent(q)}${more}`));
const resourcesOf = (found: SearchHit[]) => [...new Set(found.map((hit) => hit.resource))];

describe('searching records from the palette', () => {
  it('finds cars by title, with their model and year as the hit’s words', async () => {
    const found = await hits('SA', 'prado');
    expect(found).toContainEqual({
      resource: 'cars',
      id: prado.id,
      title: 'Toyota Prado 2021',
      titleAr: null,
      detail: 'Prado · 2022',
    });
  });

  it('finds a person by email and by phone, and the subscription they hold', async () => {
    const byEmail = await hits('SA', 'sara@example');
    expect(byEmail).toContainEqual(
      expect.objectContaining({
        resource: 'users',
        id: f.seller.id,
        title: 'Sara Seller',
        detail: 'sara@example.com · +971500000001',
      }),
    );
    expect(byEmail).toContainEqual(
      expect.objectContaining({ resource: 'subscriptions', title: 'Sara Seller', detail: 'Gold' }),
    );
    const byPhone = await hits('SA', '500000001');
    expect(byPhone.filter((hit) => hit.resource === 'users').map((hit) => hit.id)).toEqual([
      f.seller.id,
    ]);
  });

  it('finds records by their Arabic names and answers both names', async () => {
    const found = await hits('SA', 'تويوتا');
    expect(found).toEqual([
      { resource: 'brands', id: f.toyota.id, title: 'Toyota', titleAr: 'تويوتا', detail: null },
    ]);
  });

  it('answers in the permission matrix’s order of resources', async () => {
    const found = await hits('SA', 'prado');
    expect(resourcesOf(found)).toEqual(['cars', 'offers']);
  });

  it('puts first the resource holding exactly what was typed: a person before their offers', async () => {
    expect(resourcesOf(await hits('SA', 'bilal@example'))).toEqual(['offers', 'users']);
    expect(resourcesOf(await hits('SA', 'Bilal@Example.com'))).toEqual(['users', 'offers']);
    expect(resourcesOf(await hits('SA', 'toyota'))).toEqual(['brands', 'cars', 'offers']);
  });

  it('looks a number up as an id in every resource, before the records that hold it', async () => {
    const found = await hits('SA', String(f.toyota.id));
    const brands = found.filter((hit) => hit.resource === 'brands');
    expect(brands[0]).toMatchObject({ id: f.toyota.id, title: 'Toyota' });
    expect(found.find((hit) => hit.resource === 'countries')).toMatchObject({ id: f.toyota.id });
  });

  it('finds nothing in the trash', async () => {
    const brand = dataOf<Brand>(
      await t.as('SA', { method: 'POST', url: '/api/v1/brand', payload: { nameEn: 'Lancia' } }),
    );
    expect(await hits('SA', 'lancia')).toHaveLength(1);
    await t.as('SA', { method: 'DELETE', url: `/api/v1/brand/${brand.id}` });
    expect(await hits('SA', 'lancia')).toEqual([]);
  });

  it('keeps to `limit` records a resource, newest first', async () => {
    const found = await hits('SA', 'toyota', '&limit=1');
    expect(found.filter((hit) => hit.resource === 'cars').map((hit) => hit.title)).toEqual([
      'Toyota Camry 2019',
    ]);
  });

  it('matches a typed % literally, and text shorter than three characters not at all', async () => {
    expect(await hits('SA', '100%')).toEqual([]);
    expect(await hits('SA', 'to')).toEqual([]);
  });
});

describe('what each role finds', () => {
  it('an Editor finds the catalogue but no people, offers or subscriptions', async () => {
    expect(resourcesOf(await hits('EDITOR', 'prado'))).toEqual(['cars']);
    expect(await hits('EDITOR', 'sara')).toEqual([]);
    expect(await hits('EDITOR', 'sara@example.com')).toEqual([]);
  });

  it('an Admin finds people and their subscriptions', async () => {
    expect(resourcesOf(await hits('ADMIN', 'sara'))).toEqual(['subscriptions', 'users']);
  });

  it('a Guest finds nothing, not even by id', async () => {
    expect(await hits('GUEST', 'toyota')).toEqual([]);
    expect(await hits('GUEST', String(f.seller.id))).toEqual([]);
  });

  it('nobody signed out may search', async () => {
    expect((await search(null, 'q=toyota')).statusCode).toBe(401);
  });
});

describe('a search it cannot run', () => {
  it('names the field: no text, or a limit out of range', async () => {
    const empty = await search('SA', 'q=%20');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.fieldErrors).toEqual({ q: ['Required'] });
    const tooMany = await search('SA', 'q=toyota&limit=11');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details.fieldErrors).toEqual({ limit: ['Must be at most 10'] });
  });
});
