import { recordMessage, type ListQuery, type Page } from '@showroom/contract';
import { eq, inArray, TransactionRollbackError } from 'drizzle-orm';
import { insertAudited, updateAudited, type AuditContext } from '../changes/audited-write';
import type { Executor } from '../db/client';
import { duplicateValue, translateDbError } from '../lib/db-errors';
import { AppError, FieldProblems, notFound } from '../lib/errors';
import { serializeRow } from '../lib/rows';
import { createCrudRepository, type PlainListQuery, type StoredRow } from './crud.repository';
import { checkLiveReferences, refuseWhileInUse, trashLock } from './live-references';
import type { ChangeAction, CrudDefinition } from './resource';
import { assertTransition, type StatusMachine } from './status';
import { takenUniques, type UniqueClaims, type UniqueWrite } from './unique-values';
import { staleVersion } from '../changes/audited-write';

export type CrudService<Row = Record<string, unknown>> = ReturnType<typeof createCrudService<Row>>;

/** A write whose rules are run without writing it (`check`): a create, or a change. */
export type CheckedWrite =
  | { kind: 'create'; values: Record<string, unknown> }
  | { kind: 'update'; id: number; patch: Record<string, unknown> & { version: number } };

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
    await checkLiveReferences(tx, definition.liveReferences ?? [], [{ values, problems }]);
    return prepareChecked({ values, current, tx, context, problems });
  }

  /** The resource's `prepare` on values whose references were checked (into `problems`). */
  async function prepareChecked(input: {
    values: Write;
    current: StoredRow | null;
    tx: Executor;
    context: AuditContext;
    problems: FieldProblems;
  }) {
    const prepared = definition.prepare ? await definition.prepare(input) : input.values;
    input.problems.throwIfAny();
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
    await checkLiveReferences(tx, definition.liveReferences ?? [], [{ values: current, problems }]);
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

  /** The rules of a change on the record as it stands, before `prepare`: its guard, `beforeChange`. */
  async function changeRules(
    action: ChangeAction,
    values: Write,
    guard: (current: StoredRow) => void,
    current: StoredRow,
    tx: Executor,
    context: AuditContext,
  ) {
    guard(current);
    if (action === 'delete') await refuseWhileInUse(tx, definition.inUseBy ?? [], current.id);
    await definition.beforeChange?.({ action, values, current, tx, context });
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
      (current, tx) => changeRules(action, values, guard, current, tx, context),
      async (current, tx) => {
        if (action === 'update') return prepare(values, current, tx, context);
        if (action === 'restore') await checkRestored(current, tx);
        return values;
      },
      // A record other writes name live waits for them to commit before it goes to the trash.
      action === 'delete' ? trashLock(table) : undefined,
    );
  }

  /** An update's guard: a record out of the trash, at the version the client read. */
  const updateGuard = (version: number) => (current: StoredRow) => {
    if (current.deletedAt) throw notFound(label);
    checkVersion(current, version);
  };

  /**
   * Each write's refusal by the rules `create` and `update` run before writing, or null. The
   * records the updates change are read at once, and the references of all the writes are
   * checked in one query each; nothing is written (the rules only read: a transaction, rolled
   * back, keeps it so) and no savepoint is taken per write. The values of unique indexes are
   * compared last, as the database would compare them writing one after another (a name
   * another record has, or an earlier write took); `claims` carries the values taken into the
   * next call, for writes checked in several calls (a file's batches).
   */
  async function check(
    writes: readonly CheckedWrite[],
    context: AuditContext,
    claims: UniqueClaims = new Map(),
  ) {
    const refusals: (AppError | null)[] = writes.map(() => null);
    const refuse = (index: number, error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      refusals[index] = error;
    };
    const run = db.transaction(async (tx) => {
      const ids = writes.flatMap((write) => (write.kind === 'update' ? [write.id] : []));
      const stored =
        ids.length === 0
          ? []
          : ((await tx
              .select(repository.columns)
              .from(table)
              .where(inArray(table.id, ids))) as StoredRow[]);
      const storedById = new Map(stored.map((row) => [row.id, row]));
      const checked: {
        index: number;
        values: Write;
        current: StoredRow | null;
        problems: FieldProblems;
      }[] = [];
      for (const [index, write] of writes.entries()) {
        if (write.kind === 'create') {
          checked.push({
            index,
            values: write.values,
            current: null,
            problems: new FieldProblems(),
          });
          continue;
        }
        const { version, ...values } = write.patch;
        try {
          const current = storedById.get(write.id);
          if (!current) throw notFound(label);
          await changeRules('update', values, updateGuard(version), current, tx, context);
          checked.push({ index, values, current, problems: new FieldProblems() });
        } catch (error) {
          refuse(index, error);
        }
      }
      await checkLiveReferences(tx, definition.liveReferences ?? [], checked);
      const passed: (UniqueWrite & { index: number })[] = [];
      for (const { index, ...input } of checked) {
        try {
          const values = await prepareChecked({ ...input, tx, context });
          passed.push({ index, values, current: input.current });
        } catch (error) {
          refuse(index, error);
        }
      }
      const taken = await takenUniques(tx, table, passed, claims);
      taken.forEach((name, n) => {
        const write = passed[n];
        if (name && write) refuse(write.index, duplicateValue(name, definition.constraints ?? {}));
      });
      tx.rollback();
    });
    await run.catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
    return refusals;
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
      return change(id, 'update', context, values, updateGuard(version));
    },

    /** What `create` and `update` would refuse of each write, written nowhere (an import's check). */
    check,

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
