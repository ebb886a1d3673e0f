import {
  can,
  MAX_ID,
  resources,
  SEARCH_TEXT_MIN,
  searchFinds,
  type CrudResource,
  type PermissionMatrix,
  type SearchHit,
} from '@showroom/contract';
import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { likePattern } from '../../crud/crud.repository';
import type { CrudDefinition } from '../../crud/resource';
import { queryRows, type Executor } from '../../db/client';

/** What the palette's search is given: the text, the records per resource, who asks. */
export type RecordSearch = { q: string; limit: number; permissions: PermissionMatrix };

type Match = { id: number | null; pattern: string | null };

/** `q` as an id, when it is one: plain digits within an integer column's range. */
function idIn(q: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(q)) return null;
  const id = Number(q);
  return id <= MAX_ID ? id : null;
}

/** A found record's column as text, or null where the resource has none. */
const asText = (column: PgColumn | SQL | undefined) =>
  column === undefined ? sql<string | null>`null::text` : sql<string | null>`(${column})::text`;

/**
 * One resource's part of the search: its live records whose id is the id asked for or whose
 * searched columns hold the pattern, the id's record first, then the newest, at most `limit`.
 * Every searched column has a trigram index, and the id is the primary key.
 */
function searchOf(db: Executor, definition: CrudDefinition, match: Match, limit: number) {
  const { table, found } = definition;
  if (!found) return [];
  const { id, pattern } = match;
  const matches = [
    id === null ? undefined : eq(table.id, id),
    ...(pattern === null ? [] : definition.searchColumns.map((column) => ilike(column, pattern))),
  ];
  const resource = definition.resource as CrudResource;
  const part = db
    .select({
      resource: sql<CrudResource>`${resource}::text`.as('resource'),
      id: table.id,
      title: asText(found.title).as('title'),
      titleAr: asText(found.titleAr).as('titleAr'),
      detail: asText(found.detail).as('detail'),
    })
    .from(table)
    .where(and(isNull(table.deletedAt), or(...matches)))
    .orderBy(...(id === null ? [] : [desc(eq(table.id, id))]), desc(table.id))
    .limit(limit);
  return [sql`(${part.getSQL()})`];
}

/**
 * Records of every searched resource the caller may read, found by id (when `q` is a number)
 * or by their searched columns (from SEARCH_TEXT_MIN characters), in one statement: a
 * `UNION ALL` of each resource's few rows, so a search takes one connection for one round
 * trip, bounded by that connection's limits (db/limits.ts). In the permission matrix's order
 * of resources; none when `q` can match nothing.
 */
export async function searchRecords(
  db: Executor,
  searched: readonly CrudDefinition[],
  { q, limit, permissions }: RecordSearch,
): Promise<SearchHit[]> {
  if (!searchFinds(q)) return [];
  const match: Match = {
    id: idIn(q),
    pattern: q.length >= SEARCH_TEXT_MIN ? likePattern(q) : null,
  };
  const readable = searched
    .filter((definition) => can(permissions, definition.resource, 'read'))
    .sort((a, b) => resources.indexOf(a.resource) - resources.indexOf(b.resource));
  const parts = readable.flatMap((definition) => searchOf(db, definition, match, limit));
  if (parts.length === 0) return [];
  const rows = await queryRows<SearchHit>(db, sql.join(parts, sql` union all `));
  // A resource holding a record that is exactly what was typed (a person's email or phone)
  // comes first: their offers, which hold the same email, follow them.
  const exactly = new Set(rows.filter((hit) => isExactly(hit, q)).map((hit) => hit.resource));
  // `UNION ALL` promises no order: each resource's rows kept in the order it read them.
  const place = (hit: SearchHit) =>
    (exactly.has(hit.resource) ? 0 : resources.length) + resources.indexOf(hit.resource);
  return rows
    .map((hit, index) => ({ hit, index }))
    .sort((a, b) => place(a.hit) - place(b.hit) || a.index - b.index)
    .map(({ hit }) => hit);
}

/** Whether the record's title, or a word of its detail, is `q` itself, case aside. */
function isExactly(hit: SearchHit, q: string) {
  const wanted = q.trim().toLocaleLowerCase();
  const words = [hit.title, hit.titleAr, ...(hit.detail?.split(/\s+/) ?? [])];
  return words.some((word) => word?.toLocaleLowerCase() === wanted);
}
