import type { Banner } from '@showroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners } from '../src/db/schema';
import {
  createTestApp,
  dataOf,
  type TestApp,
  auditEntries,
  OUT_OF_RANGE,
  storedRows,
} from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const image = '/uploads/2026/11/banner.webp';
const create = (payload: Record<string, unknown>) =>
  t.as('SA', { method: 'POST', url: '/api/v1/slides', payload: { imageUrl: image, ...payload } });
const patch = (id: number, payload: Record<string, unknown>) =>
  t.as('SA', { method: 'PATCH', url: `/api/v1/slides/${id}`, payload });
const titles = async (query = '') =>
  dataOf<Banner[]>(
    await t.as('SA', { method: 'GET', url: `/api/v1/slides/slidesAdmin?${query}` }),
  ).map((b) => b.titleEn);

describe('creating a banner', () => {
  it('stores it with its schedule, active, at version 1', async () => {
    const banner = dataOf<Banner>(
      await create({
        titleEn: 'Ramadan offers',
        titleAr: 'عروض رمضان',
        linkUrl: '/cars?search=ramadan',
        startsAt: '2026-02-18T00:00:00+04:00',
        endsAt: '2026-03-19T23:59:59+04:00',
      }),
    );
    expect(banner).toMatchObject({
      titleEn: 'Ramadan offers',
      titleAr: 'عروض رمضان',
      imageUrl: image,
      linkUrl: '/cars?search=ramadan',
      isActive: true,
      sortOrder: 0,
      startsAt: '2026-02-17T20:00:00.000Z',
      endsAt: '2026-03-19T19:59:59.000Z',
      version: 1,
    });
  });

  it('names every invalid field', async () => {
    const response = await t.as('SA', {
      method: 'POST',
      url: '/api/v1/slides',
      payload: {
        titleEn: '',
        titleAr: 'Summer',
        linkUrl: 'javascript:alert(1)',
        sortOrder: 'first',
        startsAt: 'tomorrow',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      titleEn: ['Required'],
      titleAr: ['Must be written in Arabic'],
      imageUrl: ['Required'],
      linkUrl: ['Must be an http(s) URL or a path in the app starting with /'],
      sortOrder: ['Must be a number'],
      startsAt: ['Must be a date and time like 2026-11-21T09:00:00Z'],
    });
  });

  it('refuses an image that is neither an upload nor an http(s) URL', async () => {
    const response = await create({ titleEn: 'Sneaky', imageUrl: 'javascript:alert(1)' });
    expect(response.json().details.fieldErrors).toEqual({
      imageUrl: ['Must be an uploaded file or an http(s) URL'],
    });
  });

  it.each([['https://example.com/deals'], ['http://example.com'], ['/cars/12']])(
    'accepts %s as a link',
    async (linkUrl) => {
      expect((await create({ titleEn: `Link ${linkUrl}`, linkUrl })).statusCode).toBe(200);
    },
  );

  it.each([['//evil.example/x'], ['cars/12'], ['ftp://example.com'], ['https://'], ['/a b']])(
    'refuses %s as a link',
    async (linkUrl) => {
      const response = await create({ titleEn: 'Bad link', linkUrl });
      expect(response.json().details.fieldErrors).toEqual({
        linkUrl: ['Must be an http(s) URL or a path in the app starting with /'],
      });
    },
  );

  it('refuses an end that is not after the start', async () => {
    const response = await create({
      titleEn: 'Backwards',
      startsAt: '2026-05-01T00:00:00Z',
      endsAt: '2026-05-01T00:00:00Z',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({ endsAt: ['Must be after the start'] });
  });
});

describe('changing a banner’s schedule', () => {
  it('checks a new end against the stored start', async () => {
    const banner = dataOf<Banner>(
      await create({ titleEn: 'Summer sale', startsAt: '2026-06-01T00:00:00Z' }),
    );
    const early = await patch(banner.id, { endsAt: '2026-05-31T00:00:00Z', version: 1 });
    expect(early.statusCode).toBe(400);
    expect(early.json().details.fieldErrors).toEqual({ endsAt: ['Must be after the start'] });
    const fine = dataOf<Banner>(
      await patch(banner.id, { endsAt: '2026-08-31T00:00:00Z', version: 1 }),
    );
    expect(fine).toMatchObject({ endsAt: '2026-08-31T00:00:00.000Z', version: 2 });
  });

  it('checks a new start against the stored end, and lets the end be cleared', async () => {
    const banner = dataOf<Banner>(
      await create({
        titleEn: 'Winter sale',
        startsAt: '2026-12-01T00:00:00Z',
        endsAt: '2026-12-31T00:00:00Z',
      }),
    );
    const late = await patch(banner.id, { startsAt: '2027-01-15T00:00:00Z', version: 1 });
    expect(late.json().details.fieldErrors).toEqual({ startsAt: ['Must be before the end'] });
    const open = dataOf<Banner>(
      await patch(banner.id, { startsAt: '2027-01-15T00:00:00Z', endsAt: null, version: 1 }),
    );
    expect(open).toMatchObject({ startsAt: '2027-01-15T00:00:00.000Z', endsAt: null });
  });

  it('refuses a stale version and keeps the other change', async () => {
    const banner = dataOf<Banner>(await create({ titleEn: 'Eid deals' }));
    dataOf(await patch(banner.id, { sortOrder: 2, version: 1 }));
    const stale = await patch(banner.id, { sortOrder: 9, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
  });
});

describe('the plain list at /slides/slidesAdmin', () => {
  it('answers an array in display order, searches titles and filters by the active flag', async () => {
    dataOf(await create({ titleEn: 'Lineup third', sortOrder: 30 }));
    dataOf(await create({ titleEn: 'Lineup first', titleAr: 'التشكيلة الأولى', sortOrder: 10 }));
    dataOf(await create({ titleEn: 'Lineup second', sortOrder: 20, isActive: false }));
    expect(await titles('search=Lineup')).toEqual([
      'Lineup first',
      'Lineup second',
      'Lineup third',
    ]);
    expect(await titles('search=Lineup&sortDirection=DESC')).toEqual([
      'Lineup third',
      'Lineup second',
      'Lineup first',
    ]);
    expect(await titles(`search=${encodeURIComponent('الأولى')}`)).toEqual(['Lineup first']);
    expect(await titles('search=Lineup&isActive=false')).toEqual(['Lineup second']);
    const editor = await t.as('EDITOR', { method: 'GET', url: '/api/v1/slides/slidesAdmin' });
    expect(Array.isArray(dataOf<Banner[]>(editor))).toBe(true);
  });

  it('trashes and restores a banner, with an audit row for each write', async () => {
    const banner = dataOf<Banner>(await create({ titleEn: 'Clearance' }));
    dataOf(await t.as('ADMIN', { method: 'DELETE', url: `/api/v1/slides/${banner.id}` }));
    expect(await titles('search=Clearance')).toEqual([]);
    expect(await titles('deleted=true')).toEqual(['Clearance']);
    dataOf(await t.as('ADMIN', { method: 'POST', url: `/api/v1/slides/${banner.id}/restore` }));
    expect(await titles('search=Clearance')).toEqual(['Clearance']);
    const actions = await auditEntries(t, { resource: 'banners', recordId: banner.id });
    expect(actions.map((r) => r.action)).toEqual(['create', 'delete', 'restore']);
  });
});

describe('slices of the plain list', () => {
  it('answers the whole list without offset and limit, and the slice they ask for', async () => {
    // More than a page of a paginated list, so a default page size would show.
    await t.database.db.insert(banners).values(
      Array.from({ length: 25 }, (_, i) => ({
        titleEn: `Slice ${String(i + 1).padStart(2, '0')}`,
        imageUrl: image,
        sortOrder: 1000 + i,
      })),
    );
    const all = await titles('search=Slice');
    expect(all).toHaveLength(25);
    expect(await titles('search=Slice&offset=2&limit=3')).toEqual([
      'Slice 03',
      'Slice 04',
      'Slice 05',
    ]);
    expect(await titles('search=Slice&offset=20')).toEqual(all.slice(20));
    expect(await titles('search=Slice&limit=2&sortDirection=DESC')).toEqual([
      'Slice 25',
      'Slice 24',
    ]);
    expect(await titles('search=Slice&offset=25')).toEqual([]);
  });

  it.each([
    ['limit=0', ['limit']],
    ['limit=101', ['limit']],
    ['limit=ten', ['limit']],
    ['offset=-1', ['offset']],
    ['offset=1.5&limit=2.5', ['limit', 'offset']],
  ])('refuses %s with a 400 naming the field, as a paginated list does', async (query, fields) => {
    const errorsOf = async (url: string) => {
      const response = await t.as('SA', { method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      return response.json<{ details: { fieldErrors: Record<string, string[]> } }>().details
        .fieldErrors;
    };
    const plain = await errorsOf(`/api/v1/slides/slidesAdmin?${query}`);
    expect(Object.keys(plain).sort()).toEqual(fields);
    expect(plain).toEqual(await errorsOf(`/api/v1/packs/admin?${query}`));
  });
});

describe('moments a banner cannot store', () => {
  const outOfRange = OUT_OF_RANGE;
  const stored = () => storedRows(t, banners);

  it('refuses a start in the year 0 and an end in the year 10000, naming the field', async () => {
    const before = await stored();
    const early = await create({ titleEn: 'Too early', startsAt: '0000-01-01T00:00:00Z' });
    expect(early.statusCode).toBe(400);
    expect(early.json().details.fieldErrors).toEqual({ startsAt: outOfRange });
    // 23:59:59 at UTC−14 on the last day of 9999 is already 10000 in UTC.
    const late = await create({ titleEn: 'Too late', endsAt: '9999-12-31T23:59:59-14:00' });
    expect(late.statusCode).toBe(400);
    expect(late.json().details.fieldErrors).toEqual({ endsAt: outOfRange });
    expect(await stored()).toEqual(before);
  });

  it('refuses them on a change too, and keeps the banner as it was', async () => {
    const banner = dataOf<Banner>(await create({ titleEn: 'Steady' }));
    const before = await stored();
    const response = await patch(banner.id, { startsAt: '0000-01-01T00:00:00Z', version: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({ startsAt: outOfRange });
    expect(await stored()).toEqual(before);
  });

  it('takes the first and the last moment of the range', async () => {
    const banner = dataOf<Banner>(
      await create({
        titleEn: 'Whole range',
        startsAt: '1000-01-01T00:00:00Z',
        endsAt: '9999-12-31T23:59:59.999Z',
      }),
    );
    expect(banner).toMatchObject({
      startsAt: '1000-01-01T00:00:00.000Z',
      endsAt: '9999-12-31T23:59:59.999Z',
    });
    const read = await t.as('SA', { method: 'GET', url: `/api/v1/slides/${banner.id}` });
    expect(dataOf<Banner>(read)).toMatchObject({
      startsAt: '1000-01-01T00:00:00.000Z',
      endsAt: '9999-12-31T23:59:59.999Z',
    });
  });
});
