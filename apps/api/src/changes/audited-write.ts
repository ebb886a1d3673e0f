import type { RecordLabel } from '@showroom/contract';
import { asc, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { auditLog } from '../db/schema';
import { AppError, notFound } from '../lib/errors';
import { serializeRow } from '../lib/rows';
import { LIVE_RESOURCES, publishLive } from './live-events';
import { notifyStaff, type StaffNotice } from './staff-notices';

/**
 * The one way an audited record is written (DESIGN §5): the write, its audit row with the
 * record before and after, and the staff notice it calls for, in the caller's transaction.
 * The CRUD service, custom actions (a reply by mail, a password reset) and the jobs all come
 * through here; no other code inserts into `audit_log` or bumps a record's `version`.
 */

/** Who did a write and from where; every audited write takes one. */
export type AuditContext = { actorId: number | null; ip: string | null };

/** A change made by the API itself (a job): its audit rows have no actor. */
export const SYSTEM: AuditContext = { actorId: null, ip: null };

export type AuditedChange = {
  resource: string;
  action: string;
  recordId: number | null;
  before?: unknown;
  after?: unknown;
  /** Staff told about the change, in the same transaction. */
  notice?: StaffNotice | null;
};

/** A table whose rows carry an id and an optimistic-concurrency version. */
export type VersionedTable = PgTable & Record<'id' | 'version' | 'updatedAt', PgColumn>;

type Columns = Record<string, PgColumn>;
type Stored = { id: number; version: number };
/** What the audit log keeps of a change when not the whole rows (a password change: nothing). */
type Recorded = { before?: unknown; after?: unknown };

export const staleVersion = (currentVersion: number) =>
  new AppError('STALE_VERSION', 'errors.staleVersion', {
    currentVersion,
  });

/** The audit row of a write made in `tx`, and the staff notice where one is due. */
export async function auditedWrite(tx: Executor, context: AuditContext, change: AuditedChange) {
  await tx.insert(auditLog).values({
    actorId: context.actorId,
    ip: context.ip,
    action: change.action,
    resource: change.resource,
    recordId: change.recordId,
    before: change.before ?? null,
    after: change.after ?? null,
  });
  if (change.notice) await notifyStaff(tx, change.notice);
  if (LIVE_RESOURCES.has(change.resource))
    await publishLive(tx, { kind: 'changed', resource: change.resource });
}

/**
 * Inserts a record and audits it. `context` may depend on the new row (a sign-up is its
 * own actor).
 */
export async function insertAudited<Row extends { id: number }>(
  tx: Executor,
  context: AuditContext | ((row: Row) => AuditContext),
  options: {
    table: PgTable;
    values: Record<string, unknown>;
    resource: string;
    action?: string;
    /** The columns read back (all but private ones); the whole row by default. */
    columns?: Columns;
    record?: (row: Row) => Recorded;
    notice?: (row: Row) => StaffNotice | null | Promise<StaffNotice | null>;
  },
): Promise<Row> {
  const { table } = options;
  const [row] = (await tx
    .insert(table)
    .values(options.values)
    .returning(options.columns ?? getTableColumns(table))) as Row[];
  if (!row) throw new Error('insert returned no row');
  await auditedWrite(tx, typeof context === 'function' ? context(row) : context, {
    resource: options.resource,
    action: options.action ?? 'create',
    recordId: row.id,
    ...(options.record?.(row) ?? { after: serializeRow(row) }),
    notice: (await options.notice?.(row)) ?? null,
  });
  return row;
}

/**
 * Changes one record: locks it, refuses a missing one (404) or a stale `version` (409), lets
 * `check` refuse the change, writes `values` with the next version and audits the row before
 * and after, all in the caller's transaction.
 */
export async function updateAudited<Row extends Stored>(
  tx: Executor,
  context: AuditContext,
  options: {
    table: VersionedTable;
    /** Selects the one record. */
    where: SQL;
    /** Singular, capitalised, for "Query not found". */
    label: RecordLabel;
    resource: string;
    action: string;
    /** The version the client read; a different stored one is refused. */
    version?: number;
    columns?: Columns;
    /**
     * NO KEY UPDATE by default, as PostgreSQL's own UPDATE takes: it still serialises
     * writers of the row, but lets other transactions insert rows that refer to it (an audit
     * entry naming this user as the actor), which FOR UPDATE would block into a deadlock.
     */
    lock?: 'update' | 'no key update';
    check?: (current: Row) => void | Promise<void>;
    values: (current: Row) => Record<string, unknown> | Promise<Record<string, unknown>>;
    record?: (before: Row, after: Row) => Recorded;
    notice?: (after: Row) => StaffNotice | null;
  },
): Promise<Row> {
  const { table } = options;
  const columns = options.columns ?? getTableColumns(table);
  const [current] = (await tx
    .select(columns)
    .from(table)
    .where(options.where)
    .for(options.lock ?? 'no key update')) as Row[];
  if (!current) throw notFound(options.label);
  if (options.version !== undefined && current.version !== options.version) {
    throw staleVersion(current.version);
  }
  await options.check?.(current);
  const [updated] = (await tx
    .update(table)
    .set({
      ...(await options.values(current)),
      version: sql`${table.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(options.where)
    .returning(columns)) as Row[];
  // The row is locked, so the update finds it.
  if (!updated) throw notFound(options.label);
  await auditedWrite(tx, context, {
    resource: options.resource,
    action: options.action,
    recordId: current.id,
    ...(options.record?.(current, updated) ?? {
      before: serializeRow(current),
      after: serializeRow(updated),
    }),
    notice: options.notice?.(updated) ?? null,
  });
  return updated;
}

/**
 * Changes every record `where` selects in one statement (ads of a sold car, a batch of
 * expired subscriptions): locks them in `orderBy` order (skipping rows others hold when
 * `skipLocked`), sets `set` with the next version, and audits each row before and after.
 * Returns the rows as they were and as they are.
 */
export async function updateManyAudited<Row extends Stored>(
  tx: Executor,
  context: AuditContext,
  options: {
    table: VersionedTable;
    where: SQL | undefined;
    orderBy?: PgColumn[];
    limit?: number;
    skipLocked?: boolean;
    resource: string;
    action: string;
    set: Record<string, unknown>;
    /** `updatedAt` of the changed rows; the transaction's `now()` by default. */
    at?: Date;
  },
): Promise<{ before: Row; after: Row }[]> {
  const { table } = options;
  let query = tx
    .select()
    .from(table)
    .where(options.where)
    .orderBy(...(options.orderBy ?? [table.id]).map((column) => asc(column)))
    .$dynamic();
  if (options.limit !== undefined) query = query.limit(options.limit);
  const locked = (await query.for(
    'update',
    options.skipLocked ? { skipLocked: true } : {},
  )) as Row[];
  if (locked.length === 0) return [];
  const updated = (await tx
    .update(table)
    .set({
      ...options.set,
      version: sql`${table.version} + 1`,
      updatedAt: options.at ?? sql`now()`,
    })
    .where(
      inArray(
        table.id,
        locked.map((row) => row.id),
      ),
    )
    .returning()) as Row[];
  const after = new Map(updated.map((row) => [row.id, row]));
  const changes: { before: Row; after: Row }[] = [];
  for (const before of locked) {
    const changed = after.get(before.id);
    if (!changed) continue;
    await auditedWrite(tx, context, {
      resource: options.resource,
      action: options.action,
      recordId: before.id,
      before: serializeRow(before),
      after: serializeRow(changed),
    });
    changes.push({ before, after: changed });
  }
  return changes;
}
