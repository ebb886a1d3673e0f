import type { Statistics } from '@showroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ads,
  brands,
  cars,
  categories,
  customerQueries,
  offers,
  subscriptions,
  users,
} from '../src/db/schema';
import { createTestApp, dataOf, type TestApp } from './helpers';

let t: TestApp;
let stats: Statistics;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  // Both accounts exist before the numbers are read, so the counts below include them.
  await t.signIn('GUEST');
  stats = dataOf<Statistics>(
    await t.as('EDITOR', { method: 'GET', url: '/api/v1/admin/get-statistics' }),
  );
});
afterAll(async () => t.close());

/** Counts worked out in plain code from every row, not by the SQL under test. */
const live = <T extends { deletedAt: Date | null }>(rows: T[]) => rows.filter((r) => !r.deletedAt);
const tally = <T>(rows: T[], key: (row: T) => string) => {
  const counts: Record<string, number> = {};
  for (const row of rows) counts[key(row)] = (counts[key(row)] ?? 0) + 1;
  return counts;
};
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

describe('the statistics', () => {
  it('are open to editors and closed to guests', async () => {
    expect(
      (await t.as('GUEST', { method: 'GET', url: '/api/v1/admin/get-statistics' })).statusCode,
    ).toBe(403);
  });

  it('total the seeded people, cars, offers, subscriptions, ads and queries', async () => {
    const db = t.database.db;
    const people = live(await db.select().from(users));
    const allCars = live(await db.select().from(cars));
    const allOffers = live(await db.select().from(offers));
    expect(allCars.length).toBeGreaterThan(100);

    expect(stats.totals.users).toBe(people.length);
    expect(stats.totals.customers).toBe(people.filter((u) => u.kind === 'customer').length);
    expect(stats.totals.dealers).toBe(people.filter((u) => u.kind === 'dealer').length);
    expect(stats.totals.cars).toBe(allCars.length);
    expect(stats.totals.carsByStatus).toEqual({
      pending: 0,
      published: 0,
      rejected: 0,
      sold: 0,
      archived: 0,
      ...tally(allCars, (c) => c.status),
    });
    expect(stats.totals.offers).toBe(allOffers.length);
    expect(stats.totals.offersByStatus).toEqual({
      pending: 0,
      accepted: 0,
      rejected: 0,
      cancelled: 0,
      ...tally(allOffers, (o) => o.status),
    });
    const subs = live(await db.select().from(subscriptions));
    expect(stats.totals.activeSubscriptions).toBe(subs.filter((s) => s.status === 'active').length);
    expect(stats.totals.activeAds).toBe(
      live(await db.select().from(ads)).filter((a) => a.status === 'active').length,
    );
    expect(stats.totals.openQueries).toBe(
      live(await db.select().from(customerQueries)).filter((q) => q.status !== 'resolved').length,
    );

    const since = Date.now() - 30 * 24 * 60 * 60 * 1000;
    const revenue: Record<string, number> = {};
    for (const s of subs.filter((s) => s.startsAt.getTime() >= since)) {
      revenue[s.currency] = (revenue[s.currency] ?? 0) + s.pricePaid;
    }
    expect(
      Object.fromEntries(stats.totals.subscriptionRevenue30d.map((r) => [r.currency, r.amount])),
    ).toEqual(revenue);
  });

  it('give 30 daily points ending today, matching the rows created each day', async () => {
    expect(stats.daily).toHaveLength(30);
    expect(stats.daily.at(-1)?.date).toBe(utcDay(new Date()));
    const days = new Set(stats.daily.map((d) => d.date));
    const inWindow = (rows: { createdAt: Date; deletedAt: Date | null }[]) =>
      tally(
        live(rows).filter((r) => days.has(utcDay(r.createdAt))),
        (r) => utcDay(r.createdAt),
      );
    const newCars = inWindow(await t.database.db.select().from(cars));
    const newOffers = inWindow(await t.database.db.select().from(offers));
    const newUsers = inWindow(await t.database.db.select().from(users));
    for (const point of stats.daily) {
      expect(point).toEqual({
        date: point.date,
        newCars: newCars[point.date] ?? 0,
        newOffers: newOffers[point.date] ?? 0,
        newUsers: newUsers[point.date] ?? 0,
      });
    }
    expect(stats.daily.reduce((sum, d) => sum + d.newCars, 0)).toBeGreaterThan(0);
  });

  it('count cars per category and rank the top ten brands', async () => {
    const allCars = live(await t.database.db.select().from(cars));
    const perCategory = tally(allCars, (c) => String(c.categoryId));
    const perBrand = tally(allCars, (c) => String(c.brandId));
    const categoryRows = live(await t.database.db.select().from(categories));
    expect(stats.carsByCategory).toHaveLength(categoryRows.length);
    for (const entry of stats.carsByCategory) expect(entry.cars).toBe(perCategory[entry.id] ?? 0);
    expect(stats.carsByCategory.map((c) => c.cars)).toEqual(
      [...stats.carsByCategory.map((c) => c.cars)].sort((a, b) => b - a),
    );

    const brandRows = live(await t.database.db.select().from(brands));
    const expectedTop = brandRows
      .map((b) => perBrand[b.id] ?? 0)
      .sort((a, b) => b - a)
      .slice(0, 10);
    expect(stats.topBrands.map((b) => b.cars)).toEqual(expectedTop);
    for (const entry of stats.topBrands) expect(entry.cars).toBe(perBrand[entry.id] ?? 0);
  });
});
