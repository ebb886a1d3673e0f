import { recordMessage, type ListQuery, type Page } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { insertAudited, updateAudited, type AuditContext } from '../changes/audited-write';
import type { Executor } from '../db/client';
import { translateDbError } from '../lib/db-errors';
import { AppError, FieldProblems, notFound } from '../lib/errors';
import { serializeRow } from '../lib/rows';
import { createCrudRepository, type PlainListQuery, type StoredRow } from './crud.repository';
import { checkLiveReferences, trashLock } from './live-references';
import type { ChangeAction, CrudDefinition } from './resource';
import { assertTransition, type StatusMachine } from './status';
import { staleVersion } from '../changes/audited-write';

export type CrudService<Row = Record<string, unknown>> = ReturnType<typeof createCrudService<Row>>;

/**
 * The rules every resource shares: soft delete into a trash, restore, optimistic
 * concurrency on `version`, constraint violations reported on their field, and one audit
 * row per write in the same transaction as the write (through `changes/audited-write`).
 *
 * Built from the declaration alone, so routes, custom actions and jobs share it: give it
 * the database, or a transaction to write inside one that is already open (each write then
 * runs in a savepoint of it).
 */
export function createCrudService<Row = Record<string, unknown>>(
  db: Executor,
  definition: CrudDefinition,
) {
  const repository = createCrudRepository(definition);
  const { label, table } = definition;
  const resource = definition.auditResource ?? definition.resource;
  // Rows leave as the contract's row schema describes them; the serializer checks it.
  const toRow = (row: object) => serializeRow(row) as Row;
  type Write = Record<string, unknown>;
  const fail = (error: unknown): never => translateDbError(error, definition.constraints ?? {});

  /**
   * The values a create or an update writes: its references checked live, then the resource's
   * `prepare`; a 400 naming every field either found wrong.
   */
  async function prepare(
    values: Write,
    current: StoredRow | null,
    tx: Executor,
    context: AuditContext,
  ) {
    const problems = new FieldProblems();
    await checkLiveReferences(tx, definition.liveReferences ?? [], values, problems);
    const prepared = definition.prepare
      ? await definition.prepare({ values, current, tx, context, problems })
      : values;
    problems.throwIfAny();
    return prepared;
  }

  /**
   * A record back from the trash names only live records, as a create must: each field whose
   * record is missing or in the trash now, with the create's message. A 409, as other restores
   * refused for the records around them (ads, a name taken meanwhile): the request sent nothing
   * wrong.
   */
  async function checkRestored(current: StoredRow, tx: Executor) {
    const problems = new FieldProblems();
    await checkLiveReferences(tx, definition.liveReferences ?? [], current, problems);
    problems.throwIfAny('CONFLICT');
  }

  function checkVersion(current: StoredRow, version: number) {
    if (current.version !== version) throw staleVersion(current.version);
  }

  async function transact<T>(work: (tx: Executor) => Promise<T>) {
    try {
      return await db.transaction(work);
    } catch (error) {
      return fail(error);
    }
  }

  /**
   * Locks the row (`lock`: NO KEY UPDATE unless said), lets `check` refuse the change, writes
   * `values` with a new version, and records the row before and after in the audit log, all in
   * one transaction.
   */
  async function write(
    id: number,
    action: string,
    context: AuditContext,
    check: (current: StoredRow, tx: Executor) => void | Promise<void>,
    values: (current: StoredRow, tx: Executor) => Write | Promise<Write>,
    lock?: 'update' | 'no key update',
  ) {
    const row = await transact(async (tx) =>
      repository.answerOf(
        tx,
        await updateAudited<StoredRow>(tx, context, {
          table,
          where: eq(table.id, id),
          label,
          resource,
          action,
          columns: repository.columns,
          ...(lock && { lock }),
          check: (current) => check(current, tx),
          values: (current) => values(current, tx),
        }),
      ),
    );
    return toRow(row);
  }

  /** A change every resource offers, with the resource's `beforeChange` and `prepare`. */
  async function change(
    id: number,
    action: ChangeAction,
    context: AuditContext,
    values: Write,
    guard: (current: StoredRow) => void,
  ) {
    return write(
      id,
      action,
      context,
      async (current, tx) => {
        guard(current);
        await definition.beforeChange?.({ action, values, current, tx, context });
      },
      async (current, tx) => {
        if (action === 'update') return prepare(values, current, tx, context);
        if (action === 'restore') await checkRestored(current, tx);
        return values;
      },
      // A record other writes name live waits for them to commit before it goes to the trash.
      action === 'delete' ? trashLock(table) : undefined,
    );
  }

  return {
    async list(query: ListQuery): Promise<Page<Row>> {
      const page = await repository.list(db, query);
      return {
        count: page.count,
        ...(page.estimated ? { estimated: true } : {}),
        // Read as the API answers them already.
        rows: page.rows as Row[],
      };
    },

    async listAll(query: PlainListQuery): Promise<Row[]> {
      return (await repository.listAll(db, query)).map(toRow);
    },

    /** The ids of the first `limit` records a list matches (a bulk edit's "all that match"). */
    matchingIds(query: PlainListQuery, limit: number) {
      return repository.ids(db, query, limit);
    },

    async get(id: number) {
      const row = await repository.find(db, id);
      if (!row) throw notFound(label);
      return toRow(row);
    },

    async create(values: Record<string, unknown>, context: AuditContext) {
      const row = await transact(async (tx) => {
        const prepared = await prepare(values, null, tx, context);
        const stored = await insertAudited<StoredRow>(tx, context, {
          table,
          values: prepared,
          resource,
          columns: repository.columns,
          notice: (created) => definition.notice?.({ row: created, tx, context }) ?? null,
        });
        await definition.onCreated?.({ row: stored, tx, context });
        return repository.answerOf(tx, stored);
      });
      return toRow(row);
    },

    /**
     * A custom action on one record (a reply by mail, say): locked, refused by `check`,
     * written with `values` and audited under `action`. The resource's change hooks do not
     * run; the action's own rules are in `check` and `values`.
     */
    async customAction(
      id: number,
      action: string,
      context: AuditContext,
      options: {
        check?: (current: StoredRow) => void;
        values: (current: StoredRow) => Record<string, unknown>;
      },
    ) {
      return write(
        id,
        action,
        context,
        (current) => {
          if (current.deletedAt) throw notFound(label);
          options.check?.(current);
        },
        options.values,
      );
    },

    async update(
      id: number,
      patch: Record<string, unknown> & { version: number },
      context: AuditContext,
    ) {
      const { version, ...values } = patch;
      return change(id, 'update', context, values, (current) => {
        if (current.deletedAt) throw notFound(label);
        checkVersion(current, version);
      });
    },

    /**
     * Moves a record along its status machine; any other move is a 409 that names the
     * moves allowed from where it stands. Given the `version` the caller read (a bulk edit's),
     * a record changed since is refused.
     */
    async transition(
      id: number,
      machine: StatusMachine,
      next: string,
      extra: Record<string, unknown>,
      context: AuditContext,
      version?: number,
    ) {
      return change(id, 'status', context, { ...extra, [machine.field]: next }, (current) => {
        if (current.deletedAt) throw notFound(label);
        if (version !== undefined) checkVersion(current, version);
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
        if (!current.deletedAt) throw new AppError('CONFLICT', recordMessage(label, 'notInTrash'));
      });
    },
  };
}
