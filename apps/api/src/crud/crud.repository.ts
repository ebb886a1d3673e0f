import type { ListQuery } from '@showroom/contract';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  ilike,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { prepareRows, type Executor } from '../db/client';
import { boundedMap, type BoundedMap } from '../lib/bounded-map';
import { rawRowReader } from '../lib/rows';
import { countMatches, keptEstimates } from './paging';
import type { CrudTable, CrudDefinition } from './resource';

export type StoredRow = Record<string, unknown> & {
  id: number;
  version: number;
  deletedAt: Date | null;
};

/** A row as the API answers it: timestamps as ISO strings (lib/rows.ts `serializeRow`). */
export type AnsweredRow = Record<string, unknown>;

/** From this offset on, a page is found by id first and its rows read afterwards. */
const DEFERRED_JOIN_OFFSET = 1000;

/** Lists without a search kept built, per resource: each filter set and sort is one. */
const KEPT_LISTS = 200;

/** A plain list is meant to be short; this keeps a runaway one from exhausting memory. */
export const PLAIN_LIST_CAP = 1000;

/** A plain list's query: the whole list unless `offset` or `limit` asks for a slice. */
export type PlainListQuery = Omit<ListQuery, 'offset' | 'limit'> &
  Partial<Pick<ListQuery, 'offset' | 'limit'>>;

/** `%` and `_` typed by a user are literal characters, not wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Generic SQL for a resource's table. Takes a database or a transaction. */
export function createCrudRepository(definition: CrudDefinition) {
  const table: CrudTable = definition.table;
  const hidden = new Set(definition.privateColumns ?? []);
  // Every column but the private ones, for each select and returning clause.
  const columns = Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(([name]) => !hidden.has(name)),
  );
  // A list's page is read raw: each column under the name the API answers it by, then the
  // few values the drivers read otherwise turned as Drizzle and serializeRow would turn them.
  // Drizzle's mapping of every column of every row was a tenth of a list request's CPU.
  const answerColumns = Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [key, sql`${column}`.as(key)]),
  );
  const readRow = rawRowReader(columns);

  async function listWhere(db: Executor, query: ListQuery): Promise<SQL | undefined> {
    const conditions: (SQL | undefined)[] = [
      query.deleted ? isNotNull(table.deletedAt) : isNull(table.deletedAt),
    ];
    if (query.search) {
      const pattern = likePattern(query.search);
      conditions.push(
        or(
          ...definition.searchColumns.map((column) => ilike(column, pattern)),
          await definition.searchAlso?.(pattern, db),
        ),
      );
    }
    conditions.push(...(definition.filters?.(query) ?? []));
    return and(...conditions);
  }

  /**
   * A list's page statement and its count, built for one search, filter set and sort, with
   * the page's offset and limit left as parameters.
   */
  async function buildList(db: Executor, query: ListQuery) {
    const where = await listWhere(db, query);
    const column =
      (query.sortBy && definition.sortColumns[query.sortBy]) ||
      (query.deleted ? table.deletedAt : definition.defaultSort);
    const direction = query.sortDirection === 'ASC' ? asc : desc;
    // The id breaks ties so paging never repeats or skips a row.
    const order = [direction(column), direction(table.id)];
    // Built once, sent unnamed (''): PostgreSQL plans each page for its own values, as a
    // filter on a busy seller or a rare status may need a plan of its own.
    const offset = sql.placeholder('offset');
    const limit = sql.placeholder('limit');
    const count = () => countMatches(db, table, where);
    // What the count depends on: the list's rows, whatever their order.
    const { offset: _offset, limit: _limit, ...matching } = query;
    const countKey = JSON.stringify({ ...matching, sortBy: '', sortDirection: '' });
    if (query.offset < DEFERRED_JOIN_OFFSET) {
      const page = db
        .select(answerColumns)
        .from(table)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
        .toSQL();
      return { page: prepareRows<AnsweredRow>(db, page), count, countKey };
    }
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
    const page = db
      .select(answerColumns)
      .from(table)
      .innerJoin(ids, eq(table.id, ids.id))
      .orderBy(...order)
      .toSQL();
    return { page: prepareRows<AnsweredRow>(db, page), count, countKey };
  }
  type List = Awaited<ReturnType<typeof buildList>>;

  // A list without a search is built once and kept: its filters are plain values, so the
  // same query always means the same statement (a search also looks up matching records).
  const built = new WeakMap<Executor, BoundedMap<List>>();
  async function listOf(db: Executor, query: ListQuery, key: string) {
    if (query.search) return buildList(db, query);
    const lists = built.get(db) ?? boundedMap<List>(KEPT_LISTS);
    built.set(db, lists);
    const deepKey = `${key} ${query.offset < DEFERRED_JOIN_OFFSET ? 'shallow' : 'deep'}`;
    const list = lists.get(deepKey) ?? (await buildList(db, query));
    lists.set(deepKey, list);
    return list;
  }

  // Long lists answer with a kept estimate instead of a count (paging.ts).
  const estimates = keptEstimates();

  return {
    /**
     * A page of a list and the count of the whole list, read side by side. A list counted
     * beyond the exact limit a moment ago reads the page alone and answers with its kept
     * estimate.
     */
    async list(
      db: Executor,
      query: ListQuery,
    ): Promise<{ count: number; estimated: boolean; rows: AnsweredRow[] }> {
      const { offset, limit, ...matching } = query;
      const list = await listOf(db, query, JSON.stringify(matching));
      const readPage = async () => (await list.page({ offset, limit })).map(readRow);
      const kept = estimates.get(list.countKey);
      if (kept) return { ...kept, rows: await readPage() };
      const [rows, total] = await Promise.all([readPage(), list.count()]);
      estimates.keep(list.countKey, total);
      return { ...total, rows };
    },

    /**
     * The matching rows of a list the spec reads whole (banners, FAQs, …): all of them, or
     * the slice `offset` and `limit` ask for.
     */
    async listAll(db: Executor, query: PlainListQuery) {
      const column =
        (query.sortBy && definition.sortColumns[query.sortBy]) ||
        (query.deleted ? table.deletedAt : definition.defaultSort);
      const direction = query.sortDirection === 'ASC' ? asc : desc;
      const rows = await db
        .select(columns)
        .from(table)
        .where(await listWhere(db, { ...query, offset: 0, limit: PLAIN_LIST_CAP }))
        .orderBy(direction(column), direction(table.id))
        .limit(Math.min(query.limit ?? PLAIN_LIST_CAP, PLAIN_LIST_CAP))
        .offset(query.offset ?? 0);
      return rows as StoredRow[];
    },

    /** The columns every read and write returns: all but the private ones. */
    columns,

    async find(db: Executor, id: number) {
      const [row] = await db.select(columns).from(table).where(eq(table.id, id));
      return (row as StoredRow | undefined) ?? null;
    },
  };
}
export type CrudRepository = ReturnType<typeof createCrudRepository>;
