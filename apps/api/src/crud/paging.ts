import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from '../db/client';
import { boundedMap } from '../lib/bounded-map';

/**
 * Counting every match of a large list costs a scan of all of them on every page. Up to
 * this many the count is exact; beyond it the planner's estimate stands in (as "about N"),
 * which costs nothing. 10,000 matches is 500 pages of 20: nobody pages to the end of that.
 */
export const EXACT_COUNT_LIMIT = 10_000;

/**
 * How long a list found longer than the limit answers with its estimate without counting
 * again: paging through a million cars then costs no count statement at all. A list that
 * shrinks below the limit meanwhile still shows "about N" until its entry lapses.
 */
export const ESTIMATE_LIFETIME_MS = 60_000;

/** Lists whose estimate is kept at once; each distinct search or filter is one. */
const KEPT_ESTIMATES = 1_000;

export type ListCount = { count: number; estimated: boolean };

export async function countMatches(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
  limit: number = EXACT_COUNT_LIMIT,
): Promise<ListCount> {
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(limit + 1)
    .as('capped');
  const [exact] = await db.select({ value: count() }).from(capped);
  const value = exact?.value ?? 0;
  if (value <= limit) return { count: value, estimated: false };
  const [plan] = await queryRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    db,
    sql`explain (format json) ${db
      .select({ one: sql`1` })
      .from(table)
      .where(where)}`,
  );
  const planned = plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
  return { count: Math.max(Math.round(planned), limit + 1), estimated: true };
}

/**
 * Estimates of long lists, by a key naming the list (its search and filters), each kept for
 * `lifetimeMs`. Exact counts are never kept: a list under the limit is counted every time.
 */
export function keptEstimates(
  lifetimeMs: number = ESTIMATE_LIFETIME_MS,
  now: () => number = () => performance.now(),
) {
  const entries = boundedMap<{ count: number; until: number }>(KEPT_ESTIMATES);
  return {
    get(key: string): ListCount | null {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.until <= now()) {
        entries.delete(key);
        return null;
      }
      return { count: entry.count, estimated: true };
    },
    keep(key: string, total: ListCount) {
      if (!total.estimated) {
        entries.delete(key);
        return;
      }
      entries.set(key, { count: total.count, until: now() + lifetimeMs });
    },
  };
}
