/* eslint-disable @typescript-eslint/no-generated-empty-object-type -- the hook types are
   generic over the resource's table; the rule sees only the bound, a table of no known columns. */
import {
  listQuerySchema,
  recordLabels,
  resourceFactsByName,
  resourceSchemas,
  sortKeysOf,
  type CrudResourceName,
  type ListQuery,
  type MessageRef,
  type RecordLabel,
  type Resource,
  type ResourceFacts,
  type SchemasOf,
} from '@showroom/contract';
import { Column, eq, getTableColumns, getTableName, is, SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import {
  getTableConfig,
  IndexedColumn,
  type ForeignKey,
  type PgColumn,
  type PgTable,
} from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../db/client';
import type { ConstraintMessages } from '../lib/db-errors';
import type { FieldProblems } from '../lib/errors';
import type { AuditContext } from '../changes/audited-write';
import type { StaffNotice } from '../changes/staff-notices';
import {
  inUseOn,
  liveReferencesOn,
  type InUseBy,
  type InUseDeclaration,
  type LiveReference,
  type LiveReferenceDeclaration,
} from './live-references';

/** A table with the columns every business record has (DESIGN §5). */
export type CrudTable = PgTable &
  Record<'id' | 'createdAt' | 'updatedAt' | 'version' | 'deletedAt', PgColumn>;

/** A stored record of `T` as this layer reads it: every column but the private ones. */
export type RecordOf<T extends CrudTable, Private extends string = never> = Omit<
  T['$inferSelect'],
  Private
>;

/** Columns a hook hands back to be written: any of the table's own. */
export type ValuesOf<T extends CrudTable> = Partial<T['$inferInsert']>;

/**
 * What a client sends to change a record, without the version the write checks; one of
 * several bodies when the resource has more than one way to change it (users: profile, role).
 */
export type UpdateValues<Update extends z.ZodType> = Update extends z.ZodType
  ? Omit<z.output<Update>, 'version'>
  : never;

/**
 * `prepare`'s input: the create body with no record yet, or the change with the record.
 * `problems` holds what the layer found already (a reference in the trash): a prepare adds
 * its own so the write is refused naming them all, after it returns if it does not throw them.
 */
export type PrepareInput<
  T extends CrudTable,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Private extends string = never,
> = { tx: Executor; context: AuditContext; problems: FieldProblems } & (
  | { values: z.output<Create>; current: null }
  | { values: UpdateValues<Update>; current: RecordOf<T, Private> }
);

/**
 * `beforeChange`'s input: an update carries the client's change; a delete, restore or
 * status move the columns it sets.
 */
export type ChangeInput<
  T extends CrudTable,
  Update extends z.ZodType,
  Private extends string = never,
> = { current: RecordOf<T, Private>; tx: Executor; context: AuditContext } & (
  | { action: 'update'; values: UpdateValues<Update> }
  | { action: Exclude<ChangeAction, 'update'>; values: ValuesOf<T> }
);

/** `notice`'s and `onCreated`'s input: the record just created. */
export type CreatedInput<T extends CrudTable, Private extends string = never> = {
  row: RecordOf<T, Private>;
  tx: Executor;
  context: AuditContext;
};

/** The inputs of a resource's hooks, for hooks written apart from its declaration. */
export type HookInputs<
  T extends CrudTable,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Private extends string = never,
> = {
  prepare: PrepareInput<T, Create, Update, Private>;
  change: ChangeInput<T, Update, Private>;
  created: CreatedInput<T, Private>;
  record: RecordOf<T, Private>;
  values: ValuesOf<T>;
};

/**
 * Everything that differs between two CRUD resources. The repository, service and routes
 * in this folder do the rest, so a new resource is this declaration and little else.
 * The hooks are typed by the resource's own table (`$inferSelect`, `$inferInsert`) and its
 * contract's create and update bodies, so a renamed column or field fails to compile.
 */
export type CrudDefinition<
  T extends CrudTable = CrudTable,
  Row extends z.ZodType = z.ZodType,
  Create extends z.ZodType = z.ZodType,
  Update extends z.ZodType<{ version: number }> = z.ZodType<{ version: number }>,
  Query extends z.ZodType<ListQuery> = z.ZodType<ListQuery>,
  Private extends string = string,
> = {
  /** The contract's name for it: its facts, its schemas, its paths. */
  name: CrudResourceName;
  /** Singular, capitalised: used in messages such as "Brand not found". */
  label: RecordLabel;
  /** The permission-matrix resource; also the audit log's resource name. */
  resource: Resource;
  /**
   * The audit log's resource name when several record types share one permission (the
   * meta lists under `cars`), so their ids never mix with the permission's own records.
   */
  auditResource?: string;
  table: T;
  schemas: { row: Row; create: Create; update: Update; listQuery: Query };
  /** Columns matched by `search` (case-insensitive substring). */
  searchColumns: PgColumn[];
  /**
   * More matches for `search` beyond the table's own columns, given the ILIKE pattern (a
   * car matched by its brand's name, say); OR-ed with `searchColumns`. It may query first,
   * so the list's own query gets plain values the planner can match to an index.
   */
  searchAlso?: (pattern: string, db: Executor) => Promise<SQL | undefined>;
  /**
   * How the command palette's search (`GET /admin/search`) shows a record it finds by its id
   * or its `searchColumns`: what people call it, its Arabic name where it has one, and a few
   * words more (an email, a model). A resource without it is not searched there.
   */
  found?: SearchHitColumns;
  /**
   * The column each `sortBy` value of the contract's list query sorts by: every value the
   * contract accepts has one (`defineCrudResource` finds it by name), so no sort the client may
   * ask for falls back to the default unnoticed.
   */
  sortColumns: Record<SortKeyOf<Query>, PgColumn>;
  /** Sort used when the list names none (after the trash's own default): its first sort key's. */
  defaultSort: PgColumn;
  /** The resource's own list filters, from its validated query. */
  filters?(query: z.output<Query>): (SQL | undefined)[];
  /** Unique indexes and foreign keys, by name, and the field each one reports on. */
  constraints?: ConstraintMessages;
  /** Fields naming records that a write needs out of the trash (see `liveReferences` below). */
  liveReferences?: readonly LiveReference[];
  /** Other resources' live records that keep one of this resource's out of the trash. */
  inUseBy?: readonly InUseBy[];
  /**
   * The resource's own rules on a write, inside its transaction: check what the schema
   * cannot (dates in order, a referenced record still active), fill derived columns,
   * sanitise rich text. `current` is null on create. Throw an AppError to refuse.
   */
  prepare?(input: PrepareInput<T, Create, Update, Private>): ValuesOf<T> | Promise<ValuesOf<T>>;
  /**
   * The resource's own rules on a change of an existing record (update, delete, restore,
   * status), inside its transaction after the row is locked: refuse with an AppError, or
   * make the change's side effects (ending a blocked user's sessions, say).
   */
  beforeChange?(input: ChangeInput<T, Update, Private>): Promise<void>;
  /**
   * Columns that never leave the table through this layer (a password hash): they are
   * left out of every row read or returned, hence out of responses and audit entries.
   */
  privateColumns?: readonly Private[];
  /**
   * Fields of the row that no column holds, each an SQL expression over the row (a correlated
   * subquery, say), read in the statement that reads the row's columns: by a list, a read,
   * and after every write for its answer. Answered, never written nor kept in the audit log.
   * A list answers each as the driver reads it, so a boolean, an integer or text.
   */
  derivedFields?: Record<string, SQL>;
  /** Staff to tell about a new record, in its transaction (a car waiting for review, say). */
  notice?(input: CreatedInput<T, Private>): Promise<StaffNotice | null> | StaffNotice | null;
  /** Runs after a create, in its transaction (an ad taking its subscription's slot, say). */
  onCreated?(input: CreatedInput<T, Private>): Promise<void>;
};

/** A found record's columns as the palette shows it, each read as text. */
export type SearchHitColumns = {
  title: PgColumn | SQL;
  titleAr?: PgColumn;
  detail?: PgColumn | SQL;
};

export type ChangeAction = 'update' | 'delete' | 'restore' | 'status';

/** The `sortBy` values a list query accepts, as the contract declares them. */
export type SortKeyOf<Query extends z.ZodType> =
  z.output<Query> extends { sortBy?: infer S } ? Exclude<S, undefined> & string : never;

/** The names of a table's columns, as its Drizzle declaration spells them. */
type ColumnName<T extends CrudTable> = keyof T['_']['columns'] & string;

/** A resource's own list filters: its list query's keys beyond those every list has. */
export type FilterKeyOf<Query extends z.ZodType> = Exclude<keyof z.output<Query>, keyof ListQuery> &
  string;

/** A filter that is more than `column = value`, given the query's value when it names one. */
type CustomFilter<Query extends z.ZodType, K extends FilterKeyOf<Query>> = (
  value: NonNullable<z.output<Query>[K]>,
) => SQL;

/** Filters of the list query that name no column of the table. */
type FiltersWithoutColumn<T extends CrudTable, Query extends z.ZodType> = Exclude<
  FilterKeyOf<Query>,
  ColumnName<T>
>;

/**
 * Code for the list filters that are not a plain `column = value`: required for a filter
 * that names no column (`yearFrom`), optional for one that does.
 */
export type CustomFilters<T extends CrudTable, Query extends z.ZodType> = {
  [K in FiltersWithoutColumn<T, Query>]: CustomFilter<Query, K>;
} & { [K in Extract<FilterKeyOf<Query>, ColumnName<T>>]?: CustomFilter<Query, K> };

/** `sortBy` values that name no column of the table: there must be none. */
type SortsWithoutColumn<T extends CrudTable, Query extends z.ZodType> = Exclude<
  SortKeyOf<Query>,
  ColumnName<T>
>;

/**
 * What a module declares beyond its definition's other parts: nothing for the list's sorts
 * and filters, which come from the contract's list query, but code for a filter that is no
 * plain `column = value`. A `sortBy` value that names no column does not compile.
 */
type ListDeclaration<T extends CrudTable, Query extends z.ZodType> = ([
  FiltersWithoutColumn<T, Query>,
] extends [never]
  ? { customFilters?: CustomFilters<T, Query> }
  : { customFilters: CustomFilters<T, Query> }) &
  ([SortsWithoutColumn<T, Query>] extends [never]
    ? unknown
    : { sortKeysWithoutAColumn: SortsWithoutColumn<T, Query> });

/** Fields of the contract's row that name no column of the table. */
type FieldsWithoutColumn<T extends CrudTable, Row extends z.ZodType> = Exclude<
  keyof z.output<Row> & string,
  ColumnName<T>
>;

/**
 * What a module declares of a row's fields that name no column: how the database works out
 * each one (`derivedFields`), so no field the contract's row has goes missing from an answer.
 */
type DerivedDeclaration<T extends CrudTable, Row extends z.ZodType> = [
  FieldsWithoutColumn<T, Row>,
] extends [never]
  ? unknown
  : { derivedFields: Record<FieldsWithoutColumn<T, Row>, SQL> };

/** The names of the columns an index covers, those its expressions read included (`lower(x)`). */
function indexedColumns(entries: readonly unknown[]): string[] {
  return entries.flatMap((entry) => {
    if (is(entry, IndexedColumn) || is(entry, Column)) return entry.name ? [entry.name] : [];
    return is(entry, SQL) ? indexedColumns(entry.queryChunks) : [];
  });
}

/**
 * A foreign key's name in the database: drizzle-kit's, `<table>_<columns>_<table>_<columns>_fk`,
 * with the columns named as the schema's `snake_case` casing writes them (drizzle.config.ts).
 */
function foreignKeyName(key: ForeignKey): string {
  const { name, columns, foreignColumns, foreignTable } = key.reference();
  const names = (of: PgColumn[]) => of.map((column) => toSnakeCase(column.name));
  return (
    name ??
    [
      getTableName(key.table),
      ...names(columns),
      getTableName(foreignTable),
      ...names(foreignColumns),
      'fk',
    ].join('_')
  );
}

/**
 * The unique index or foreign key behind each field of `constraintMessages`, found by the
 * field's column in the table's declaration, so their names (`brands_name_en_unique`) are
 * never written twice. A field with none, or with more than one, stops the API from starting.
 */
function constraintsOn(
  label: string,
  table: CrudTable,
  constraintMessages: Partial<Record<string, MessageRef>>,
): ConstraintMessages {
  const { indexes, foreignKeys } = getTableConfig(table);
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const constraints = [
    ...indexes
      .filter((index) => index.config.unique)
      .map((index) => ({ name: index.config.name, covers: indexedColumns(index.config.columns) })),
    ...foreignKeys.map((key) => ({
      name: foreignKeyName(key),
      covers: key.reference().columns.map((column) => column.name),
    })),
  ];
  const entries = Object.entries(constraintMessages).map(([field, message]) => {
    const column = columns[field]?.name;
    const found = constraints.filter((constraint) => column && constraint.covers.includes(column));
    const [only] = found;
    if (!only?.name || found.length > 1 || !message) {
      throw new Error(
        `${label}: ${field} has ${found.length} unique indexes or foreign keys, not one`,
      );
    }
    return [only.name, { field, message }] as const;
  });
  return Object.fromEntries(entries);
}

/** The keys every list query has (paging, search, sort, trash); any other is a filter. */
const commonListKeys = new Set(Object.keys(listQuerySchema(['id']).shape));

/** A resource as the CRUD layer runs it, given the contract's name for it. */
export type CrudDefinitionOf<
  Name extends CrudResourceName,
  T extends CrudTable,
  Private extends string = never,
> = CrudDefinition<
  T,
  SchemasOf<Name>['row'],
  SchemasOf<Name>['create'],
  SchemasOf<Name>['update'],
  SchemasOf<Name>['listQuery'],
  Private
>;

/**
 * What a module declares of a resource: what the contract (its schemas, its list's sorts
 * and filters) does not say. See `ListDeclaration` for the code a filter may need, and
 * `DerivedDeclaration` for a row field no column holds.
 */
export type CrudDeclaration<
  Name extends CrudResourceName,
  T extends CrudTable,
  Private extends string = never,
> = Omit<
  CrudDefinitionOf<Name, T, Private>,
  | 'name'
  | 'label'
  | 'resource'
  | 'auditResource'
  | 'schemas'
  | 'sortColumns'
  | 'defaultSort'
  | 'searchColumns'
  | 'filters'
  | 'constraints'
  | 'liveReferences'
  | 'inUseBy'
  | 'derivedFields'
> &
  ListDeclaration<T, SchemasOf<Name>['listQuery']> &
  DerivedDeclaration<T, SchemasOf<Name>['row']> & {
    /**
     * What the client is told, on the field, when the database refuses its value: a value
     * its unique index already holds, or a record its foreign key does not find. The index
     * or key is the table's own (see `constraintsOn`).
     */
    constraintMessages?: Partial<Record<ColumnName<T>, MessageRef>>;
    /**
     * Fields naming another record by a foreign key, which a create, or a change that names
     * the field, refuses when that record is in the trash or missing, with this message on
     * the field; with `where`, also when the record is not as it says (a seller must be an
     * active member). Checked before `prepare`, whose field problems join them, and for a
     * whole batch of rows at once by an import's check.
     */
    liveReferences?: Partial<Record<ColumnName<T>, LiveReferenceDeclaration>>;
    /**
     * Other resources' columns naming this resource's records, whose live records keep one
     * out of the trash (a brand on cars), with what the refusal says (see `InUseDeclaration`).
     */
    inUseBy?: readonly InUseDeclaration[];
    /** Columns matched by `search`; none when the list has no search. */
    searchColumns?: PgColumn[];
  };

/**
 * A resource as the CRUD layer runs it, from its declaration and its contract: its schemas
 * and record label are the contract's for `name`, and the list's sorts (the first is the
 * default order) and filters are read from its list query once, at start-up; a key that
 * names no column (and has no custom filter) stops the API from starting.
 */
export function defineCrudResource<
  Name extends CrudResourceName,
  T extends CrudTable,
  const Private extends keyof T['$inferSelect'] & string = never,
>(name: Name, declaration: CrudDeclaration<Name, T, Private>): CrudDefinitionOf<Name, T, Private> {
  type Query = SchemasOf<Name>['listQuery'];
  const {
    customFilters,
    constraintMessages,
    liveReferences,
    inUseBy,
    searchColumns = [],
    ...definition
  } = declaration;
  // A list filed under another resource's permission (the meta lists) says so in its facts.
  const facts: ResourceFacts = resourceFactsByName[name];
  const { table } = definition;
  const label = recordLabels[name];
  const schemas: SchemasOf<Name> = resourceSchemas[name];
  const listQuery = schemas.listQuery;
  if (!(listQuery instanceof z.ZodObject)) {
    throw new Error(`${label}: the list query is not an object schema`);
  }
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const columnNamed = (key: string, use: string) => {
    const column = columns[key];
    if (!column) throw new Error(`${label}: the list's ${use} "${key}" names no column`);
    return column;
  };
  // Keyed by the very values the contract's `sortBy` accepts, read just above.
  const sortKeys = sortKeysOf(listQuery);
  const [firstSortKey] = sortKeys;
  if (firstSortKey === undefined) throw new Error(`${label}: the list query has no sortBy values`);
  const sortColumns = Object.fromEntries(
    sortKeys.map((key) => [key, columnNamed(key, 'sort')]),
  ) as Record<SortKeyOf<Query>, PgColumn>;
  const custom: Partial<Record<string, (value: unknown) => SQL>> = customFilters ?? {};
  const equalTo = (column: PgColumn) => (value: unknown) => eq(column, value);
  const filterBy = Object.keys(listQuery.shape)
    .filter((key) => !commonListKeys.has(key))
    .map((key) => {
      const filter = custom[key] ?? equalTo(columnNamed(key, 'filter'));
      return (query: Readonly<Record<string, unknown>>) =>
        query[key] === undefined ? undefined : filter(query[key]);
    });
  return {
    ...definition,
    name,
    label,
    resource: (facts.permission?.resource ?? name) as Resource,
    ...(facts.permission && { auditResource: facts.permission.auditAs }),
    schemas,
    searchColumns,
    constraints: constraintsOn(label, table, constraintMessages ?? {}),
    liveReferences: liveReferencesOn(label, table, liveReferences ?? {}),
    inUseBy: inUseOn(label, inUseBy ?? []),
    sortColumns,
    defaultSort: columnNamed(firstSortKey, 'sort'),
    filters: (query) => filterBy.map((filter) => filter(query)),
  };
}

/** A list filter that applies only when the query names a value: `column = value`. */
export function equalsIfGiven(column: PgColumn, value: unknown): SQL | undefined {
  return value === undefined ? undefined : eq(column, value);
}
