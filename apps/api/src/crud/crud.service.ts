import type { ListQuery, Page } from '@showroom/contract';
import type { Db } from '../db/client';
import { translateDbError } from '../lib/db-errors';
import { AppError, notFound } from '../lib/errors';
import { serializeRow } from '../lib/rows';
import { writeAudit, type AuditContext } from '../modules/audit/audit.repository';
import { createCrudRepository, type PlainListQuery, type StoredRow } from './crud.repository';
import type { ChangeAction, ResourceDefinition } from './resource';
import { assertTransition, type StatusMachine } from './status';
import { staleVersion } from './versioned';

export type CrudService<Row = Record<string, unknown>> = ReturnType<typeof createCrudService<Row>>;

/**
 * The rules every resource shares: soft delete into a trash, restore, optimistic
 * concurrency on `version`, constraint violations reported on their field, and one audit
 * row per write in the same transaction as the write.
 */
export function createCrudService<Row = Record<string, unknown>>(
  db: Db,
  definition: ResourceDefinition,
) {
  const repository = createCrudRepository(definition);
  const { label } = definition;
  const resource = definition.auditResource ?? definition.resource;
  // Rows leave as the contract's row schema describes them; the serializer checks it.
  const toRow = (row: object) => serializeRow(row) as Row;
  const fail = (error: unknown): never => translateDbError(error, definition.constraints ?? {});

  async function transact<T>(
    work: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<T>,
  ) {
    try {
      return await db.transaction(work);
    } catch (error) {
      return fail(error);
    }
  }

  /**
   * Locks the row, lets `guard` refuse the change, writes it with a new version, and records
   * the row before and after in the audit log, all in one transaction.
   */
  async function change(
    id: number,
    action: ChangeAction,
    context: AuditContext,
    values: Record<string, unknown>,
    guard: (current: StoredRow) => void,
  ) {
    return transact(async (tx) => {
      const current = await repository.find(tx, id, { lock: true });
      if (!current) throw notFound(label);
      guard(current);
      await definition.beforeChange?.({ action, values, current, tx, context });
      const prepared =
        action === 'update' && definition.prepare
          ? await definition.prepare({ values, current, tx, context })
          : values;
      const row = serializeRow(await repository.update(tx, id, prepared));
      await writeAudit(tx, context, {
        action,
        resource,
        recordId: id,
        before: serializeRow(current),
        after: row,
      });
      return row as Row;
    });
  }

  return {
    async list(query: ListQuery): Promise<Page<Row>> {
      const page = await repository.list(db, query);
      return {
        count: page.count,
        ...(page.estimated ? { estimated: true } : {}),
        rows: page.rows.map(toRow),
      };
    },

    async listAll(query: PlainListQuery): Promise<Row[]> {
      return (await repository.listAll(db, query)).map(toRow);
    },

    async get(id: number) {
      const row = await repository.find(db, id);
      if (!row) throw notFound(label);
      return toRow(row);
    },

    async create(values: Record<string, unknown>, context: AuditContext) {
      return transact(async (tx) => {
        const prepared = definition.prepare
          ? await definition.prepare({ values, current: null, tx, context })
          : values;
        const stored = await repository.insert(tx, prepared);
        const row = serializeRow(stored);
        await writeAudit(tx, context, { action: 'create', resource, recordId: row.id, after: row });
        await definition.onCreated?.({ row: stored, tx, context });
        return row as Row;
      });
    },

    async update(
      id: number,
      patch: Record<string, unknown> & { version: number },
      context: AuditContext,
    ) {
      const { version, ...values } = patch;
      return change(id, 'update', context, values, (current) => {
        if (current.deletedAt) throw notFound(label);
        if (current.version !== version) {
          throw staleVersion(current.version);
        }
      });
    },

    /**
     * Moves a record along its status machine; any other move is a 409 that names the
     * moves allowed from where it stands.
     */
    async transition(
      id: number,
      machine: StatusMachine,
      next: string,
      extra: Record<string, unknown>,
      context: AuditContext,
    ) {
      return change(id, 'status', context, { ...extra, [machine.field]: next }, (current) => {
        if (current.deletedAt) throw notFound(label);
        assertTransition(machine, label, String(current[machine.field]), next);
      });
    },

    async remove(id: number, context: AuditContext) {
      return change(id, 'delete', context, { deletedAt: new Date() }, (current) => {
        if (current.deletedAt) throw notFound(label);
      });
    },

    async restore(id: number, context: AuditContext) {
      return change(id, 'restore', context, { deletedAt: null }, (current) => {
        if (!current.deletedAt) throw new AppError('CONFLICT', `${label} is not in the trash`);
      });
    },
  };
}
