import type { Page } from '@showroom/contract';
import { asc, desc, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars } from '../src/db/schema';
import { seedCarsInBulk } from '../src/db/seed/bulk-cars';
import { createTestApp, dataOf, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  await seedCarsInBulk(t.database.db, 1200);
});
afterAll(async () => t.close());

const pageIds = async (query: string) =>
  dataOf<Page<{ id: number }>>(
    await t.as('SA', { method: 'GET', url: `/api/v1/cars/?${query}` }),
  ).rows.map((r) => r.id);

describe('deep pages', () => {
  it('hold the same rows as the whole list, past the offset where ids are paged first', async () => {
    const all = await t.database.db
      .select({ id: cars.id })
      .from(cars)
      .where(isNull(cars.deletedAt))
      .orderBy(desc(cars.createdAt), desc(cars.id));
    expect(all.length).toBeGreaterThan(1400);
    for (const offset of [980, 1000, 1400]) {
      expect(await pageIds(`offset=${offset}&limit=20`)).toEqual(
        all.slice(offset, offset + 20).map((r) => r.id),
      );
    }
  });

  it('keep the requested sort on a deep page', async () => {
    const all = await t.database.db
      .select({ id: cars.id })
      .from(cars)
      .where(isNull(cars.deletedAt))
      .orderBy(asc(cars.price), asc(cars.id));
    expect(await pageIds('offset=1100&limit=30&sortBy=price&sortDirection=ASC')).toEqual(
      all.slice(1100, 1130).map((r) => r.id),
    );
  });
});
