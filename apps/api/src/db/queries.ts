import type { User } from '@showroom/contract';
import { and, eq, exists, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { users } from './schema';

/** The first row a query finds, or null when it finds none. */
export async function firstRow<Row>(query: {
  limit(count: number): PromiseLike<Row[]>;
}): Promise<Row | null> {
  const [row] = await query.limit(1);
  return row ?? null;
}

/**
 * `column` is before a moment `hours` from now (negative: ago), read by the database's clock
 * when the query runs: what a relative filter (`-48h`, `+7d`) of a saved view means (ADR 053).
 */
export const beforeFromNow = (column: PgColumn, hours: number) =>
  sql`${column} < now() + make_interval(hours => ${hours}::int)`;

/** `exists (select 1 from <table> where …)`: a condition on other rows, meeting all of these. */
export const anyRowOf = (db: Executor, table: PgTable, ...conditions: (SQL | undefined)[]) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(table)
      .where(and(...conditions)),
  );

/**
 * Accounts of one of `kinds` that may act: active (not blocked) and not in the trash. Who
 * may sign in, who hears a staff notice, who a notification reaches, who may sell.
 */
export const activeAccounts = (...kinds: User['kind'][]) =>
  and(inArray(users.kind, kinds), eq(users.status, 'active'), isNull(users.deletedAt));
