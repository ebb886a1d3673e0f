import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from '../db/client';

/**
 * Counting every match of a large list costs a scan of all of them on every page. Up to
 * this many the count is exact; beyond it the planner's estimate stands in (as "about N"),
 * which costs nothing. 10,000 matches is 500 pages of 20: nobody pages to the end of that.
 */
export const EXACT_COUNT_LIMIT = 10_000;

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
