import {
  and,
  Column,
  getTableColumns,
  getTableName,
  inArray,
  is,
  sql,
  SQL,
  StringChunk,
} from 'drizzle-orm';
import { getTableConfig, IndexedColumn, type PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import type { StoredRow } from './crud.repository';
import type { CrudTable } from './resource';

/**
 * A unique index of a table, as a check compares values with it: the field it covers, its own
 * expression (`on`: the column, or `lower(column)`) and condition (`where`: live records only),
 * and a value as the index compares it (`keyOf`).
 */
type UniqueField = {
  name: string;
  field: string;
  on: SQL;
  where: SQL | undefined;
  keyOf: (value: unknown) => unknown;
};

/**
 * The values a table's unique indexes hold as a run of checks found them, by index and by the
 * value as the index compares it: the record holding it (0: one the writes create), or null
 * when a change checked before gave it up. The records the writes leave are live, inside the
 * indexes' condition. Kept across the batches of a file, it holds the unique values the file's
 * rows take or give up, one entry each.
 */
export type UniqueClaims = Map<string, Map<string, number | null>>;

/** A write whose values the rules passed: a create (`current` null), or a change of `current`. */
export type UniqueWrite = { values: Record<string, unknown>; current: StoredRow | null };

const readings = new WeakMap<CrudTable, UniqueField[]>();

/** The column of an index's `lower(column)`, as `uniqueWhileLiveIgnoringCase` writes it, or null. */
function lowerOf(expression: SQL): Column | null {
  const [open, column, close, ...more] = expression.queryChunks;
  const text = (chunk: unknown) => (is(chunk, StringChunk) ? chunk.value.join('') : null);
  return more.length === 0 && text(open) === 'lower(' && is(column, Column) && text(close) === ')'
    ? column
    : null;
}

/**
 * The table's unique indexes (the primary key aside), read from its declaration once. An index
 * this cannot compare (several columns, another expression) throws: a check must not pass over
 * a value the write would refuse.
 */
export function uniqueFieldsOf(table: CrudTable): UniqueField[] {
  const known = readings.get(table);
  if (known) return known;
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>);
  const read = getTableConfig(table)
    .indexes.filter((index) => index.config.unique)
    .map(({ config: { name, columns: entries, where } }): UniqueField => {
      const [entry, ...more] = entries;
      const lowered = is(entry, SQL) ? lowerOf(entry) : null;
      const covered = is(entry, IndexedColumn) ? entry : lowered;
      const found = columns.find(([, column]) => column.name === covered?.name);
      if (!name || !found || !entry || more.length > 0)
        throw new Error(`${getTableName(table)}: a check cannot compare the unique index ${name}`);
      const [field, column] = found;
      return lowered
        ? {
            name,
            field,
            on: entry as SQL,
            where,
            keyOf: (value) => (typeof value === 'string' ? value.toLowerCase() : value),
          }
        : { name, field, on: sql`${column}`, where, keyOf: (value) => value };
    });
  readings.set(table, read);
  return read;
}

/**
 * The unique index each write would break (null: none), as the database finds it when they are
 * written one after another: a value a live record other than the written one holds (one query
 * per index for all the writes), or one a write before took, in this call or one before with
 * the same `claims`. A write taking a value, or changing one it gave up, leaves it in `claims`.
 * A table without unique indexes (cars) costs no query.
 *
 * Compared rather than written in a rolled-back savepoint: a write would cost its audit row,
 * notices and an id per row, and would not see the batches checked before (rolled back too),
 * so their values would have to be kept anyway.
 */
export async function takenUniques(
  tx: Executor,
  table: CrudTable,
  writes: readonly UniqueWrite[],
  claims: UniqueClaims,
): Promise<(string | null)[]> {
  const held = new Map<string, Map<string, number>>();
  const uniques = uniqueFieldsOf(table);
  for (const unique of uniques) {
    const holders = new Map<string, number>();
    held.set(unique.name, holders);
    const keys = [
      ...new Set(
        writes.flatMap(({ values }) => {
          const value = values[unique.field];
          return value === undefined || value === null ? [] : [unique.keyOf(value)];
        }),
      ),
    ];
    if (keys.length === 0) continue;
    const rows = (await tx
      .select({ id: table.id, key: unique.on })
      .from(table)
      .where(and(inArray(unique.on, keys), unique.where))) as { id: number; key: unknown }[];
    for (const row of rows) holders.set(String(row.key), row.id);
  }
  const keyIn = (unique: UniqueField, value: unknown) => String(unique.keyOf(value));
  return writes.map(({ values, current }) => {
    const taken = uniques.find((unique) => {
      const value = values[unique.field];
      if (value === undefined || value === null) return false;
      const key = keyIn(unique, value);
      const claimed = claims.get(unique.name);
      const holder = claimed?.has(key) ? claimed.get(key) : held.get(unique.name)?.get(key);
      // A record may keep its own value (in another case, say); a new one has no id yet.
      return holder !== undefined && holder !== null && holder !== current?.id;
    });
    if (taken) return taken.name;
    for (const unique of uniques) {
      if (!(unique.field in values)) continue;
      const claimed = claims.get(unique.name) ?? new Map<string, number | null>();
      claims.set(unique.name, claimed);
      const before = current?.[unique.field];
      if (before !== undefined && before !== null) claimed.set(keyIn(unique, before), null);
      const value = values[unique.field];
      if (value !== undefined && value !== null)
        claimed.set(keyIn(unique, value), current?.id ?? 0);
    }
    return null;
  });
}
