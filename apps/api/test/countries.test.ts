import type { Brand, Country } from '@showroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp, auditEntries } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const create = (payload: Record<string, unknown>) =>
  t.as('SA', { method: 'POST', url: '/api/v1/countries', payload });
const list = (query = '') => t.as('SA', { method: 'GET', url: `/api/v1/countries/?${query}` });
const names = async (query = '') => dataOf<Country[]>(await list(query)).map((c) => c.nameEn);

describe('creating a country', () => {
  it('stores the ISO code upper-cased', async () => {
    const country = dataOf<Country>(
      await create({ nameEn: 'Japan', nameAr: 'اليابان', code: 'jp' }),
    );
    expect(country).toMatchObject({ nameEn: 'Japan', code: 'JP', isActive: true, version: 1 });
  });

  it.each([['XX'], ['J'], ['JPN'], ['1A'], ['UK']])(
    'refuses %s, which is not an ISO 3166-1 alpha-2 code',
    async (code) => {
      const response = await create({ nameEn: 'Somewhere', code });
      expect(response.statusCode).toBe(400);
      expect(response.json().details.fieldErrors).toEqual({
        code: ['Must be an ISO 3166-1 alpha-2 country code, like AE'],
      });
    },
  );

  it('refuses a code or an English name that another country has', async () => {
    const sameCode = await create({ nameEn: 'Nippon', code: 'JP' });
    expect(sameCode.statusCode).toBe(409);
    expect(sameCode.json().details.fieldErrors).toEqual({
      code: ['A country with this code already exists'],
    });
    const sameName = await create({ nameEn: 'JAPAN', code: 'JE' });
    expect(sameName.json().details.fieldErrors).toEqual({
      nameEn: ['A country with this English name already exists'],
    });
  });
});

describe('the plain list at /countries/', () => {
  beforeAll(async () => {
    const rows: [string, string, string, boolean][] = [
      ['United Arab Emirates', 'الإمارات العربية المتحدة', 'AE', true],
      ['Germany', 'ألمانيا', 'DE', true],
      ['Korea', 'كوريا', 'KR', false],
      ['Bahrain', 'البحرين', 'BH', true],
    ];
    for (const [nameEn, nameAr, code, isActive] of rows)
      dataOf(await create({ nameEn, nameAr, code, isActive }));
  });

  it('answers every country as an array, by English name', async () => {
    expect(await names()).toEqual(['Bahrain', 'Germany', 'Japan', 'Korea', 'United Arab Emirates']);
    expect(await names('sortBy=code&sortDirection=DESC')).toEqual([
      'Korea',
      'Japan',
      'Germany',
      'Bahrain',
      'United Arab Emirates',
    ]);
  });

  it('searches names and codes, and filters by the active flag', async () => {
    expect(await names(`search=${encodeURIComponent('ألمان')}`)).toEqual(['Germany']);
    expect(await names('search=ae')).toEqual(['United Arab Emirates']);
    expect(await names('isActive=false')).toEqual(['Korea']);
  });
});

describe('deleting a country', () => {
  it('is refused while brands name it as their origin, saying how many', async () => {
    const country = dataOf<Country>(await create({ nameEn: 'Italy', code: 'IT' }));
    const brand = (nameEn: string, isActive = true) =>
      t.as('SA', {
        method: 'POST',
        url: '/api/v1/brand',
        payload: { nameEn, countryId: country.id, isActive },
      });
    const ferrari = dataOf<Brand>(await brand('Ferrari'));
    dataOf(await brand('Lancia', false));

    const refused = await t.as('SA', { method: 'DELETE', url: `/api/v1/countries/${country.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This country is the origin of 2 brands; move them to another country first',
      details: { usedBy: { resource: 'brands', field: 'countryId', count: 2 } },
    });
    expect(await names('search=Italy')).toEqual(['Italy']);

    // Brands in the trash do not hold a country back.
    dataOf(await t.as('SA', { method: 'DELETE', url: `/api/v1/brand/${ferrari.id}` }));
    const stillOne = await t.as('SA', { method: 'DELETE', url: `/api/v1/countries/${country.id}` });
    expect(stillOne.json().message).toBe(
      'This country is the origin of 1 brand; move it to another country first',
    );
  });

  it('moves an unused country to the trash, frees its code, and restores it', async () => {
    const country = dataOf<Country>(await create({ nameEn: 'France', code: 'FR' }));
    const url = `/api/v1/countries/${country.id}`;
    dataOf(await t.as('ADMIN', { method: 'DELETE', url }));
    expect(await names('search=France')).toEqual([]);
    expect(await names('deleted=true')).toEqual(['France']);
    const again = dataOf<Country>(await create({ nameEn: 'République française', code: 'fr' }));
    const restore = await t.as('ADMIN', { method: 'POST', url: `${url}/restore` });
    expect(restore.statusCode).toBe(409);
    expect(restore.json().details.fieldErrors).toEqual({
      code: ['A country with this code already exists'],
    });
    dataOf(await t.as('ADMIN', { method: 'DELETE', url: `/api/v1/countries/${again.id}` }));
    dataOf(await t.as('ADMIN', { method: 'POST', url: `${url}/restore` }));
    expect(await names('search=France')).toEqual(['France']);
    const actions = await auditEntries(t, { resource: 'countries', recordId: country.id });
    expect(actions.map((r) => r.action)).toEqual(['create', 'delete', 'restore']);
  });

  it('refuses a change made against a stale version', async () => {
    const country = dataOf<Country>(await create({ nameEn: 'Oman', code: 'OM' }));
    const url = `/api/v1/countries/${country.id}`;
    dataOf(await t.as('SA', { method: 'PATCH', url, payload: { nameAr: 'عُمان', version: 1 } }));
    const stale = await t.as('SA', {
      method: 'PATCH',
      url,
      payload: { isActive: false, version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
  });
});
