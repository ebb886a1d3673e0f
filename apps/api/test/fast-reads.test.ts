import { MIN_CAR_YEAR, type Page } from '@showroom/contract';
import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { EXACT_COUNT_LIMIT, isoTimestamp, listCounter, prepareRows } from '../src/crud/fast-reads';
import { cars, listEstimates, statisticsCounts } from '../src/db/schema';
import { seedCarsInBulk } from '../src/db/seed/bulk-cars';
import { createTestApp, JWT_SECRET, type TestApp } from './helpers';

// The list read's shortcuts (crud/fast-reads.ts, ADR 031): what they rely on in Drizzle and
// the drivers, and the counts they answer.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  // Beyond the exact-count limit, so the cars list answers with an estimate.
  await seedCarsInBulk(t.database.db, EXACT_COUNT_LIMIT + 50);
}, 120_000);
afterAll(() => t.close());

const outcome = (write: () => string) => {
  try {
    return write();
  } catch (error) {
    return `throws ${String(error)}`;
  }
};

describe('timestamps read as PostgreSQL sends them', () => {
  it('are written as toISOString writes the same moment, whatever the year, fraction or offset', () => {
    const digits = (min: number, max: number, length: number) =>
      fc.integer({ min, max }).map((n) => String(n).padStart(length, '0'));
    const text = fc
      .tuple(
        digits(1, 9999, 4),
        digits(1, 12, 2),
        digits(1, 28, 2),
        digits(0, 23, 2),
        digits(0, 59, 2),
        digits(0, 59, 2),
        fc.stringMatching(/^(\.\d{1,6})?$/),
        fc.constantFrom('+00', '+04', '-05', '+05:30'),
      )
      .map(
        ([y, mo, d, h, mi, s, fraction, offset]) =>
          `${y}-${mo}-${d} ${h}:${mi}:${s}${fraction}${offset}`,
      );
    fc.assert(
      fc.property(text, (value) => {
        // A year a Date cannot read (0013) fails the same way.
        expect(outcome(() => isoTimestamp(value))).toBe(
          outcome(() => new Date(value).toISOString()),
        );
      }),
      { numRuns: 2000 },
    );
  });
});

describe('Drizzle’s session, as the fast reads use it', () => {
  it('still offers prepareQuery(query, fields, name, isResponseInArrayMode, …)', () => {
    const { session } = t.database.db._;
    expect(typeof session.prepareQuery).toBe('function');
    expect(session.prepareQuery.length).toBe(7);
  });

  it('answers rows keyed by the statement’s names, timestamps as PostgreSQL’s text', async () => {
    const { db } = t.database;
    const statement = db
      .select({
        id: sql`${cars.id}`.as('id'),
        createdAt: sql`${cars.createdAt}`.as('createdAt'),
        title: sql`${cars.title}`.as('title'),
      })
      .from(cars)
      .orderBy(desc(cars.id))
      .limit(sql.placeholder('limit'));
    const rows = await prepareRows<Record<string, unknown>>(db, statement.toSQL())({ limit: 2 });
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(Object.keys(row)).toEqual(['id', 'createdAt', 'title']);
      expect(row.id).toEqual(expect.any(Number));
      expect(row.createdAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?\+00$/);
    }
    // A bigint: text from `pg`, a number from PGlite; the raw reading turns either to a number.
    const [count] = await prepareRows<{ n: unknown }>(
      db,
      db
        .select({ n: sql`${statisticsCounts.n}`.as('n') })
        .from(statisticsCounts)
        .limit(1)
        .toSQL(),
    )();
    expect(typeof count?.n).toBe(t.database.kind === 'postgres' ? 'string' : 'number');
  });
});

describe('a list’s count', () => {
  const live = isNull(cars.deletedAt);

  it('is exact up to the limit, the planner’s estimate beyond it', async () => {
    const [{ n }] = (await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cars)
      .where(live)) as [{ n: number }];
    expect(await listCounter(t.database.db, cars, live, 'test exact', n)()).toEqual({
      count: n,
      estimated: false,
    });
    const estimated = await listCounter(t.database.db, cars, live, 'test estimate', n - 1)();
    expect(estimated.estimated).toBe(true);
    expect(estimated.count).toBeGreaterThanOrEqual(n);
  });

  it('keeps an estimate in the database, for every process, until it lapses', async () => {
    const { db } = t.database;
    const list = 'test kept';
    const first = await listCounter(db, cars, live, list, 10)();
    expect(first.estimated).toBe(true);
    // Another process's counter, built afresh, answers with the kept estimate.
    const again = listCounter(db, cars, live, list, 10);
    expect(await again()).toEqual(first);
    await db
      .update(listEstimates)
      .set({ estimate: 1, keptUntil: sql`now() - interval '1 second'` })
      .where(eq(listEstimates.list, list));
    // Lapsed: counted again, and the new estimate kept.
    expect(await again()).toEqual(first);
    const [kept] = await db.select().from(listEstimates).where(eq(listEstimates.list, list));
    expect(kept?.estimate).toBe(first.count);
  });
});

describe('two API processes on one database', () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    second = await buildApp(t.config, { database: t.database, jwtSecret: JWT_SECRET });
    await second.ready();
  });
  // The database is the first app's to close.
  afterAll(() => second.close());

  const countOn = async (app: FastifyInstance) => {
    const { accessToken } = await t.signIn('SA');
    const response = await app.inject({
      method: 'GET',
      // A filter every car matches: an unfiltered list is counted exactly (list-totals.test.ts).
      url: `/api/v1/cars/?limit=1&yearFrom=${MIN_CAR_YEAR}`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { count, estimated } = response.json<{ data: Page<unknown> }>().data;
    return { count, estimated };
  };

  it('show the same count of a long filtered list, after writes as before', async () => {
    const long = await countOn(t.app);
    expect(long).toEqual({ count: expect.any(Number), estimated: true });
    expect(long.count).toBeGreaterThan(EXACT_COUNT_LIMIT);
    // All but 40 cars to the trash: the list is short now, but its estimate is kept a while.
    await t.database.db.execute(
      sql`update cars set deleted_at = now()
          where deleted_at is null and id not in (
            select id from cars where deleted_at is null order by id limit 40)`,
    );
    expect(await countOn(second)).toEqual(long);
    expect(await countOn(t.app)).toEqual(long);
    // Once it lapses, both count the list again.
    await t.database.db.update(listEstimates).set({ keptUntil: sql`now() - interval '1 second'` });
    expect(await countOn(second)).toEqual({ count: 40 });
    expect(await countOn(t.app)).toEqual({ count: 40 });
  });
});
