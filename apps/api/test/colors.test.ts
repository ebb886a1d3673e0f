import type { Color, Page } from '@showroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp, auditEntries } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const create = (payload: Record<string, unknown>) =>
  t.as('SA', { method: 'POST', url: '/api/v1/car-colors', payload });
const list = (query: string) => t.as('SA', { method: 'GET', url: `/api/v1/car-colors/?${query}` });
const listData = async (query: string) => dataOf<Page<Color>>(await list(query));

describe('creating a color', () => {
  it('stores the hex code upper-cased', async () => {
    const color = dataOf<Color>(
      await create({ nameEn: 'Pearl White', nameAr: 'أبيض لؤلؤي', hex: '#f8f8ff' }),
    );
    expect(color).toMatchObject({ nameEn: 'Pearl White', hex: '#F8F8FF', version: 1 });
  });

  it.each([['F8F8FF'], ['#FFF'], ['#GGGGGG'], ['#12345678'], ['red']])(
    'refuses %s as a hex code',
    async (hex) => {
      const response = await create({ nameEn: 'Odd', hex });
      expect(response.statusCode).toBe(400);
      expect(response.json().details.fieldErrors).toEqual({
        hex: ['Must be a colour like #1A2B3C'],
      });
    },
  );

  it('requires a name and a hex code', async () => {
    const response = await create({ nameAr: 'أحمر' });
    expect(response.json().details.fieldErrors).toEqual({
      nameEn: ['Required'],
      hex: ['Required'],
    });
  });

  it('refuses a second color with the same English name', async () => {
    const response = await create({ nameEn: 'pearl white', hex: '#FFFFFF' });
    expect(response.statusCode).toBe(409);
    expect(response.json().details.fieldErrors).toEqual({
      nameEn: ['A color with this English name already exists'],
    });
  });
});

describe('listing colors at /car-colors/?limit&offset', () => {
  beforeAll(async () => {
    const rows: [string, string, string][] = [
      ['Black', 'أسود', '#000000'],
      ['Silver', 'فضي', '#C0C0C0'],
      ['Grey', 'رمادي', '#808080'],
      ['Red', 'أحمر', '#C62828'],
      ['Blue', 'أزرق', '#1565C0'],
    ];
    for (const [nameEn, nameAr, hex] of rows) dataOf(await create({ nameEn, nameAr, hex }));
  });

  it('answers the spec’s first page, {count, rows}', async () => {
    const page = await listData('limit=20&offset=0');
    expect(page.count).toBe(6);
    expect(page.rows).toHaveLength(6);
  });

  it('pages through the list without repeating or skipping a color', async () => {
    const first = await listData('limit=4&offset=0&sortBy=hex&sortDirection=ASC');
    const second = await listData('limit=4&offset=4&sortBy=hex&sortDirection=ASC');
    expect([first.count, second.count]).toEqual([6, 6]);
    expect([...first.rows, ...second.rows].map((r) => r.hex)).toEqual([
      '#000000',
      '#1565C0',
      '#808080',
      '#C0C0C0',
      '#C62828',
      '#F8F8FF',
    ]);
  });

  it('searches names in both languages and the hex code', async () => {
    expect((await listData('search=gre')).rows.map((r) => r.nameEn)).toEqual(['Grey']);
    expect(
      (await listData(`search=${encodeURIComponent('فضي')}`)).rows.map((r) => r.nameEn),
    ).toEqual(['Silver']);
    expect((await listData('search=%23c')).rows.map((r) => r.nameEn).sort()).toEqual([
      'Red',
      'Silver',
    ]);
  });
});

describe('changing, trashing and restoring a color', () => {
  it('normalises a changed hex code and refuses a stale version', async () => {
    const color = dataOf<Color>(await create({ nameEn: 'Teal', hex: '#008080' }));
    const url = `/api/v1/car-colors/${color.id}`;
    const changed = dataOf<Color>(
      await t.as('SA', { method: 'PATCH', url, payload: { hex: '#00a0a0', version: 1 } }),
    );
    expect(changed).toMatchObject({ hex: '#00A0A0', version: 2 });
    const stale = await t.as('SA', {
      method: 'PATCH',
      url,
      payload: { hex: '#000000', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
  });

  it('keeps a deleted color in the trash until it is restored, with audit rows', async () => {
    const color = dataOf<Color>(await create({ nameEn: 'Maroon', hex: '#800000' }));
    const url = `/api/v1/car-colors/${color.id}`;
    dataOf(await t.as('ADMIN', { method: 'DELETE', url }));
    expect((await listData('search=Maroon')).count).toBe(0);
    expect((await listData('deleted=true')).rows.map((r) => r.nameEn)).toEqual(['Maroon']);
    dataOf(await t.as('ADMIN', { method: 'POST', url: `${url}/restore` }));
    expect((await listData('search=Maroon')).count).toBe(1);
    const actions = await auditEntries(t, { resource: 'colors', recordId: color.id });
    expect(actions.map((r) => r.action)).toEqual(['create', 'delete', 'restore']);
  });
});
