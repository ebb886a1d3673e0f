import {
  BULK_EDIT_MAX,
  type BulkEditResult,
  type BulkSelection,
  type MessageLanguage,
  statusCompanionFields,
} from '@showroom/contract';
import { renderMessage } from '@showroom/contract/catalogue';
import type { AuditContext } from '../changes/audited-write';
import type { Executor } from '../db/client';
import { AppError } from '../lib/errors';
import { createCrudService } from './crud.service';
import type { CrudDefinition } from './resource';
import { assertTransition, type StatusMachine } from './status';

/** How a status field of a bulk edit moves: along the resource's machine (ADR 055). */
export type BulkStatusMove = {
  machine: StatusMachine;
  /** The columns a move to `status` sets beside it (a rejection reason cleared, say). */
  values?: (status: string) => Record<string, unknown>;
};

/** One record's turn: what to set on it, and the version it must still have, if known. */
type Planned = { id: number; version?: number; set: Record<string, unknown> };

type Row = Record<string, unknown> & { id: number; version: number; deletedAt: unknown };

/**
 * Each record once, as the first naming it says: a record named twice (`ids: [1, 1]`) takes
 * one turn and counts once, where a second turn would find the first one's change.
 */
function eachOnce(records: Planned[]): Planned[] {
  const ids = new Set<number>();
  return records.filter(({ id }) => {
    if (ids.has(id)) return false;
    ids.add(id);
    return true;
  });
}

/** Thrown to roll a dry run back once every record has had its turn. */
class DryRunDone extends Error {}

/** A record's name in a refusal, from the columns records are named by. */
function nameOf(row: Row | null): string | null {
  const name = row?.title ?? row?.name ?? row?.nameEn ?? row?.username;
  return typeof name === 'string' ? name : null;
}

/**
 * Bulk edits of one resource (ADR 055). Each record takes its turn in a savepoint of the
 * request's transaction through the CRUD service, so the resource's rules, the version
 * check, the audit row and any side effects are exactly those of editing it alone. A refused
 * record rolls back alone; a dry run rolls the whole transaction back, so its answer is what
 * the edit would do, rules included.
 */
export function createBulkEditService(
  db: Executor,
  definition: CrudDefinition,
  status?: BulkStatusMove,
) {
  const reader = createCrudService<Row>(db, definition);

  /** The ids a selection names, and whether "all that match" found more than the limit. */
  async function resolve(selection: BulkSelection) {
    if ('ids' in selection) return { targets: selection.ids.map((id) => ({ id })), more: false };
    if ('records' in selection) return { targets: selection.records, more: false };
    const ids = await reader.matchingIds(selection.filter, BULK_EDIT_MAX + 1);
    return {
      targets: ids.slice(0, BULK_EDIT_MAX).map((id) => ({ id })),
      more: ids.length > BULK_EDIT_MAX,
    };
  }

  /**
   * Why an undo could not move a record back from `next` to `previous`: the machine's own
   * refusal, as the undo would answer it; null when the move back is allowed.
   */
  function oneWayMove(
    machine: StatusMachine,
    previous: string,
    next: string,
    language: MessageLanguage,
  ) {
    try {
      assertTransition(machine, definition.label, next, previous);
      return null;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return renderMessage(error.text, language);
    }
  }

  /**
   * One record's turn: what it changed, or null when the record already holds the values.
   * `oneWay` says why an undo could not put it back, when it could not.
   * `seen` keeps the record as it was read, for the refusal's name should a rule refuse it.
   */
  async function apply(
    tx: Executor,
    planned: Planned,
    context: AuditContext,
    language: MessageLanguage,
    seen: { row: Row | null },
  ) {
    const service = createCrudService<Row>(tx, definition);
    const current = await service.get(planned.id);
    seen.row = current;
    const version = planned.version ?? current.version;
    const statusField = status?.machine.field;
    // The columns a status move sets beside it go with the move, never on their own: an
    // undo names them to put back what the move replaced (a block's reason, say).
    const companions = new Set(Object.keys(statusCompanionFields[definition.name] ?? {}));
    const changes = Object.entries(planned.set).filter(
      ([field, value]) => value !== undefined && !companions.has(field) && current[field] !== value,
    );
    if (changes.length === 0 && !current.deletedAt) return null;
    const next = changes.find(([field]) => field === statusField)?.[1];
    const fields = Object.fromEntries(changes.filter(([field]) => field !== statusField));
    let after = current;
    // The version the status move must find: the caller's, unless the edit above moved it on.
    let expected = version;
    if (Object.keys(fields).length > 0 || next === undefined) {
      after = await service.update(planned.id, { ...fields, version }, context);
      expected = after.version;
    }
    let oneWay: string | null = null;
    const previous = Object.fromEntries(changes.map(([field]) => [field, current[field]]));
    if (status && typeof next === 'string') {
      oneWay = oneWayMove(status.machine, String(current[status.machine.field]), next, language);
      const beside = { ...status.values?.(next) };
      for (const field of companions) {
        if (planned.set[field] !== undefined) beside[field] = planned.set[field];
        if (beside[field] !== undefined && current[field] !== beside[field]) {
          previous[field] = current[field];
        }
      }
      after = await service.transition(planned.id, status.machine, next, beside, context, expected);
    }
    return { done: { id: after.id, version: after.version, previous }, oneWay };
  }

  /**
   * Every record's turn, in one transaction (a request takes at most `BULK_EDIT_MAX`
   * records); a dry run keeps nothing. A failure that is no refusal (the database gone)
   * rolls the whole request back.
   */
  async function run(
    requested: Planned[],
    options: { dryRun: boolean; more: boolean; context: AuditContext; language: MessageLanguage },
  ): Promise<BulkEditResult> {
    const planned = eachOnce(requested);
    // Filled as the records take their turns; kept only if the transaction commits.
    const result: BulkEditResult = {
      dryRun: options.dryRun,
      matched: planned.length,
      more: options.more,
      records: [],
      unchanged: 0,
      done: [],
      refused: [],
      oneWay: [],
    };
    try {
      await db.transaction(async (tx) => {
        for (const record of planned) {
          const seen: { row: Row | null } = { row: null };
          try {
            const turn = await tx.transaction((recordTx) =>
              apply(recordTx, record, options.context, options.language, seen),
            );
            if (!turn) result.unchanged += 1;
            else {
              result.done.push(turn.done);
              if (turn.oneWay !== null) {
                result.oneWay.push({ id: record.id, name: nameOf(seen.row), message: turn.oneWay });
              }
            }
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            result.refused.push({
              id: record.id,
              name: nameOf(seen.row),
              code: error.code,
              message: renderMessage(error.text, options.language),
            });
          }
          if (seen.row) {
            result.records.push({ id: record.id, version: record.version ?? seen.row.version });
          }
        }
        if (options.dryRun) throw new DryRunDone();
      });
    } catch (error) {
      if (!(error instanceof DryRunDone)) throw error;
    }
    return result;
  }

  return {
    /** Sets `set` on every record of `selection` (or says what it would do, on a dry run). */
    async edit(
      selection: BulkSelection,
      set: Record<string, unknown>,
      options: {
        dryRun: boolean;
        context: AuditContext;
        language: MessageLanguage;
      },
    ) {
      const { targets, more } = await resolve(selection);
      return run(
        targets.map((target) => ({ ...target, set })),
        { ...options, more },
      );
    },

    /** Puts each record back to the values an edit replaced, if nobody changed it since. */
    undo(
      records: Planned[],
      options: { context: AuditContext; language: MessageLanguage },
    ): Promise<BulkEditResult> {
      return run(records, { ...options, dryRun: false, more: false });
    },
  };
}
