import type { Car, Page } from '@showroom/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { seedCarsInBulk } from '../src/db/seed/bulk-cars';
import { dataOf } from './helpers';
import { carInStatus, createCar, useMarketplace } from './marketplace-fixtures';

/**
 * A list without a search or a filter is counted from the counts the statistics triggers
 * keep (`liveRowsMetric`), not by a count statement: its first page is one statement, and its
 * count is exact whatever wrote the rows.
 */
/** Every statement the app sends through its database handle, while `watching`. */
const sent: string[] = [];
let watching = false;
const { t, f } = useMarketplace({
  statements: {
    logQuery: (query) => {
      if (watching) sent.push(query);
    },
  },
});
beforeAll(async () => {
  await seedCarsInBulk(t.database.db, 300);
});

const carsPage = async (query = '') =>
  dataOf<Page<Car>>(await t.as('SA', { method: 'GET', url: `/api/v1/cars${query}` }));

const liveCars = async () =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from cars where deleted_at is null`,
    )
  )[0]?.n;

async function expectExactTotal() {
  const page = await carsPage();
  expect(page.estimated).toBeUndefined();
  expect(page.count).toBe(await liveCars());
}

describe('the unfiltered count of a list', () => {
  it('is read by the first page statement itself: no count statement', async () => {
    await t.signIn('SA');
    watching = true;
    const page = await carsPage();
    watching = false;
    expect(page.rows).toHaveLength(20);
    const reads = sent.filter((statement) => /from "cars"/.test(statement));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/statistics_counts/);
    expect(sent.filter((statement) => /count\(/i.test(statement))).toEqual([]);
    expect(page.count).toBe(await liveCars());
  });

  it('stays exact through creates, the trash, restores and bulk status moves', async () => {
    await expectExactTotal();
    const created = await createCar(t, f);
    const published = await carInStatus(t, f, 'published');
    await expectExactTotal();

    dataOf(await t.as('SA', { method: 'DELETE', url: `/api/v1/cars/${created.id}` }));
    dataOf(await t.as('SA', { method: 'DELETE', url: `/api/v1/cars/${published.id}` }));
    await expectExactTotal();
    dataOf(await t.as('SA', { method: 'POST', url: `/api/v1/cars/${published.id}/restore` }));
    await expectExactTotal();

    const moved = await t.as('SA', {
      method: 'POST',
      url: '/api/v1/cars/bulk-edit',
      payload: { selection: { filter: { status: 'pending' } }, set: { status: 'published' } },
    });
    expect(moved.statusCode).toBe(200);
    await expectExactTotal();

    await t.database.db.execute(sql`update cars set deleted_at = now() where id % 7 = 0`);
    await expectExactTotal();
  });

  it('answers a page past the end, and the trash and filtered lists as before', async () => {
    const live = await liveCars();
    const past = await carsPage('?offset=5000');
    expect(past).toMatchObject({ count: live, rows: [] });
    const [trashed] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from cars where deleted_at is not null`,
    );
    expect((await carsPage('?deleted=true')).count).toBe(trashed?.n);
    const [published] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from cars where deleted_at is null and status = 'published'`,
    );
    expect((await carsPage('?status=published')).count).toBe(published?.n);
  });
});
