import {
  carStatuses,
  latestCarYear,
  type Car,
  type CarDetails,
  type CarStatus,
  type Page,
  type StaffNotificationList,
} from '@showroom/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cars, offers, users } from '../src/db/schema';
import { dataOf, auditEntries } from './helpers';
import { carInStatus, carPayload, createCar, useMarketplace } from './marketplace-fixtures';

const { t, f } = useMarketplace();

const post = (payload: Record<string, unknown>) =>
  t.as('SA', { method: 'POST', url: '/api/v1/cars', payload });
const list = (query: string) => t.as('SA', { method: 'GET', url: `/api/v1/cars/?${query}` });
const listData = async (query: string) => dataOf<Page<Car>>(await list(query));
const moveTo = (id: number, payload: Record<string, unknown>) =>
  t.as('SA', { method: 'POST', url: `/api/v1/cars/${id}/status`, payload });
const bell = async (level: 'SA' | 'ADMIN' | 'EDITOR' | 'GUEST') =>
  dataOf<StaffNotificationList>(
    await t.as(level, { method: 'GET', url: '/api/v1/admin/notifications' }),
  );

describe('creating a car', () => {
  it('stores it as pending at version 1, with the images in the order given', async () => {
    const images = [
      '/uploads/2026/11/11111111-1111-4111-8111-111111111111.webp',
      '/uploads/2026/11/22222222-2222-4222-8222-222222222222.png',
    ];
    const car = await createCar(t, f, { images, currency: 'aed' });
    expect(car).toMatchObject({
      title: 'Toyota Camry 2022, one owner',
      status: 'pending',
      rejectionReason: null,
      currency: 'AED',
      images,
      isFeatured: false,
      viewsCount: 0,
      version: 1,
      deletedAt: null,
    });
  });

  it('reads back with seller, brand, category, color, country and offers', async () => {
    const car = await createCar(t, f);
    const details = dataOf<CarDetails>(
      await t.as('EDITOR', { method: 'GET', url: `/api/v1/cars/${car.id}` }),
    );
    expect(details).toMatchObject({
      ...car,
      seller: {
        id: f.seller.id,
        name: 'Sara Seller',
        email: 'sara@example.com',
        phone: '+971500000001',
        kind: 'customer',
      },
      brand: { id: f.toyota.id, nameEn: 'Toyota', nameAr: 'تويوتا', logoUrl: null },
      category: { id: f.sedan.id, nameEn: 'Sedan' },
      color: { id: f.white.id, nameEn: 'White', hex: '#FFFFFF' },
      country: { id: f.japan.id, code: 'JP' },
      offers: [],
      offerCount: 0,
    });
  });

  it('rings the bell of staff who can publish it when it waits for review', async () => {
    const before = await bell('EDITOR');
    const car = await createCar(t, f, { title: 'Land Cruiser awaiting review' });
    const twin = await createCar(t, f, { title: 'Land Cruiser awaiting review' });
    const after = await bell('EDITOR');
    expect(after.count).toBe(before.count + 2);
    // Two cars of one title read apart: each is numbered.
    expect(after.rows[0]?.title).toBe(`Car No. ${twin.id} waits for review`);
    expect(after.rows[1]).toMatchObject({
      heading: 'Cars',
      title: `Car No. ${car.id} waits for review`,
      subtitle: 'Land Cruiser awaiting review',
      path: `/dashboard/cars/${car.id}/details`,
      readAt: null,
    });
    expect((await bell('SA')).rows[1]?.path).toBe(`/dashboard/cars/${car.id}/details`);
    expect((await bell('GUEST')).count).toBe(0);
  });

  it('does not ring the bell for a car staff publish straight away', async () => {
    const before = (await bell('ADMIN')).count;
    const car = await createCar(t, f, { status: 'published' });
    expect(car.status).toBe('published');
    expect((await bell('ADMIN')).count).toBe(before);
  });

  it('names every invalid field', async () => {
    const response = await post({
      title: '',
      brandId: -1,
      categoryId: 'sedan',
      colorId: 0,
      year: 1949,
      price: 10.5,
      currency: 'ABC',
      mileageKm: -1,
      condition: 'broken',
      transmission: 'cvt',
      fuel: 'steam',
      engineCapacityCc: 20,
      cylinders: 17,
      countryId: 1.5,
      city: 'x'.repeat(81),
      images: ['javascript:alert(1)'],
      isFeatured: 'yes',
      status: 'sold',
      wheels: 4,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      title: ['Required'],
      brandId: ['Must be a positive id'],
      model: ['Required'],
      categoryId: ['Must be a number'],
      colorId: ['Must be a positive id'],
      year: ['Must be 1950 or later'],
      price: ['Must be a whole number of minor units (fils, cents)'],
      currency: ['Must be an ISO 4217 currency code, like AED'],
      mileageKm: ['Must be 0 or more'],
      condition: ['Must be one of: new, used'],
      transmission: ['Must be one of: automatic, manual'],
      fuel: ['Must be one of: petrol, diesel, hybrid, electric'],
      engineCapacityCc: ['Must be at least 50'],
      cylinders: ['Must be at most 16'],
      countryId: ['Must be a whole number'],
      city: ['Must be at most 80 characters'],
      'images.0': ['Must be an uploaded file or an http(s) URL'],
      userId: ['Required'],
      isFeatured: ['Must be true or false'],
      status: ['Must be one of: pending, published'],
      wheels: ['Unknown field'],
    });
  });

  it('accepts next year’s models and refuses the year after', async () => {
    expect((await createCar(t, f, { year: latestCarYear() })).year).toBe(latestCarYear());
    const response = await post(carPayload(f, { year: latestCarYear() + 1 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      year: [`Must be ${latestCarYear()} or earlier`],
    });
  });

  it('takes a free car but not a negative price', async () => {
    expect((await createCar(t, f, { price: 0 })).price).toBe(0);
    const response = await post(carPayload(f, { price: -100 }));
    expect(response.json().details.fieldErrors).toEqual({ price: ['Must be 0 or more'] });
  });

  it('takes up to 20 distinct images', async () => {
    const urls = Array.from(
      { length: 21 },
      (_, i) => `/uploads/2026/11/${String(i).padStart(8, '0')}-0000-4000-8000-000000000000.webp`,
    );
    expect((await createCar(t, f, { images: urls.slice(0, 20) })).images).toHaveLength(20);
    const tooMany = await post(carPayload(f, { images: urls }));
    expect(tooMany.json().details.fieldErrors).toEqual({ images: ['At most 20 images'] });
    const twice = await post(carPayload(f, { images: [urls[0], urls[0]] }));
    expect(twice.json().details.fieldErrors).toEqual({
      images: ['The same image is listed twice'],
    });
  });

  it('sells only for an active customer or dealer', async () => {
    const [staff] = await t.database.db.select().from(users).where(eq(users.kind, 'staff'));
    for (const userId of [staff!.id, f.blocked.id, 424242]) {
      const response = await post(carPayload(f, { userId }));
      expect(response.statusCode).toBe(400);
      expect(response.json().details.fieldErrors).toEqual({
        userId: ['The seller must be an active customer or dealer'],
      });
    }
    expect((await createCar(t, f, { userId: f.dealer.id })).userId).toBe(f.dealer.id);
  });

  it('refuses catalogue entries that do not exist or are in the trash, naming each field', async () => {
    const response = await post(
      carPayload(f, {
        brandId: f.trashedBrand.id,
        categoryId: 424242,
        colorId: 424242,
        countryId: 424242,
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      brandId: ['This brand does not exist'],
      categoryId: ['This category does not exist'],
      colorId: ['This color does not exist'],
      countryId: ['This country does not exist'],
    });
  });
});

describe('listing cars', () => {
  let mine: Car[];
  beforeAll(async () => {
    // A separate seller, so these tests see exactly the cars made here.
    const [lister] = await t.database.db
      .insert(users)
      .values({ name: 'Lina Lister', username: 'lina', email: 'lina@example.com', kind: 'dealer' })
      .returning();
    const specs = [
      {
        title: 'Family sedan',
        brandId: f.toyota.id,
        model: 'Corolla',
        year: 2015,
        price: 2_000_000,
      },
      {
        title: 'Clean SUV',
        brandId: f.toyota.id,
        model: 'Land Cruiser',
        year: 2023,
        price: 30_000_000,
        categoryId: f.suv.id,
      },
      {
        title: 'Executive saloon',
        brandId: f.bmw.id,
        model: '530i',
        year: 2020,
        price: 15_000_000,
      },
      { title: 'Weekend toy', brandId: f.bmw.id, model: 'Z4', year: 2018, price: 9_000_000 },
      {
        title: 'City runabout 100%_new',
        brandId: f.toyota.id,
        model: 'Yaris',
        year: 2024,
        price: 6_000_000,
      },
      {
        title: 'Desert king',
        brandId: f.toyota.id,
        model: 'Hilux',
        year: 2010,
        price: 4_500_000,
        categoryId: f.suv.id,
      },
      { title: 'Sports coupe', brandId: f.bmw.id, model: 'M4', year: 2022, price: 35_000_000 },
    ];
    mine = [];
    for (const [i, spec] of specs.entries()) {
      const car = await carInStatus(t, f, i % 3 === 0 ? 'published' : 'pending', {
        ...spec,
        userId: lister!.id,
        mileageKm: 10_000 * (i + 1),
      });
      // Distinct creation times, a day apart, the first created oldest.
      await t.database.db
        .update(cars)
        .set({ createdAt: new Date(Date.UTC(2026, 9, 1 + i)), viewsCount: (i * 37) % 11 })
        .where(eq(cars.id, car.id));
      mine.push(car);
    }
  });
  const seller = () => mine[0]!.userId;
  const ids = (page: Page<Car>) => page.rows.map((r) => r.id);

  it('pages with offset and limit, newest first by default, counting every match', async () => {
    const all = await listData(`userId=${seller()}&limit=100`);
    expect(all.count).toBe(7);
    expect(ids(all)).toEqual(mine.map((c) => c.id).reverse());
    const pages = await Promise.all(
      [0, 3, 6].map((offset) => listData(`userId=${seller()}&offset=${offset}&limit=3`)),
    );
    expect(pages.map((p) => p.rows.length)).toEqual([3, 3, 1]);
    expect(pages.every((p) => p.count === 7)).toBe(true);
    expect(pages.flatMap(ids)).toEqual(ids(all));
    expect(await listData(`userId=${seller()}&offset=7`)).toEqual({ count: 7, rows: [] });
  });

  it('defaults to 20 rows and caps the limit at 100', async () => {
    expect((await listData('')).rows.length).toBeLessThanOrEqual(20);
    const response = await list('limit=200&offset=-1');
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      offset: ['Must be 0 or more'],
      limit: ['Must be at most 100'],
    });
  });

  it('treats userId=0 as no seller filter, as the web app sends it', async () => {
    expect((await listData('userId=0')).count).toBe((await listData('')).count);
  });

  it('sorts by price, year, mileage and views in either direction, and by nothing else', async () => {
    const byPrice = await listData(`userId=${seller()}&sortBy=price&sortDirection=ASC`);
    expect(byPrice.rows.map((r) => r.price)).toEqual(
      [...mine.map((c) => c.price)].sort((a, b) => a - b),
    );
    const byYear = await listData(`userId=${seller()}&sortBy=year&sortDirection=DESC`);
    expect(byYear.rows.map((r) => r.year)).toEqual([2024, 2023, 2022, 2020, 2018, 2015, 2010]);
    const byMileage = await listData(`userId=${seller()}&sortBy=mileageKm&sortDirection=ASC`);
    expect(ids(byMileage)).toEqual(mine.map((c) => c.id));
    const byViews = await listData(`userId=${seller()}&sortBy=viewsCount`);
    const views = byViews.rows.map((r) => r.viewsCount);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const bad = await list('sortBy=title');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fieldErrors).toEqual({
      sortBy: ['Must be one of: createdAt, price, year, mileageKm, viewsCount'],
    });
  });

  it('searches title, model and the brand’s name, case-insensitively', async () => {
    const titles = async (search: string) =>
      (await listData(`userId=${seller()}&search=${encodeURIComponent(search)}`)).rows
        .map((r) => r.title)
        .sort();
    expect(await titles('SEDAN')).toEqual(['Family sedan']);
    expect(await titles('cruiser')).toEqual(['Clean SUV']);
    // No title or model says BMW; the brand does.
    expect(await titles('bmw')).toEqual(['Executive saloon', 'Sports coupe', 'Weekend toy']);
    expect(await titles('بي إم')).toEqual(['Executive saloon', 'Sports coupe', 'Weekend toy']);
    expect(await titles('%_')).toEqual(['City runabout 100%_new']);
    expect(await titles('nothing like this')).toEqual([]);
  });

  it('combines search with filters and counts the combination', async () => {
    const page = await listData(`userId=${seller()}&search=toyota&status=pending&limit=1`);
    expect(page.count).toBe(3);
    expect(page.rows.map((r) => r.title)).toEqual(['Desert king']);
  });

  it('filters by status, brand, category, year range and price range', async () => {
    const titles = async (query: string) =>
      (await listData(`userId=${seller()}&${query}`)).rows.map((r) => r.title).sort();
    expect(await titles('status=published')).toEqual([
      'Family sedan',
      'Sports coupe',
      'Weekend toy',
    ]);
    expect(await titles(`brandId=${f.bmw.id}`)).toEqual([
      'Executive saloon',
      'Sports coupe',
      'Weekend toy',
    ]);
    expect(await titles(`categoryId=${f.suv.id}`)).toEqual(['Clean SUV', 'Desert king']);
    expect(await titles('yearFrom=2018&yearTo=2022')).toEqual([
      'Executive saloon',
      'Sports coupe',
      'Weekend toy',
    ]);
    expect(await titles('priceFrom=4500000&priceTo=9000000')).toEqual([
      'City runabout 100%_new',
      'Desert king',
      'Weekend toy',
    ]);
  });

  it('refuses filters that cannot match', async () => {
    const response = await list('yearFrom=2020&yearTo=2010&priceFrom=5&priceTo=1&status=new');
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      status: ['Must be one of: pending, published, rejected, sold, archived'],
    });
    const ranges = await list('yearFrom=2020&yearTo=2010&priceFrom=5&priceTo=1');
    expect(ranges.json().details.fieldErrors).toEqual({
      yearTo: ['Must not be before yearFrom'],
      priceTo: ['Must not be below priceFrom'],
    });
  });
});

describe('the details of a car', () => {
  it('lists its offers latest first, with the buyer', async () => {
    const car = await carInStatus(t, f, 'published');
    await t.database.db.insert(offers).values([
      {
        carId: car.id,
        buyerId: f.buyer.id,
        amount: 8_000_000,
        createdAt: new Date('2026-11-01T10:00:00Z'),
      },
      {
        carId: car.id,
        buyerId: f.dealer.id,
        amount: 8_200_000,
        message: 'Cash today',
        createdAt: new Date('2026-11-02T10:00:00Z'),
      },
      { carId: car.id, buyerId: f.buyer.id, amount: 1, deletedAt: new Date() },
    ]);
    const details = dataOf<CarDetails>(
      await t.as('SA', { method: 'GET', url: `/api/v1/cars/${car.id}` }),
    );
    expect(details.offerCount).toBe(2);
    expect(details.offers).toMatchObject([
      {
        amount: 8_200_000,
        message: 'Cash today',
        status: 'pending',
        buyer: { id: f.dealer.id, name: 'Dana Dealer' },
      },
      { amount: 8_000_000, message: null, buyer: { id: f.buyer.id, email: 'bilal@example.com' } },
    ]);
  });

  it('answers 404 for a car that does not exist and 400 for an id that is not one', async () => {
    const missing = await t.as('SA', { method: 'GET', url: '/api/v1/cars/424242' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Car not found' });
    expect((await t.as('SA', { method: 'GET', url: '/api/v1/cars/abc' })).statusCode).toBe(400);
  });
});

describe('moving a car between statuses', () => {
  const allowed: Record<CarStatus, CarStatus[]> = {
    pending: ['published', 'rejected'],
    published: ['sold', 'archived'],
    archived: ['published'],
    rejected: ['pending'],
    sold: [],
  };

  for (const from of carStatuses) {
    for (const to of carStatuses) {
      const ok = allowed[from].includes(to);
      it(`${ok ? 'allows' : 'refuses'} ${from} → ${to}`, async () => {
        const car = await carInStatus(t, f, from);
        const response = await moveTo(car.id, {
          status: to,
          ...(to === 'rejected' ? { reason: 'Photos do not show the car' } : {}),
        });
        if (ok) {
          expect(dataOf<Car>(response)).toMatchObject({ status: to, version: car.version + 1 });
        } else {
          expect(response.statusCode).toBe(409);
          const moves = allowed[from].length > 0 ? allowed[from].join(', ') : 'none';
          expect(response.json()).toMatchObject({
            code: 'INVALID_TRANSITION',
            message: `A car cannot go from ${from} to ${to}; allowed from ${from}: ${moves}`,
            details: { from, to, allowed: allowed[from] },
          });
        }
      });
    }
  }

  it('needs a reason to reject, keeps it while rejected, and clears it on resubmission', async () => {
    const car = await createCar(t, f);
    const noReason = await moveTo(car.id, { status: 'rejected', reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details.fieldErrors).toEqual({
      reason: ['Say why the car is rejected'],
    });
    const rejected = dataOf<Car>(
      await moveTo(car.id, { status: 'rejected', reason: 'The VIN does not match' }),
    );
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The VIN does not match',
    });
    const resubmitted = dataOf<Car>(await moveTo(car.id, { status: 'pending' }));
    expect(resubmitted).toMatchObject({ status: 'pending', rejectionReason: null });
  });

  it('is not possible through PATCH', async () => {
    const car = await createCar(t, f);
    const response = await t.as('SA', {
      method: 'PATCH',
      url: `/api/v1/cars/${car.id}`,
      payload: { status: 'published', version: 1 },
    });
    expect(response.json().details.fieldErrors).toEqual({ status: ['Unknown field'] });
  });

  it('is open to editors, audited, and closed to guests', async () => {
    const editor = await t.signIn('EDITOR');
    const car = await createCar(t, f);
    dataOf(
      await t.as('EDITOR', {
        method: 'POST',
        url: `/api/v1/cars/${car.id}/status`,
        payload: { status: 'published' },
      }),
    );
    const guest = await t.as('GUEST', {
      method: 'POST',
      url: `/api/v1/cars/${car.id}/status`,
      payload: { status: 'sold' },
    });
    expect(guest.statusCode).toBe(403);
    const rows = await auditEntries(t, { resource: 'cars', recordId: car.id });
    expect(rows.map((r) => r.action)).toEqual(['create', 'status']);
    expect(rows[1]).toMatchObject({
      actorId: editor.admin.id,
      before: { status: 'pending', version: 1 },
      after: { status: 'published', version: 2 },
    });
  });
});

describe('changing a car', () => {
  it('applies a partial change with the version read, including reordered images', async () => {
    const first = '/uploads/2026/11/11111111-1111-4111-8111-111111111111.webp';
    const second = '/uploads/2026/11/22222222-2222-4222-8222-222222222222.webp';
    const car = await createCar(t, f, { images: [first, second] });
    const changed = dataOf<Car>(
      await t.as('EDITOR', {
        method: 'PATCH',
        url: `/api/v1/cars/${car.id}`,
        payload: { price: 7_900_000, images: [second, first], version: 1 },
      }),
    );
    expect(changed).toMatchObject({ price: 7_900_000, images: [second, first], version: 2 });
    expect(changed.title).toBe(car.title);
  });

  it('checks a changed seller or brand like a new car', async () => {
    const car = await createCar(t, f);
    const response = await t.as('SA', {
      method: 'PATCH',
      url: `/api/v1/cars/${car.id}`,
      payload: { userId: f.blocked.id, brandId: f.trashedBrand.id, version: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      userId: ['The seller must be an active customer or dealer'],
      brandId: ['This brand does not exist'],
    });
  });

  it('answers 409 STALE_VERSION to the second of two edits made from the same read', async () => {
    const car = await createCar(t, f);
    const edit = (level: 'SA' | 'EDITOR', price: number) =>
      t.as(level, {
        method: 'PATCH',
        url: `/api/v1/cars/${car.id}`,
        payload: { price, version: 1 },
      });
    expect((await edit('SA', 100)).statusCode).toBe(200);
    const second = await edit('EDITOR', 200);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'STALE_VERSION', details: { currentVersion: 2 } });
    const [stored] = await t.database.db.select().from(cars).where(eq(cars.id, car.id));
    expect(stored).toMatchObject({ price: 100, version: 2 });
  });

  it('moves a car to the trash and back, auditing both', async () => {
    const car = await createCar(t, f, { title: 'Trash me Corolla' });
    dataOf(await t.as('ADMIN', { method: 'DELETE', url: `/api/v1/cars/${car.id}` }));
    expect((await listData('search=Trash me')).count).toBe(0);
    expect((await listData('deleted=true&search=Trash me')).rows.map((r) => r.id)).toEqual([
      car.id,
    ]);
    // Editors may change cars but not delete them.
    expect(
      (await t.as('EDITOR', { method: 'DELETE', url: `/api/v1/cars/${car.id}` })).statusCode,
    ).toBe(403);
    dataOf(await t.as('ADMIN', { method: 'POST', url: `/api/v1/cars/${car.id}/restore` }));
    expect((await listData('search=Trash me')).count).toBe(1);
    const actions = await auditEntries(t, { resource: 'cars', recordId: car.id });
    expect(actions.map((a) => a.action)).toEqual(['create', 'delete', 'restore']);
  });

  it('refuses to restore a car whose brand or colour went to the trash meanwhile, naming each, and writes nothing', async () => {
    const brand = dataOf<{ id: number }>(
      await t.as('SA', { method: 'POST', url: '/api/v1/brand', payload: { nameEn: 'Lapsed' } }),
    );
    const color = dataOf<{ id: number }>(
      await t.as('SA', {
        method: 'POST',
        url: '/api/v1/car-colors',
        payload: { nameEn: 'Lapsed Red', hex: '#AA0000' },
      }),
    );
    const car = await createCar(t, f, {
      title: 'Lapsed catalogue Corolla',
      brandId: brand.id,
      colorId: color.id,
    });
    const trashed = [`/cars/${car.id}`, `/brand/${brand.id}`, `/car-colors/${color.id}`];
    for (const path of trashed)
      dataOf(await t.as('SA', { method: 'DELETE', url: `/api/v1${path}` }));

    const restore = () => t.as('ADMIN', { method: 'POST', url: `/api/v1/cars/${car.id}/restore` });
    const refused = await restore();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This brand does not exist',
      details: {
        fieldErrors: {
          brandId: ['This brand does not exist'],
          colorId: ['This color does not exist'],
        },
      },
    });
    expect((await listData('deleted=true&search=Lapsed catalogue')).count).toBe(1);
    const audited = async () =>
      (await auditEntries(t, { resource: 'cars', recordId: car.id })).map((a) => a.action);
    expect(await audited()).toEqual(['create', 'delete']);

    // Back once its brand and colour are.
    for (const path of trashed.slice(1))
      dataOf(await t.as('SA', { method: 'POST', url: `/api/v1${path}/restore` }));
    expect(dataOf<Car>(await restore())).toMatchObject({ id: car.id, deletedAt: null });
    expect(await audited()).toEqual(['create', 'delete', 'restore']);
  });

  it('refuses to restore a car whose seller is no longer an active member, on the userId field', async () => {
    const [seller] = await t.database.db
      .insert(users)
      .values({ name: 'Gone Seller', username: 'gone', email: 'gone@example.com', kind: 'dealer' })
      .returning();
    const car = await createCar(t, f, { title: 'Seller gone Corolla', userId: seller!.id });
    dataOf(await t.as('SA', { method: 'DELETE', url: `/api/v1/cars/${car.id}` }));
    await t.database.db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.id, seller!.id));

    const refused = await t.as('SA', { method: 'POST', url: `/api/v1/cars/${car.id}/restore` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.fieldErrors).toEqual({
      userId: ['The seller must be an active customer or dealer'],
    });
    expect((await listData('deleted=true&search=Seller gone')).count).toBe(1);
  });

  it('leaves nothing behind when a write is refused', async () => {
    const count = async () =>
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
    const before = await count();
    expect((await post(carPayload(f, { userId: f.blocked.id }))).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});
