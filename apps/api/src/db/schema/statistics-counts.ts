import { bigint, primaryKey, text } from 'drizzle-orm/pg-core';
import { pgTable } from 'drizzle-orm/pg-core';

/**
 * Live-row counts the dashboard reads instead of scanning: one row per `<table>.<dimension>`
 * and value, e.g. (`cars.status`, `pending`) or (`cars.day`, `2026-11-22`). Statement-level
 * triggers keep them in the writing transaction, whatever writes (routes, jobs, seeds); see
 * migration 0005 and ADR 020.
 */
export const statisticsCounts = pgTable(
  'statistics_counts',
  {
    metric: text().notNull(),
    key: text().notNull(),
    n: bigint({ mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.metric, table.key] })],
);

/**
 * For each table the triggers count, a metric whose values split its live rows (every live
 * row is counted under exactly one key, `''` for a null): the sum of its counts is the
 * number of live rows, exact after every write. A list without a search or a filter is
 * counted this way (`crud/fast-reads.ts`) instead of by a count statement.
 */
export const liveRowsMetric: Readonly<Partial<Record<string, string>>> = {
  cars: 'cars.status',
  users: 'users.kind',
  offers: 'offers.status',
  subscriptions: 'subscriptions.status',
  ads: 'ads.status',
  customer_queries: 'customer_queries.status',
};
