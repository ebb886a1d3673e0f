import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

/** Each table's row count and a digest of its rows; equal snapshots mean no row changed. */
export type Snapshot = Map<string, string>;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows;

export async function tablesOf(database: Database): Promise<string[]> {
  const result = await database.db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'
        order by table_name`,
  );
  return rowsOf(result).map((row) => String(row.table_name));
}

/**
 * Bookkeeping a signed-in request writes whatever its answer, left out of the digest: when a
 * session was last used (written at most every few minutes, beside the request).
 */
const bookkeeping: Record<string, string[]> = { sessions: ['last_seen_at'] };

/** A row as text, less its table's bookkeeping columns. */
const rowText = (table: string) =>
  bookkeeping[table]
    ? `(to_jsonb(x) - ${bookkeeping[table].map((column) => `'${column}'`).join(' - ')})::text`
    : 'x::text';

/** One query over every table: `count(*)` and an md5 of its rows in a fixed order. */
export function snapshotter(database: Database, tables: string[]) {
  const query = sql.raw(
    tables
      .map((table) => {
        const row = rowText(table);
        return (
          `select '${table}' as t, count(*)::text || ':' || ` +
          `md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as h from "${table}" x`
        );
      })
      .join(' union all '),
  );
  return async (): Promise<Snapshot> => {
    const rows = rowsOf(await database.db.execute(query));
    return new Map(rows.map((row) => [String(row.t), String(row.h)]));
  };
}

/**
 * The next transaction id the database will hand out. A request that wrote nothing (not
 * even a rolled-back insert or a row lock) leaves it as it was, so the full snapshot is
 * only taken after requests that moved it.
 */
export function writeMarker(database: Database) {
  const query = sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`;
  return async (): Promise<string> => String(rowsOf(await database.db.execute(query))[0]?.x);
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return [...after.keys()].filter((table) => before.get(table) !== after.get(table));
}
