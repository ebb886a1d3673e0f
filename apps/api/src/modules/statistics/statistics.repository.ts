import {
  STATISTICS_DAYS,
  TOP_BRANDS,
  carStatuses,
  offerStatuses,
  type Statistics,
} from '@showroom/contract';
import { and, desc, eq, gte, isNull, ne, notLike, or, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { recordOf } from '../../lib/records';
import { brands, categories, statisticsCounts, subscriptions } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The counts the writes keep (`statistics_counts`, maintained by triggers in the writing
 * transaction: migration 0005), read in one query: `<table>.<dimension>` → value → live rows.
 * Daily rows older than `from` are left out.
 */
async function readCounts(db: Executor, from: string) {
  const rows = await db
    .select({ metric: statisticsCounts.metric, key: statisticsCounts.key, n: statisticsCounts.n })
    .from(statisticsCounts)
    .where(
      and(
        ne(statisticsCounts.n, 0),
        or(notLike(statisticsCounts.metric, '%.day'), gte(statisticsCounts.key, from)),
      ),
    );
  const counts = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const values = counts.get(row.metric) ?? new Map<string, number>();
    values.set(row.key, row.n);
    counts.set(row.metric, values);
  }
  return (metric: string) => counts.get(metric) ?? new Map<string, number>();
}

/** Counts per status, every known status present (zero when absent). */
const byStatus = <S extends string>(values: Map<string, number>, statuses: readonly S[]) =>
  recordOf(statuses, (status) => values.get(status) ?? 0);

/** Live catalogue rows with their live cars (from the kept counts), most first, ties by name. */
async function carsPer(
  db: Executor,
  catalogue: typeof brands | typeof categories,
  metric: 'cars.brand_id' | 'cars.category_id',
  limit?: number,
) {
  const carsOf = sql<number>`coalesce(${statisticsCounts.n}, 0)`.mapWith(Number);
  const query = db
    .select({
      id: catalogue.id,
      nameEn: catalogue.nameEn,
      nameAr: catalogue.nameAr,
      cars: carsOf,
    })
    .from(catalogue)
    .leftJoin(
      statisticsCounts,
      and(
        eq(statisticsCounts.metric, metric),
        eq(statisticsCounts.key, sql`${catalogue.id}::text`),
      ),
    )
    .where(isNull(catalogue.deletedAt))
    .orderBy(desc(carsOf), catalogue.nameEn);
  return limit ? query.limit(limit) : query;
}

export async function readStatistics(db: Executor, now: Date): Promise<Statistics> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (STATISTICS_DAYS - 1) * DAY_MS);
  const thirtyDaysAgo = new Date(now.getTime() - 30 * DAY_MS);

  const fromDay = from.toISOString().slice(0, 10);
  const [countsOf, revenue, carsByCategory, topBrands] = await Promise.all([
    readCounts(db, fromDay),
    db
      .select({
        currency: subscriptions.currency,
        amount: sum(subscriptions.pricePaid).mapWith(Number),
      })
      .from(subscriptions)
      .where(and(gte(subscriptions.startsAt, thirtyDaysAgo), isNull(subscriptions.deletedAt)))
      .groupBy(subscriptions.currency)
      .orderBy(subscriptions.currency),
    carsPer(db, categories, 'cars.category_id'),
    carsPer(db, brands, 'cars.brand_id', TOP_BRANDS),
  ]);

  const kinds = countsOf('users.kind');
  const carsByStatus = byStatus(countsOf('cars.status'), carStatuses);
  const offersByStatus = byStatus(countsOf('offers.status'), offerStatuses);
  const sumOf = (counts: Record<string, number>) =>
    Object.values(counts).reduce((a, b) => a + b, 0);
  const newUsers = countsOf('users.day');
  const newCars = countsOf('cars.day');
  const newOffers = countsOf('offers.day');
  const queries = countsOf('customer_queries.status');
  const daily = Array.from({ length: STATISTICS_DAYS }, (_, i) => {
    const date = new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    return {
      date,
      newUsers: newUsers.get(date) ?? 0,
      newCars: newCars.get(date) ?? 0,
      newOffers: newOffers.get(date) ?? 0,
    };
  });

  return {
    generatedAt: now.toISOString(),
    totals: {
      users: [...kinds.values()].reduce((a, b) => a + b, 0),
      customers: kinds.get('customer') ?? 0,
      dealers: kinds.get('dealer') ?? 0,
      cars: sumOf(carsByStatus),
      carsByStatus,
      offers: sumOf(offersByStatus),
      offersByStatus,
      activeSubscriptions: countsOf('subscriptions.status').get('active') ?? 0,
      activeAds: countsOf('ads.status').get('active') ?? 0,
      openQueries: (queries.get('new') ?? 0) + (queries.get('in_progress') ?? 0),
      subscriptionRevenue30d: revenue.map((r) => ({ currency: r.currency, amount: r.amount })),
    },
    daily,
    carsByCategory,
    topBrands,
  };
}
