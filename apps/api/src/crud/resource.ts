import type { ListQuery, Resource } from '@showroom/contract';
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Executor } from '../db/client';
import type { ConstraintMessages } from '../lib/db-errors';
import type { AuditContext } from '../modules/audit/audit.repository';
import type { StoredRow } from './crud.repository';

/** A table with the columns every business record has (DESIGN §5). */
export type CrudTable = PgTable &
  Record<'id' | 'createdAt' | 'updatedAt' | 'version' | 'deletedAt', PgColumn>;

/**
 * Everything that differs between two CRUD resources. The repository, service and routes
 * in this folder do the rest, so a new resource is this declaration and little else.
 */
export type ResourceDefinition<
  Row extends z.ZodType = z.ZodType,
  Create extends z.ZodType = z.ZodType,
  Update extends z.ZodType<{ version: number }> = z.ZodType<{ version: number }>,
  Query extends z.ZodType<ListQuery> = z.ZodType<ListQuery>,
> = {
  /** Singular, capitalised: used in messages such as "Brand not found". */
  label: string;
  /** The permission-matrix resource; also the audit log's resource name. */
  resource: Resource;
  /**
   * The audit log's resource name when several record types share one permission (the
   * meta lists under `cars`), so their ids never mix with the permission's own records.
   */
  auditResource?: string;
  table: CrudTable;
  schemas: { row: Row; create: Create; update: Update; listQuery: Query };
  /** Columns matched by `search` (case-insensitive substring). */
  searchColumns: PgColumn[];
  /**
   * More matches for `search` beyond the table's own columns, given the ILIKE pattern (a
   * car matched by its brand's name, say); OR-ed with `searchColumns`. It may query first,
   * so the list's own query gets plain values the planner can match to an index.
   */
  searchAlso?: (pattern: string, db: Executor) => Promise<SQL | undefined>;
  /** `sortBy` values the list accepts, and the column each sorts by. */
  sortColumns: Record<string, PgColumn>;
  /** Sort used when the list names none (after the trash's own default). */
  defaultSort: PgColumn;
  /** The resource's own list filters, from its validated query. */
  filters?: (query: z.output<Query>) => (SQL | undefined)[];
  /** Unique indexes and foreign keys, by name, and the field each one reports on. */
  constraints?: ConstraintMessages;
  /**
   * The resource's own rules on a write, inside its transaction: check what the schema
   * cannot (dates in order, a referenced record still active), fill derived columns,
   * sanitise rich text. `current` is null on create. Throw an AppError to refuse.
   */
  prepare?: (input: {
    values: Record<string, unknown>;
    current: StoredRow | null;
    tx: Executor;
    context: AuditContext;
  }) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /**
   * The resource's own rules on a change of an existing record (update, delete, restore,
   * status), inside its transaction after the row is locked: refuse with an AppError, or
   * make the change's side effects (ending a blocked user's sessions, say).
   */
  beforeChange?: (input: {
    action: ChangeAction;
    values: Record<string, unknown>;
    current: StoredRow;
    tx: Executor;
    context: AuditContext;
  }) => Promise<void>;
  /**
   * Columns that never leave the table through this layer (a password hash): they are
   * left out of every row read or returned, hence out of responses and audit entries.
   */
  privateColumns?: readonly string[];
  /** Runs after a create, in its transaction (to tell staff about a new record, say). */
  onCreated?: (input: { row: StoredRow; tx: Executor; context: AuditContext }) => Promise<void>;
};

export type ChangeAction = 'update' | 'delete' | 'restore' | 'status';

export function defineResource<
  Row extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType<{ version: number }>,
  Query extends z.ZodType<ListQuery>,
>(definition: ResourceDefinition<Row, Create, Update, Query>) {
  return definition;
}

/** A list filter that applies only when the query names a value: `column = value`. */
export function equalsIfGiven(column: PgColumn, value: unknown): SQL | undefined {
  return value === undefined ? undefined : eq(column, value);
}
