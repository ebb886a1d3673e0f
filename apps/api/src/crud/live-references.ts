import {
  msg,
  type CountMessageKey,
  type CrudResourceName,
  type MessageRef,
  type PlainMessageKey,
} from '@showroom/contract';
import { and, count, eq, getTableColumns, inArray, isNull, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { AppError, type FieldProblems } from '../lib/errors';

/** A field naming another record by its foreign key, and what the client is told when it is gone. */
export type LiveReference = {
  field: string;
  /** The id and trash columns of the record the field names. */
  id: PgColumn;
  deletedAt: PgColumn;
  /** What the record must be besides out of the trash (a seller: an active member). */
  where?: SQL | undefined;
  message: MessageRef;
};

/** A field's reference as a resource declares it: its message, or its message and condition. */
export type LiveReferenceDeclaration = MessageRef | { message: MessageRef; where: SQL | undefined };

/**
 * The tables whose records some write names live (a car's brand, a brand's country), filled
 * as the resources are declared, at start-up.
 *
 * A write locks each record it names FOR KEY SHARE while it checks it (`checkLiveReferences`),
 * and moving such a record to the trash locks it FOR UPDATE (`trashLock`), the one row lock
 * that waits for a KEY SHARE and makes one wait: whichever comes second waits for the first to
 * commit, then sees it. A write naming a brand the trash took meanwhile is refused; a trash
 * that counts what still names its record (a country's brands) counts a brand written
 * meanwhile. Renaming the record takes the usual NO KEY UPDATE and waits for none of them
 * (ADR 064).
 */
const namedLive = new WeakSet<PgTable>();

/** The row lock moving a record of `table` to the trash takes (see `namedLive`). */
export const trashLock = (table: PgTable) => (namedLive.has(table) ? 'update' : 'no key update');

/**
 * The record behind each field of `liveReferences`, found by the field's foreign key in the
 * table's declaration (a foreign key alone lets a write name a record in the trash). A field
 * with no single-column key, or one to a table with no trash, stops the API from starting.
 */
export function liveReferencesOn(
  label: string,
  table: PgTable,
  declarations: Partial<Record<string, LiveReferenceDeclaration>>,
): LiveReference[] {
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const { foreignKeys } = getTableConfig(table);
  return Object.entries(declarations).map(([field, declaration]) => {
    const key = foreignKeys
      .map((foreignKey) => foreignKey.reference())
      .find(({ columns: [only, ...more] }) => more.length === 0 && only === columns[field]);
    const [id] = key?.foreignColumns ?? [];
    const target: Record<string, PgColumn> = key ? getTableColumns(key.foreignTable) : {};
    const { deletedAt } = target;
    if (!key || !id || !deletedAt || !declaration) {
      throw new Error(`${label}: ${field} names no record that can be in the trash`);
    }
    namedLive.add(key.foreignTable);
    return typeof declaration === 'object' && 'where' in declaration
      ? { field, id, deletedAt, where: declaration.where, message: declaration.message }
      : { field, id, deletedAt, message: declaration };
  });
}

/**
 * Adds a problem on each field of each write's values that names a record missing, in the
 * trash or not as its reference requires; a field left out (a change that keeps it) or cleared
 * (null) names none. One query per reference for all the writes: a write checks its own values,
 * an import's check a whole batch of rows (ADR 056). Each record found live stays locked FOR
 * KEY SHARE until the transaction ends, so no trash takes it meanwhile (see `namedLive`).
 */
export async function checkLiveReferences(
  db: Executor,
  references: readonly LiveReference[],
  writes: readonly { values: Readonly<Record<string, unknown>>; problems: FieldProblems }[],
) {
  const named = (field: string) =>
    writes.flatMap(({ values }) => {
      const value = values[field];
      return typeof value === 'number' ? [value] : [];
    });
  for (const { field, id, deletedAt, where, message } of references) {
    const ids = [...new Set(named(field))];
    if (ids.length === 0) continue;
    const live = await db
      .select({ id })
      .from(id.table)
      .where(and(inArray(id, ids), isNull(deletedAt), where))
      .for('key share');
    const found = new Set(live.map((row) => row.id));
    for (const { values, problems } of writes) {
      const value = values[field];
      if (typeof value === 'number' && !found.has(value)) problems.add(field, message);
    }
  }
}

/**
 * Live records of another resource naming a record by `column` keep it out of the trash
 * (a brand on cars): its trash is refused, 409, saying how many name it, with `one` or `many`.
 * The other resource declares `column` among its `liveReferences`, so that a write naming the
 * record and its trash wait for each other (see `namedLive`) and the count misses none.
 */
export type InUseDeclaration = {
  resource: CrudResourceName;
  column: PgColumn;
  one: PlainMessageKey;
  many: CountMessageKey;
};

/** A declaration of `inUseBy` with the naming table's trash column and the field's name. */
export type InUseBy = InUseDeclaration & { field: string; deletedAt: PgColumn };

/** Each `inUseBy` declaration resolved; a column of a table with no trash stops the start. */
export function inUseOn(label: string, declarations: readonly InUseDeclaration[]): InUseBy[] {
  return declarations.map((declaration) => {
    const columns: Record<string, PgColumn> = getTableColumns(declaration.column.table);
    const field = Object.keys(columns).find((key) => columns[key] === declaration.column);
    const { deletedAt } = columns;
    if (!field || !deletedAt) {
      throw new Error(`${label}: ${declaration.resource} cannot keep it in use, having no trash`);
    }
    return { ...declaration, field, deletedAt };
  });
}

/** Refuses the trash of record `id` while any `inUseBy` finds live records naming it. */
export async function refuseWhileInUse(db: Executor, inUseBy: readonly InUseBy[], id: number) {
  for (const { resource, column, deletedAt, field, one, many } of inUseBy) {
    const [row] = await db
      .select({ value: count() })
      .from(column.table)
      .where(and(eq(column, id), isNull(deletedAt)));
    const used = row?.value ?? 0;
    if (used === 0) continue;
    throw new AppError('CONFLICT', used === 1 ? one : msg(many, { count: used }), {
      usedBy: { resource, field, count: used },
    });
  }
}
