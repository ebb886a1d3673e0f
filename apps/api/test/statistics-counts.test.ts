import type { Statistics } from '@showroom/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { seedCarsInBulk } from '../src/db/seed/bulk-cars';
import { contactSubjects, statisticsCounts } from '../src/db/schema';
import { expireEndedJob } from '../src/jobs/expire-ended';
import { runJobOnce } from '../src/jobs/runner';
import { dataOf } from './helpers';
import { carInStatus, createCar, DAY, useMarketplace, subscribe } from './marketplace-fixtures';

/**
 * The dashboard reads counts the writes keep (migration 0005) instead of scanning. Whatever
 * writes — routes, the expiry job, a plain SQL statement — the kept counts must equal a count
 * of the live rows themselves.
 */
const tracked: Record<string, string[]> = {
  cars: ['status', 'category_id', 'brand_id', 'day'],
  users: ['kind', 'day'],
  offers: ['status', 'day'],
  subscriptions: ['status'],
  ads: ['status'],
  customer_queries: ['status'],
};

const { t, f } = useMarketplace();
beforeAll(async () => {
  // The bulk seeder (`npm run seed -- --cars N`) writes thousands of rows per statement.
  await seedCarsInBulk(t.database.db, 500);
});

/** The live rows of a table counted per value of one dimension, straight from the rows. */
async function rawCounts(table: string, dimension: string) {
  const key =
    dimension === 'day'
      ? sql.raw(`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`)
      : sql.raw(`coalesce("${dimension}"::text, '')`);
  const rows = await queryRows<{ key: string; n: number }>(
    t.database.db,
    sql`select ${key} as key, count(*)::int as n from ${sql.identifier(table)}
        where deleted_at is null group by 1`,
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.n]));
}

async function keptCounts(table: string, dimension: string) {
  const rows = await t.database.db
    .select({ key: statisticsCounts.key, n: statisticsCounts.n })
    .from(statisticsCounts)
    .where(eq(statisticsCounts.metric, `${table}.${dimension}`));
  return Object.fromEntries(rows.filter((row) => row.n !== 0).map((row) => [row.key, row.n]));
}

async function expectCountsToMatchRows() {
  for (const [table, dimensions] of Object.entries(tracked))
    for (const dimension of dimensions)
      expect(await keptCounts(table, dimension), `${table}.${dimension}`).toEqual(
        await rawCounts(table, dimension),
      );
}

const statistics = async () =>
  dataOf<Statistics>(await t.as('SA', { method: 'GET', url: '/api/v1/admin/get-statistics' }));

describe('the kept statistics counts', () => {
  it('match the rows the bulk seeder wrote', async () => {
    expect(Object.keys(await keptCounts('cars', 'brand_id')).length).toBeGreaterThan(1);
    await expectCountsToMatchRows();
  });

  it('follow cars through creation, status moves, edits, the trash and restoring', async () => {
    const before = await statistics();
    const car = await createCar(t, f);
    const published = await carInStatus(t, f, 'published');
    const sold = await carInStatus(t, f, 'sold');
    await expectCountsToMatchRows();

    const edited = await t.as('SA', {
      method: 'PATCH',
      url: `/api/v1/cars/${car.id}`,
      payload: { categoryId: f.suv.id, version: car.version },
    });
    expect(edited.statusCode).toBe(200);
    dataOf(await t.as('SA', { method: 'DELETE', url: `/api/v1/cars/${published.id}` }));
    await expectCountsToMatchRows();

    const after = await statistics();
    expect(after.totals.cars).toBe(before.totals.cars + 2);
    expect(after.totals.carsByStatus.sold).toBe(before.totals.carsByStatus.sold + 1);
    expect(after.totals.carsByStatus.pending).toBe(before.totals.carsByStatus.pending + 1);
    const suv = (s: Statistics) => s.carsByCategory.find((row) => row.id === f.suv.id)?.cars ?? 0;
    expect(suv(after)).toBe(suv(before) + 1);

    dataOf(await t.as('SA', { method: 'POST', url: `/api/v1/cars/${published.id}/restore` }));
    dataOf(await t.as('SA', { method: 'DELETE', url: `/api/v1/cars/${sold.id}` }));
    await expectCountsToMatchRows();
    expect((await statistics()).totals.cars).toBe(before.totals.cars + 2);
  });

  it('follow offers, customer queries and new staff accounts', async () => {
    const car = await carInStatus(t, f, 'published');
    const offer = await t.as('SA', {
      method: 'POST',
      url: '/api/v1/offers',
      payload: { carId: car.id, buyerId: f.buyer.id, amount: 8_000_000 },
    });
    expect(offer.statusCode).toBe(200);
    const [subject] = await t.database.db
      .insert(contactSubjects)
      .values({ nameEn: 'Buying a car' })
      .returning();
    const query = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contactUs/queries',
      remoteAddress: '198.51.100.7',
      payload: {
        subjectId: subject?.id,
        name: 'Huda Karim',
        email: 'huda@example.com',
        message: 'Is the Land Cruiser still available?',
      },
    });
    expect(query.statusCode).toBe(200);
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/register',
      payload: {
        email: 'counted@showroom.test',
        username: 'counted',
        password: 'a long password 1',
      },
    });
    expect(signUp.statusCode).toBe(200);
    await expectCountsToMatchRows();
  });

  it('follow subscriptions and ads the expiry job ends', async () => {
    const before = await statistics();
    const sub = await subscribe(t, f.seller.id, f.starter.id);
    expect((await statistics()).totals.activeSubscriptions).toBe(
      before.totals.activeSubscriptions + 1,
    );
    // A year on, the subscription has ended.
    const later = new Date(Date.parse(sub.endsAt) + DAY);
    expect((await runJobOnce(t.database.db, expireEndedJob, later)).ran).toBe(true);
    await expectCountsToMatchRows();
    expect((await statistics()).totals.activeSubscriptions).toBe(before.totals.activeSubscriptions);
  });

  it('follow writes made outside the app, and start again after a truncate', async () => {
    await t.database.db.execute(sql`update cars set status = 'archived' where id % 3 = 0`);
    await t.database.db.execute(sql`update cars set deleted_at = now() where id % 5 = 0`);
    await expectCountsToMatchRows();
    await t.database.db.execute(sql`truncate ads`);
    await expectCountsToMatchRows();
    expect((await statistics()).totals.activeAds).toBe(0);
  });
});
