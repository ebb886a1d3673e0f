import {
  STATISTICS_DAYS,
  TOP_BRANDS,
  carStatuses,
  offerStatuses,
  type Statistics,
} from '@showroom/contract';
import { and, count, desc, eq, gte, isNull, sql, sum } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from '../../db/client';
import { recordOf } from '../../lib/records';
import {
  ads,
  brands,
  cars,
  categories,
  customerQueries,
  offers,
  subscriptions,
  users,
} from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Counts per value of a status column, every known status present (zero when absent). */
async function countByStatus<S extends string>(
  db: Executor,
  table: PgTable & { status: PgColumn; deletedAt: PgColumn },
  statuses: readonly S[],
): Promise<Record<S, number>> {
  const rows = await db
    .select({ status: table.status, n: count() })
    .from(table)
    .where(isNull(table.deletedAt))
    .groupBy(table.status);
  const found = new Map<unknown, number>(rows.map((row) => [row.status, row.n]));
  return recordOf(statuses, (status) => found.get(status) ?? 0);
}

/** New records per UTC day since `from`, keyed `YYYY-MM-DD`. */
async function perDay(
  db: Executor,
  table: PgTable & { createdAt: PgColumn; deletedAt: PgColumn },
  from: Date,
) {
  const day = sql<string>`to_char(${table.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, n: count() })
    .from(table)
    .where(and(gte(table.createdAt, from), isNull(table.deletedAt)))
    .groupBy(day);
  return new Map(rows.map((r) => [r.day, r.n]));
}

/** Cars per row of a catalogue table, most first, ties by name. */
async function carsPer(
  db: Executor,
  catalogue: typeof brands | typeof categories,
  key: PgColumn,
  limit?: number,
) {
  const perKey = db
    .select({ id: key, cars: count().as('cars') })
    .from(cars)
    .where(isNull(cars.deletedAt))
    .groupBy(key)
    .as('per_key');
  const query = db
    .select({
      id: catalogue.id,
      nameEn: catalogue.nameEn,
      nameAr: catalogue.nameAr,
      cars: sql<number>`coalesce(${perKey.cars}, 0)`.mapWith(Number),
    })
    .from(catalogue)
    .leftJoin(perKey, eq(perKey.id, catalogue.id))
    .where(isNull(catalogue.deletedAt))
    .orderBy(desc(sql`coalesce(${perKey.cars}, 0)`), catalogue.nameEn);
  return limit ? query.limit(limit) : query;
}

export async function readStatistics(db: Executor, now: Date): Promise<Statistics> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (STATISTICS_DAYS - 1) * DAY_MS);
  const thirtyDaysAgo = new Date(now.getTime() - 30 * DAY_MS);

  const [
    people,
    carsByStatus,
    offersByStatus,
    [activeSubscriptions],
    [activeAds],
    [openQueries],
    revenue,
    newUsers,
    newCars,
    newOffers,
    carsByCategory,
    topBrands,
  ] = await Promise.all([
    queryRows<{ kind: string; n: number }>(
      db,
      sql`select ${users.kind} as kind, count(*)::int as n from ${users}
          where ${users.deletedAt} is null group by ${users.kind}`,
    ),
    countByStatus(db, cars, carStatuses),
    countByStatus(db, offers, offerStatuses),
    db
      .select({ n: count() })
      .from(subscriptions)
      .where(and(eq(subscriptions.status, 'active'), isNull(subscriptions.deletedAt))),
    db
      .select({ n: count() })
      .from(ads)
      .where(and(eq(ads.status, 'active'), isNull(ads.deletedAt))),
    db
      .select({ n: count() })
      .from(customerQueries)
      .where(
        and(
          sql`${customerQueries.status} in ('new', 'in_progress')`,
          isNull(customerQueries.deletedAt),
        ),
      ),
    db
      .select({
        currency: subscriptions.currency,
        amount: sum(subscriptions.pricePaid).mapWith(Number),
      })
      .from(subscriptions)
      .where(and(gte(subscriptions.startsAt, thirtyDaysAgo), isNull(subscriptions.deletedAt)))
      .groupBy(subscriptions.currency)
      .orderBy(subscriptions.currency),
    perDay(db, users, from),
    perDay(db, cars, from),
    perDay(db, offers, from),
    carsPer(db, categories, cars.categoryId),
    carsPer(db, brands, cars.brandId, TOP_BRANDS),
  ]);

  const kinds = new Map(people.map((p) => [p.kind, p.n]));
  const sumOf = (counts: Record<string, number>) =>
    Object.values(counts).reduce((a, b) => a + b, 0);
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
      activeSubscriptions: activeSubscriptions?.n ?? 0,
      activeAds: activeAds?.n ?? 0,
      openQueries: openQueries?.n ?? 0,
      subscriptionRevenue30d: revenue.map((r) => ({ currency: r.currency, amount: r.amount })),
    },
    daily,
    carsByCategory,
    topBrands,
  };
}
