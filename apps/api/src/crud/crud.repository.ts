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
import { countMatches, keptEstimates } from './paging';
import type { CrudTable, ResourceDefinition } from './resource';

export type StoredRow = Record<string, unknown> & {
  id: number;
  version: number;
  deletedAt: Date | null;
};

/** From this offset on, a page is found by id first and its rows read afterwards. */
const DEFERRED_JOIN_OFFSET = 1000;

/** A plain list is meant to be short; this keeps a runaway one from exhausting memory. */
export const PLAIN_LIST_CAP = 1000;

/** A plain list's query: the whole list unless `offset` or `limit` asks for a slice. */
export type PlainListQuery = Omit<ListQuery, 'offset' | 'limit'> &
  Partial<Pick<ListQuery, 'offset' | 'limit'>>;

/** `%` and `_` typed by a user are literal characters, not wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Generic SQL for a resource's table. Takes a database or a transaction. */
export function createCrudRepository(definition: ResourceDefinition) {
  const table: CrudTable = definition.table;
  const hidden = new Set(definition.privateColumns ?? []);
  // Every column but the private ones, for each select and returning clause.
  const columns = Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(([name]) => !hidden.has(name)),
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
    ): Promise<{ count: number; estimated: boolean; rows: StoredRow[] }> {
      const where = await listWhere(db, query);
      const column =
        (query.sortBy && definition.sortColumns[query.sortBy]) ||
        (query.deleted ? table.deletedAt : definition.defaultSort);
      const direction = query.sortDirection === 'ASC' ? asc : desc;
      // The id breaks ties so paging never repeats or skips a row.
      const order = [direction(column), direction(table.id)];
      const readPage = async (): Promise<StoredRow[]> => {
        if (query.offset < DEFERRED_JOIN_OFFSET) {
          const rows = await db
            .select(columns)
            .from(table)
            .where(where)
            .orderBy(...order)
            .limit(query.limit)
            .offset(query.offset);
          return rows as StoredRow[];
        }
        // A deep page skips its offset over ids alone, which an index can hold, and reads
        // whole rows for just the page.
        const ids = db
          .select({ id: table.id })
          .from(table)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset(query.offset)
          .as('page');
        const rows = await db
          .select(columns)
          .from(table)
          .innerJoin(ids, eq(table.id, ids.id))
          .orderBy(...order);
        return rows as StoredRow[];
      };
      // What the count depends on: the list's rows, whatever their order and slice.
      const key = JSON.stringify({ ...query, offset: 0, limit: 0, sortBy: '', sortDirection: '' });
      const kept = estimates.get(key);
      if (kept) return { ...kept, rows: await readPage() };
      const [rows, total] = await Promise.all([readPage(), countMatches(db, table, where)]);
      estimates.keep(key, total);
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
