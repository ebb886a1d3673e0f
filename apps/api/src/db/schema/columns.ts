import { sql, type Column, type SQL } from 'drizzle-orm';
import {
  boolean,
  integer,
  text,
  timestamp,
  uniqueIndex,
  type ExtraConfigColumn,
  type PgColumn,
  type ReferenceConfig,
} from 'drizzle-orm/pg-core';

/** Every moment Showroom stores carries its time zone. */
export const timestamptz = () => timestamp({ withTimezone: true });

/** Columns every table has: identity, timestamps and the optimistic-concurrency version. */
export const recordColumns = {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  createdAt: timestamptz().notNull().defaultNow(),
  updatedAt: timestamptz().notNull().defaultNow(),
  version: integer().notNull().default(1),
};

/** Business records are soft-deleted into the trash and can be restored. */
export const softDelete = {
  deletedAt: timestamptz(),
};

/** A name in English, required, and its Arabic translation, which may come later. */
export const bilingualName = {
  nameEn: text().notNull(),
  nameAr: text(),
};

/** Catalogue entries staff switch off and place in the order the marketplace shows them. */
export const displayed = {
  isActive: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
};

/** A row that cannot exist without the one it points at. */
export const requiredReference = (target: () => PgColumn, actions?: ReferenceConfig['actions']) =>
  integer().notNull().references(target, actions);

type IndexTarget = Partial<ExtraConfigColumn> | SQL;

/** Unique among live rows only, so a trashed record's value can be used again. */
export const uniqueWhileLive = (
  name: string,
  table: { deletedAt: Column },
  ...on: [IndexTarget, ...IndexTarget[]]
) =>
  uniqueIndex(name)
    .on(...on)
    .where(sql`${table.deletedAt} is null`);

/** Compares text without regard to case: `Toyota` and `toyota` are one brand. */
export const lowercase = (column: Column) => sql`lower(${column})`;

/** Two live records may not share an English name, whatever its case. */
export const uniqueNameEn = (indexName: string, table: { nameEn: Column; deletedAt: Column }) =>
  uniqueWhileLive(indexName, table, lowercase(table.nameEn));
