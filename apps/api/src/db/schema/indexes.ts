import { getTableName, sql, type Column } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { check, index, uniqueIndex, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

type IndexColumn = ExtraConfigColumn;
type IndexColumns = [IndexColumn, ...IndexColumn[]];

/**
 * `<table>_<columns>_<kind>`: indexes are named after what they cover, so a name cannot drift
 * from its columns.
 */
const nameOn = (columns: IndexColumns, kind: 'idx' | 'unique') => {
  const names = columns.map((column) => toSnakeCase(column.name));
  return [getTableName(columns[0].table), ...names, kind].join('_');
};

/** An index named after its table and columns: `ads_status_created_at_idx`. */
export const indexOn = (...columns: IndexColumns) => index(nameOn(columns, 'idx')).on(...columns);

/** One index on each of these columns alone. */
export const indexEach = (...columns: IndexColumn[]) => columns.map((column) => indexOn(column));

/** Each filter of a list followed by the list's default order, newest first. */
export const filtersBeforeNewest = (table: { createdAt: IndexColumn }, ...filters: IndexColumn[]) =>
  filters.map((filter) => indexOn(filter, table.createdAt));

/** A list's indexes: its default order, newest first, alone and after each of its filters. */
export const listIndexes = (table: { createdAt: IndexColumn }, ...filters: IndexColumn[]) => [
  indexOn(table.createdAt),
  ...filtersBeforeNewest(table, ...filters),
];

/** A period ends after it starts; the expiry job picks the active ones whose end has come. */
export const periodRules = (table: Record<'status' | 'startsAt' | 'endsAt', IndexColumn>) => [
  indexOn(table.status, table.endsAt),
  check(
    `${getTableName(table.endsAt.table)}_ends_after_start`,
    sql`${table.endsAt} > ${table.startsAt}`,
  ),
];

type Live = { deletedAt: Column };
const whileLive = (table: Live) => sql`${table.deletedAt} is null`;

/** Unique among live rows only, so a trashed record's value can be used again. */
export const uniqueWhileLive = (table: Live, column: IndexColumn) =>
  uniqueIndex(nameOn([column], 'unique'))
    .on(column)
    .where(whileLive(table));

/** Compares text without regard to case: `Toyota` and `toyota` are one brand. */
const lowercase = (column: Column) => sql`lower(${column})`;

/** Unique among live rows whatever its case. */
export const uniqueWhileLiveIgnoringCase = (table: Live, column: IndexColumn) =>
  uniqueIndex(nameOn([column], 'unique'))
    .on(lowercase(column))
    .where(whileLive(table));

/** Two live records may not share an English name, whatever its case. */
export const uniqueNameEn = (table: Live & { nameEn: IndexColumn }) =>
  uniqueWhileLiveIgnoringCase(table, table.nameEn);

/** Unique over all rows, trashed ones included. */
export const uniqueOn = (...columns: IndexColumns) =>
  uniqueIndex(nameOn(columns, 'unique')).on(...columns);
