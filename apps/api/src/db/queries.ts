import { and, exists, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/** The first row a query finds, or null when it finds none. */
export async function firstRow<Row>(query: {
  limit(count: number): PromiseLike<Row[]>;
}): Promise<Row | null> {
  const [row] = await query.limit(1);
  return row ?? null;
}

/** `exists (select 1 from <table> where …)`: a condition on other rows, meeting all of these. */
export const anyRowOf = (db: Executor, table: PgTable, ...conditions: SQL[]) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(table)
      .where(and(...conditions)),
  );
