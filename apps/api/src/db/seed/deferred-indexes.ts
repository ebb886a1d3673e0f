import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Executor } from '../client';

/**
 * From this many new rows on, and when they are at least as many as a table holds already, a
 * bulk load builds the table's secondary indexes once after it instead of growing them row by
 * row: on a million cars, each 100,000 went in in 5 s without indexes against 32 s with them
 * (PostgreSQL on a loaded 2-core machine), and the two trigram indexes alone cost most of it.
 */
const DEFERRED_FROM_ROWS = 100_000;

/** How much memory an index build may take (PostgreSQL's default is 64 MB). */
const BUILD_MEMORY = '256MB';

/** The rows PostgreSQL thinks `table` holds (its last analyse), without counting them. */
async function estimatedRows(db: Executor, table: string) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select greatest(reltuples, 0)::float8 as n from pg_class where oid = ${table}::regclass`,
  );
  return row?.n ?? 0;
}

/**
 * Runs `load`, which adds about `adding` rows to `tables`, in one transaction; when the load is
 * large (see DEFERRED_FROM_ROWS), the tables' secondary indexes and foreign keys are dropped
 * first and made again, as they were, before it commits (but the indexes named in `keep`).
 * A foreign key checked row by row cost three quarters of a chunk's insert (100,000 cars: 13 s
 * with their five keys, 3 s without, load 15); added again, each is checked once, in one join
 * over all the rows, and a row that breaks it fails the load. Primary keys, unique indexes and
 * every index behind a constraint stay, so those checks hold during the load; a failure rolls
 * the whole load back, indexes and keys included. The tables, and those their keys point at,
 * are locked against other sessions' writes meanwhile.
 */
export async function loadWithChecksDeferred<T>(
  db: Db,
  tables: string[],
  adding: number,
  load: (tx: Executor) => Promise<T>,
  /** Indexes the load itself reads (its `not exists` checks): kept, or each check scans. */
  keep: string[] = [],
): Promise<T> {
  return db.transaction(async (tx) => {
    const deferred: string[] = [];
    const foreignKeys: string[] = [];
    for (const table of tables) {
      if (adding < DEFERRED_FROM_ROWS || adding < (await estimatedRows(tx, table))) continue;
      const keys = await queryRows<{ name: string; definition: string }>(
        tx,
        sql`select quote_ident(conname) as name, pg_get_constraintdef(oid) as definition
            from pg_constraint where conrelid = ${table}::regclass and contype = 'f'
            order by oid`,
      );
      for (const key of keys) {
        await tx.execute(sql.raw(`alter table ${table} drop constraint ${key.name}`));
        foreignKeys.push(`alter table ${table} add constraint ${key.name} ${key.definition}`);
      }
      const indexes = await queryRows<{ name: string; definition: string }>(
        tx,
        sql`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
            from pg_index i
            where i.indrelid = ${table}::regclass and not i.indisprimary and not i.indisunique
              and not exists (select from pg_constraint c where c.conindid = i.indexrelid)
            order by i.indexrelid`,
      );
      for (const index of indexes.filter(({ name }) => !keep.includes(name))) {
        await tx.execute(sql.raw(`drop index ${index.name}`));
        deferred.push(index.definition);
      }
    }
    const result = await load(tx);
    if (deferred.length > 0) {
      await tx.execute(sql.raw(`set local maintenance_work_mem = '${BUILD_MEMORY}'`));
      for (const definition of deferred) await tx.execute(sql.raw(definition));
    }
    for (const definition of foreignKeys) await tx.execute(sql.raw(definition));
    return result;
  });
}
