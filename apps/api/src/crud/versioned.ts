import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { AppError, notFound } from '../lib/errors';
import { serializeRow } from '../lib/rows';
import { writeAudit, type AuditContext } from '../modules/audit/audit.repository';

export type VersionedTable = PgTable & Record<'id' | 'version' | 'updatedAt', PgColumn>;

export const staleVersion = (currentVersion: number) =>
  new AppError('STALE_VERSION', 'Someone else changed this record; reload it and try again', {
    currentVersion,
  });

/**
 * Saves a change to a record that is edited but never created or deleted through the API (a
 * site page, the contact settings): locks it, refuses a stale version, writes it with the
 * next version and records it before and after in the audit log, all in one transaction.
 * `values` sees the stored row, for rules that depend on it.
 */
export async function saveVersioned<Row extends { id: number; version: number }>(
  db: Db,
  options: {
    table: VersionedTable;
    where: SQL;
    label: string;
    version: number;
    values: (current: Row) => Record<string, unknown>;
    audit: { resource: string; context: AuditContext };
  },
) {
  const { table } = options;
  return db.transaction(async (tx) => {
    const [current] = (await tx.select().from(table).where(options.where).for('update')) as Row[];
    if (!current) throw notFound(options.label);
    if (current.version !== options.version) throw staleVersion(current.version);
    const [updated] = (await tx
      .update(table)
      .set({
        ...options.values(current),
        version: sql`${table.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(options.where)
      .returning()) as Row[];
    // The row is locked, so the update finds it.
    if (!updated) throw notFound(options.label);
    const after = serializeRow(updated);
    await writeAudit(tx, options.audit.context, {
      action: 'update',
      resource: options.audit.resource,
      recordId: current.id,
      before: serializeRow(current),
      after,
    });
    return after;
  });
}
