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
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../db/client';
import { fastListReads } from './fast-reads';
import type { CrudTable, CrudDefinition } from './resource';

export type StoredRow = Record<string, unknown> & {
  id: number;
  version: number;
  deletedAt: Date | null;
};

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
  // The fields worked out beside them, and a row as reads answer it: both together.
  const derived = definition.derivedFields ?? {};
  const answered = { ...columns, ...derived };
  // The audit log's name for the record type: several record types may share a permission.
  const reads = fastListReads(
    definition.auditResource ?? definition.resource,
    table,
    columns,
    derived,
  );

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

  /** A list's order: its sort, then the id, so paging never repeats or skips a row. */
  function listOrder(query: PlainListQuery) {
    const column =
      (query.sortBy && definition.sortColumns[query.sortBy]) ||
      (query.deleted ? table.deletedAt : definition.defaultSort);
    const direction = query.sortDirection === 'ASC' ? asc : desc;
    return [direction(column), direction(table.id)];
  }

  return {
    /** A page of a list and the count of the whole list, read the fast way (fast-reads.ts). */
    list(db: Executor, query: ListQuery) {
      return reads.page(db, query, async () => ({
        where: await listWhere(db, query),
        order: listOrder(query),
      }));
    },

    /**
     * The matching rows of a list the spec reads whole (banners, FAQs, …): all of them, or
     * the slice `offset` and `limit` ask for.
     */
    async listAll(db: Executor, query: PlainListQuery) {
      const rows = await db
        .select(answered)
        .from(table)
        .where(await listWhere(db, { ...query, offset: 0, limit: PLAIN_LIST_CAP }))
        .orderBy(...listOrder(query))
        .limit(Math.min(query.limit ?? PLAIN_LIST_CAP, PLAIN_LIST_CAP))
        .offset(query.offset ?? 0);
      return rows as StoredRow[];
    },

    /** The ids of the first `limit` rows a list matches, in its order (a bulk edit's). */
    async ids(db: Executor, query: PlainListQuery, limit: number) {
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(await listWhere(db, { ...query, offset: 0, limit }))
        .orderBy(...listOrder(query))
        .limit(limit);
      return rows.map((row) => row.id as number);
    },

    /** The columns every write returns and audits: all but the private ones. */
    columns,

    async find(db: Executor, id: number) {
      const [row] = await db.select(answered).from(table).where(eq(table.id, id));
      return (row as StoredRow | undefined) ?? null;
    },

    /** A row just written, as a read answers it: with its derived fields, if it has any. */
    async answerOf(db: Executor, row: StoredRow): Promise<StoredRow> {
      if (Object.keys(derived).length === 0) return row;
      const [fields] = await db.select(derived).from(table).where(eq(table.id, row.id));
      return { ...row, ...fields };
    },
  };
}
export type CrudRepository = ReturnType<typeof createCrudRepository>;
