import type { Car, Subscription } from '@showroom/contract';
import { afterAll, beforeAll } from 'vitest';
import { brands, categories, colors, countries, packages, users } from '../src/db/schema';
import { createTestApp, dataOf, type TestApp } from './helpers';

/** The catalogue and the people the marketplace tests refer to, inserted directly. */
export async function insertMarketplaceFixtures(t: TestApp) {
  const db = t.database.db;
  const [japan, germany] = await db
    .insert(countries)
    .values([
      { nameEn: 'Japan', nameAr: 'اليابان', code: 'JP' },
      { nameEn: 'Germany', nameAr: 'ألمانيا', code: 'DE' },
    ])
    .returning();
  const [toyota, bmw, trashedBrand] = await db
    .insert(brands)
    .values([
      { nameEn: 'Toyota', nameAr: 'تويوتا', countryId: japan!.id },
      { nameEn: 'BMW', nameAr: 'بي إم دبليو', countryId: germany!.id },
      { nameEn: 'Saab', deletedAt: new Date() },
    ])
    .returning();
  const [sedan, suv] = await db
    .insert(categories)
    .values([
      { nameEn: 'Sedan', nameAr: 'سيدان' },
      { nameEn: 'SUV', nameAr: 'دفع رباعي' },
    ])
    .returning();
  const [white, black] = await db
    .insert(colors)
    .values([
      { nameEn: 'White', nameAr: 'أبيض', hex: '#FFFFFF' },
      { nameEn: 'Black', nameAr: 'أسود', hex: '#000000' },
    ])
    .returning();
  const [seller, dealer, buyer, blocked] = await db
    .insert(users)
    .values([
      {
        name: 'Sara Seller',
        username: 'sara',
        email: 'sara@example.com',
        phone: '+971500000001',
        kind: 'customer',
      },
      { name: 'Dana Dealer', username: 'dana', email: 'dana@example.com', kind: 'dealer' },
      { name: 'Bilal Buyer', username: 'bilal', email: 'bilal@example.com', kind: 'customer' },
      {
        name: 'Boris Blocked',
        username: 'boris',
        email: 'boris@example.com',
        kind: 'customer',
        status: 'blocked',
      },
    ])
    .returning();
  const [starter, gold] = await db
    .insert(packages)
    .values([
      { nameEn: 'Starter', price: 0, durationDays: 30, adsLimit: 2, featuredAdsLimit: 1 },
      { nameEn: 'Gold', price: 49_900, durationDays: 90, adsLimit: 10, featuredAdsLimit: 3 },
    ])
    .returning();
  return {
    japan: japan!,
    germany: germany!,
    toyota: toyota!,
    bmw: bmw!,
    trashedBrand: trashedBrand!,
    sedan: sedan!,
    suv: suv!,
    white: white!,
    black: black!,
    seller: seller!,
    dealer: dealer!,
    buyer: buyer!,
    blocked: blocked!,
    starter: starter!,
    gold: gold!,
  };
}
export type MarketplaceFixtures = Awaited<ReturnType<typeof insertMarketplaceFixtures>>;

/** An object that stands for the one `current()` gives once the file's `beforeAll` has run. */
function filledBeforeAll<T extends object>(current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const value = current();
      if (!value)
        throw new Error('The marketplace test app is built before the tests, in beforeAll.');
      return Reflect.get(value, key) as unknown;
    },
  });
}

/**
 * A fresh app with the marketplace fixtures, for the tests of the file that calls this: built
 * before them (before the file's own `beforeAll`, registered after this call), closed after
 * them. `t` and `f` may be named at the top of the file and used once the tests run.
 */
export function useMarketplace(options?: Parameters<typeof createTestApp>[0]) {
  let app: TestApp | undefined;
  let fixtures: MarketplaceFixtures | undefined;
  beforeAll(async () => {
    app = await createTestApp(options);
    fixtures = await insertMarketplaceFixtures(app);
  });
  afterAll(async () => app?.close());
  return { t: filledBeforeAll(() => app), f: filledBeforeAll(() => fixtures) };
}

/** A valid new car for the fixtures' seller; override any field. */
export const carPayload = (f: MarketplaceFixtures, overrides: Record<string, unknown> = {}) => ({
  title: 'Toyota Camry 2022, one owner',
  brandId: f.toyota.id,
  model: 'Camry',
  categoryId: f.sedan.id,
  colorId: f.white.id,
  year: 2022,
  price: 8_500_000,
  currency: 'AED',
  mileageKm: 42_000,
  condition: 'used',
  transmission: 'automatic',
  fuel: 'petrol',
  engineCapacityCc: 2500,
  cylinders: 4,
  countryId: f.japan.id,
  city: 'Dubai',
  images: ['/uploads/2026/11/0b5c2f4e-8d8e-4a59-9a43-1c2d3e4f5a6b.webp'],
  userId: f.seller.id,
  ...overrides,
});

export async function createCar(
  t: TestApp,
  f: MarketplaceFixtures,
  overrides: Record<string, unknown> = {},
) {
  return dataOf<Car>(
    await t.as('SA', { method: 'POST', url: '/api/v1/cars', payload: carPayload(f, overrides) }),
  );
}

/** Creates a car and walks it to `status` through the status route. */
export async function carInStatus(
  t: TestApp,
  f: MarketplaceFixtures,
  status: Car['status'],
  overrides: Record<string, unknown> = {},
) {
  const car = await createCar(t, f, overrides);
  const path: Record<Car['status'], Car['status'][]> = {
    pending: [],
    published: ['published'],
    rejected: ['rejected'],
    sold: ['published', 'sold'],
    archived: ['published', 'archived'],
  };
  let current = car;
  for (const next of path[status]) {
    current = dataOf<Car>(
      await t.as('SA', {
        method: 'POST',
        url: `/api/v1/cars/${car.id}/status`,
        payload: { status: next, ...(next === 'rejected' ? { reason: 'Blurry photos' } : {}) },
      }),
    );
  }
  return current;
}

export const DAY = 24 * 60 * 60 * 1000;
/** An ISO time the given number of days from now (negative: in the past). */
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A seller's new subscription to a pack, made by a super admin. */
export async function subscribe(t: TestApp, userId: number, packId: number) {
  return dataOf<Subscription>(
    await t.as('SA', { method: 'POST', url: '/api/v1/subs', payload: { userId, packId } }),
  );
}
