import type { MessageRef } from '@showroom/contract';
import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { firstRow } from '../db/queries';
import type { FieldProblems } from '../lib/errors';

/** A field naming another record by its foreign key, and what the client is told when it is gone. */
export type LiveReference = {
  field: string;
  /** The id and trash columns of the record the field names. */
  id: PgColumn;
  deletedAt: PgColumn;
  message: MessageRef;
};

/**
 * The record behind each field of `liveReferences`, found by the field's foreign key in the
 * table's declaration (a foreign key alone lets a write name a record in the trash). A field
 * with no single-column key, or one to a table with no trash, stops the API from starting.
 */
export function liveReferencesOn(
  label: string,
  table: PgTable,
  messages: Partial<Record<string, MessageRef>>,
): LiveReference[] {
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const { foreignKeys } = getTableConfig(table);
  return Object.entries(messages).map(([field, message]) => {
    const key = foreignKeys
      .map((foreignKey) => foreignKey.reference())
      .find(({ columns: [only, ...more] }) => more.length === 0 && only === columns[field]);
    const [id] = key?.foreignColumns ?? [];
    const target: Record<string, PgColumn> = key ? getTableColumns(key.foreignTable) : {};
    const { deletedAt } = target;
    if (!id || !deletedAt || !message) {
      throw new Error(`${label}: ${field} names no record that can be in the trash`);
    }
    return { field, id, deletedAt, message };
  });
}

/**
 * Adds a problem on each field of `values` that names a record missing or in the trash; a
 * field left out (a change that keeps it) or cleared (null) names none.
 */
export async function checkLiveReferences(
  db: Executor,
  references: readonly LiveReference[],
  values: Readonly<Record<string, unknown>>,
  problems: FieldProblems,
) {
  for (const { field, id, deletedAt, message } of references) {
    const value = values[field];
    if (typeof value !== 'number') continue;
    const live = await firstRow(
      db
        .select({ id })
        .from(id.table)
        .where(and(eq(id, value), isNull(deletedAt))),
    );
    if (!live) problems.add(field, message);
  }
}
