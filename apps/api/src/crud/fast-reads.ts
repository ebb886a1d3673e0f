import type { ListQuery } from '@showroom/contract';
import { and, eq, getTableName, gt, is, lt, sql, type Query, type SQL } from 'drizzle-orm';
import {
  PgBigInt53,
  PgBoolean,
  PgInteger,
  PgJsonb,
  PgText,
  PgTimestamp,
  PgUUID,
  type PgColumn,
  type PgTable,
} from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from '../db/client';
import { listEstimates, liveRowsMetric, statisticsCounts } from '../db/schema';
import { boundedMap, type BoundedMap } from '../lib/bounded-map';
import type { CrudTable } from './resource';

/*
 * The list read's measured shortcuts, all of them here (ADR 031 gives each one's figure).
 * The repository says which rows a list holds and in which order, in Drizzle; this module
 * reads a page of them and counts them:
 *
 * 1. the page is read raw, without Drizzle's mapping of every column of every row, through
 *    Drizzle's session (`prepareRows`), and its timestamps rearranged from PostgreSQL's text;
 * 2. a list without a search keeps its statements built, with the page's offset and limit
 *    as parameters;
 * 3. a deep page finds its ids first and reads whole rows for just the page;
 * 4. a list is counted exactly up to EXACT_COUNT_LIMIT matches; beyond, the planner's
 *    estimate stands in, and is kept in the database for ESTIMATE_LIFETIME_SECONDS, so that
 *    paging through a long list counts nothing and every API process shows the same count;
 *    the page statement reads the kept estimate too, so a list this process found long is
 *    paged with that one statement;
 * 5. a list without a search or a filter, of a table whose live rows the statistics
 *    triggers count (`liveRowsMetric`), is counted from those kept counts, exactly, by its
 *    page statement: its first page is that one statement.
 */

/** Which rows a list holds and in which order: the repository's part of a list. */
export type ListShape = { where: SQL | undefined; order: SQL[] };

/** A row as the API answers it: timestamps as ISO strings. */
export type AnsweredRow = Record<string, unknown>;

export type ListCount = { count: number; estimated: boolean };

/**
 * Up to this many matches a list is counted exactly; beyond it the planner's estimate stands
 * in (as "about N"). 10,000 matches is 500 pages of 20: nobody pages to the end of that.
 */
export const EXACT_COUNT_LIMIT = 10_000;

/**
 * How long a list found longer than the limit answers with its estimate without counting
 * again. A list that shrinks below the limit meanwhile still shows "about N" until then.
 */
export const ESTIMATE_LIFETIME_SECONDS = 60;

/** From this offset on, a page is found by id first and its rows read afterwards. */
const DEFERRED_JOIN_OFFSET = 1000;

/** Lists without a search kept built, per resource: each filter set and sort is one. */
const KEPT_LISTS = 200;

/** The page statement's last column: the list's kept estimate, the same on every row. */
const KEPT = '$keptEstimate';

/**
 * A statement built once (`query`, from a builder's `toSQL()`) and run with new placeholder
 * values each time, answering its rows as the driver reads them: objects keyed by the names
 * the statement gives its columns (timestamps as PostgreSQL's text, a bigint as text from
 * `pg`). Sent unnamed, so PostgreSQL plans each run for its own values.
 *
 * This is Drizzle's session below its query builders (`prepareQuery` with no fields to map):
 * `test/fast-reads.test.ts` fails if a Drizzle release changes it.
 */
export function prepareRows<T>(db: Executor, query: Query) {
  const prepared = db._.session.prepareQuery(query, undefined, '', false);
  return async (values: Record<string, unknown> = {}) =>
    ((await prepared.execute(values)) as { rows: T[] }).rows;
}

/**
 * PostgreSQL's text for a moment when its session's time zone is UTC, in years 1000 to 9999
 * (a Date reads the year 0001 as 2001; such years keep going through one).
 */
const utcText = /^([1-9]\d{3}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d+))?\+00$/;

/**
 * A timestamp's text from PostgreSQL (`2026-11-25 16:09:14.123456+00`) as `toISOString` writes
 * that moment (`2026-11-25T16:09:14.123Z`: milliseconds, the rest cut off as a Date cuts it).
 * Text in UTC is rearranged, about five times faster than a Date's parser (some 4 µs each,
 * 60 per page of cars); any other offset goes through a Date.
 */
export function isoTimestamp(text: string): string {
  const utc = utcText.exec(text);
  if (!utc) return new Date(text).toISOString();
  const [, date, time, fraction = ''] = utc;
  return `${date}T${time}.${`${fraction}000`.slice(0, 3)}Z`;
}

/** Column types both drivers read as the answer has them. */
const asRead = [PgInteger, PgText, PgBoolean, PgJsonb, PgUUID];

/**
 * Turns rows read by `prepareRows` into what a record read through Drizzle answers, in place
 * (they are the driver's own objects). Of Showroom's column types only two arrive otherwise:
 * a timestamp as PostgreSQL's text, and a bigint as text from `pg` (a number from PGlite).
 * Any other type fails here, when a resource is declared, until this says how its raw value
 * reads.
 */
export function rawRowReader(columns: Record<string, PgColumn>) {
  const timestamps: string[] = [];
  const bigints: string[] = [];
  for (const [key, column] of Object.entries(columns)) {
    if (is(column, PgTimestamp) && column.withTimezone) timestamps.push(key);
    else if (is(column, PgBigInt53)) bigints.push(key);
    else if (!asRead.some((type) => is(column, type)))
      throw new Error(`A raw row's ${column.columnType} column "${key}" has no reading`);
  }
  return <Row extends Record<string, unknown>>(row: Row): Row => {
    const out: Record<string, unknown> = row;
    // The page statement's last column (V8 takes a last property off without a slower shape).
    Reflect.deleteProperty(out, KEPT);
    for (const key of timestamps) {
      const value = out[key];
      if (typeof value === 'string') out[key] = isoTimestamp(value);
    }
    for (const key of bigints) {
      const value = out[key];
      if (value !== null) out[key] = Number(value);
    }
    return row;
  };
}

/** The planner's estimate of how many rows match `where`: no row is read. */
async function plannedRows(db: Executor, table: PgTable, where: SQL | undefined) {
  const [plan] = await queryRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    db,
    sql`explain (format json) ${db
      .select({ one: sql`1` })
      .from(table)
      .where(where)}`,
  );
  return Math.round(plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
}

/** The estimate kept for `list`, while it holds: a subquery. */
const keptEstimate = (db: Executor, list: string) =>
  db
    .select({ estimate: listEstimates.estimate })
    .from(listEstimates)
    .where(and(eq(listEstimates.list, list), gt(listEstimates.keptUntil, sql`now()`)));

/**
 * The live rows of `table` as the statistics triggers keep them (ADR 020), exact after every
 * write: a subquery over a handful of counter rows. Undefined for a table they do not count.
 */
function keptTotal(db: Executor, table: PgTable) {
  const metric = liveRowsMetric[getTableName(table)];
  if (metric === undefined) return undefined;
  return db
    .select({ total: sql<number>`coalesce(sum(${statisticsCounts.n}), 0)::int`.as('total') })
    .from(statisticsCounts)
    .where(eq(statisticsCounts.metric, metric));
}

/**
 * One statement answering a list's kept estimate, if one is kept, or else its exact count up
 * to `limit + 1`: the count's scan sits under a one-time filter on the kept estimate, so
 * PostgreSQL skips it when there is one.
 */
function countStatement(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
  list: string,
  limit: number,
) {
  const kept = keptEstimate(db, list);
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(and(where, sql`not exists ${kept}`))
    .limit(limit + 1)
    .as('capped');
  return db
    .select({
      kept: sql<number | null>`${kept}`.as('kept'),
      counted: sql<number>`count(*)::int`.as('counted'),
    })
    .from(capped)
    .toSQL();
}

/**
 * A list's count: its kept estimate, or its exact count up to `limit`, or beyond it the
 * planner's estimate, kept for the next pages (and every other process) to answer with.
 */
export function listCounter(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
  list: string,
  limit: number = EXACT_COUNT_LIMIT,
) {
  const read = prepareRows<{ kept: number | null; counted: number }>(
    db,
    countStatement(db, table, where, list, limit),
  );
  return async (): Promise<ListCount> => {
    // A count answers one row, always.
    const [{ kept, counted }] = (await read()) as [{ kept: number | null; counted: number }];
    if (kept !== null) return { count: kept, estimated: true };
    if (counted <= limit) return { count: counted, estimated: false };
    const estimate = Math.max(await plannedRows(db, table, where), limit + 1);
    const keptUntil = sql`now() + ${`${ESTIMATE_LIFETIME_SECONDS} seconds`}::interval`;
    // Estimates of lists nobody has read for a while go; this list's own is replaced.
    await db.delete(listEstimates).where(lt(listEstimates.keptUntil, sql`now()`));
    await db
      .insert(listEstimates)
      .values({ list, estimate, keptUntil })
      .onConflictDoUpdate({ target: listEstimates.list, set: { estimate, keptUntil } });
    return { count: estimate, estimated: true };
  };
}

/**
 * What is built once per database and key and kept (at most `KEPT_LISTS` per database): a
 * list's statements, say, whose key is its filters. `build` runs only for a key not kept.
 */
export function keptPerDatabase<T>() {
  const kept = new WeakMap<Executor, BoundedMap<T>>();
  return async (db: Executor, key: string, build: () => T | Promise<T>): Promise<T> => {
    let built = kept.get(db);
    if (!built) {
      built = boundedMap<T>(KEPT_LISTS);
      kept.set(db, built);
    }
    const value = built.get(key) ?? (await build());
    built.set(key, value);
    return value;
  };
}

/** A page of a list and the count of the whole list. */
type BuiltList = (slice: { offset: number; limit: number }) => Promise<CountedPage>;
export type CountedPage = ListCount & { rows: AnsweredRow[] };

/**
 * The fast reading of one resource's lists: `columns` are those a row answers with, beside
 * the fields `derived` from them (answered as the driver reads them); `name` tells its lists
 * apart from other resources' in the kept estimates.
 */
export function fastListReads(
  name: string,
  table: CrudTable,
  columns: Record<string, PgColumn>,
  derived: Record<string, SQL> = {},
) {
  const readRow = rawRowReader(columns);

  /**
   * A list's page statement and its count, with the page's offset and limit as parameters.
   * A list the last count found long is paged by its page statement alone, which carries the
   * kept estimate; a list found short, or whose estimate has lapsed, is counted beside it.
   * Which way a list is read is this process's guess; the count answered is the database's.
   */
  function build(
    db: Executor,
    shape: ListShape,
    deep: boolean,
    matching: string,
    unfiltered: boolean,
  ): BuiltList {
    const { where, order } = shape;
    const list = `${name} ${matching}`;
    // An unfiltered list of a counted table carries its exact count instead of an estimate.
    const total = unfiltered ? keptTotal(db, table) : undefined;
    // Each column under the name the API answers it by, so a raw row is the answer's row.
    const answerColumns = {
      ...Object.fromEntries(
        Object.entries({ ...columns, ...derived }).map(([key, value]) => [
          key,
          sql`${value}`.as(key),
        ]),
      ),
      [KEPT]: sql`${total ?? keptEstimate(db, list)}`.as(KEPT),
    };
    const offset = sql.placeholder('offset');
    const limit = sql.placeholder('limit');
    let statement;
    if (!deep) {
      statement = db
        .select(answerColumns)
        .from(table)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
    } else {
      // A deep page skips its offset over ids alone, which an index can hold, and reads whole
      // rows for just the page.
      const ids = db
        .select({ id: table.id })
        .from(table)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
        .as('page');
      statement = db
        .select(answerColumns)
        .from(table)
        .innerJoin(ids, eq(table.id, ids.id))
        .orderBy(...order);
    }
    const page = prepareRows<AnsweredRow>(db, statement.toSQL());
    if (total) {
      const counted = prepareRows<{ total: number }>(db, total.toSQL());
      return async (slice) => {
        const rows = await page(slice);
        const kept = rows[0]?.[KEPT];
        // A page past the end (or of an empty list) has no row to carry the count.
        const count = typeof kept === 'number' ? kept : ((await counted())[0]?.total ?? 0);
        return { count, estimated: false, rows: rows.map(readRow) };
      };
    }
    const count = listCounter(db, table, where, list);
    let long = false;
    const answer = (rows: AnsweredRow[], total: ListCount) => {
      long = total.estimated;
      return { ...total, rows: rows.map(readRow) };
    };
    return async (slice) => {
      if (long) {
        const rows = await page(slice);
        const kept = rows[0]?.[KEPT];
        if (typeof kept === 'number') return answer(rows, { count: kept, estimated: true });
        // Lapsed, or a page past the end: no estimate came with it.
        return answer(rows, await count());
      }
      const [rows, total] = await Promise.all([page(slice), count()]);
      return answer(rows, total);
    };
  }

  // A list without a search is built once and kept: its filters are plain values, so the
  // same query always means the same statements (a search also looks up matching records).
  const kept = keptPerDatabase<BuiltList>();

  return {
    /**
     * A page of a list and the count of the whole list. `shape` says which rows the list
     * holds and in which order; it is asked only when the list's statements are built.
     */
    async page(db: Executor, query: ListQuery, shape: () => Promise<ListShape>) {
      const { offset, limit, ...listed } = query;
      const deep = offset >= DEFERRED_JOIN_OFFSET;
      // What the count depends on: which rows, whatever their order.
      const matching = () =>
        JSON.stringify({ ...listed, sortBy: undefined, sortDirection: undefined });
      // No search and no filter: the live rows, all of them (`deleted: false` is the same).
      const given: Record<string, unknown> = listed;
      const unfiltered = Object.keys(given).every(
        (key) =>
          given[key] === undefined ||
          key === 'sortBy' ||
          key === 'sortDirection' ||
          (key === 'deleted' && given[key] === false),
      );
      let list: BuiltList;
      if (query.search) {
        list = build(db, await shape(), deep, matching(), unfiltered);
      } else {
        const key = `${JSON.stringify(listed)} ${deep ? 'deep' : 'shallow'}`;
        list = await kept(db, key, async () =>
          build(db, await shape(), deep, matching(), unfiltered),
        );
      }
      return list({ offset, limit });
    },
  };
}
