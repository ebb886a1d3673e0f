import {
  msg,
  recordMessage,
  type ImportCounts,
  type ImportFacts,
  type MessageRef,
} from '@showroom/contract';
import { and, getTableColumns, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AuditContext } from '../../changes/audited-write';
import { createCrudService, type CheckedWrite } from '../../crud/crud.service';
import type { UniqueClaims } from '../../crud/unique-values';
import type { CrudDefinition, CrudTable } from '../../crud/resource';
import type { Db, Executor } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { unstorableText } from '../../lib/unstorable-text';
import { readDefaultCurrency } from '../contact-details';
import { csvRows, unreadable, type Delimiter } from './import-files';
import type { CellKind, ImportColumn } from './import-targets';

/**
 * One pass over an import file (ADR 056): rows are read as a stream in batches, each batch's
 * keys and named references looked up with one query each, every row checked by the
 * resource's own create or update schema, then by the rules of the write: when committing,
 * the batch is written in one transaction through the CRUD service (each row in a savepoint,
 * so a row the database or a resource rule refuses is reported and the others stay); when
 * checking, the service runs the same rules for the batch without writing, and compares the
 * values of unique indexes as the database would. Memory holds one batch, the keys seen so far
 * (to refuse a record twice in a file) and the unique values the rows took (to refuse a name
 * two rows give, as the import does), never the file.
 */

/** A refused row's reason, worded when the job is read. */
/** A refused row's reason: a catalogue message, or a zod issue's token. */
export type Problem = { row: number; field: string | null; message: MessageRef };

export type RunReport = {
  counts: ImportCounts;
  /** Bytes of the file read so far. */
  bytesRead: number;
  refuse(problem: Problem): void;
  /** Set when the app closes: the run stops after its batch. */
  stopped: boolean;
};

export type RunOptions = {
  db: Db;
  definition: CrudDefinition;
  facts: ImportFacts;
  file: string;
  delimiter: Delimiter;
  /** The target each column of the file fills, by its place. */
  columns: (ImportColumn | null)[];
  commit: boolean;
  context: AuditContext;
  /** Where another resource's records are found by name (brands, categories, …). */
  tables: Partial<Record<string, CrudTable>>;
  report: RunReport;
};

const BATCH_ROWS = 500;

type Row = { row: number; cells: string[] };
type Planned =
  | { kind: 'create'; row: number; body: Record<string, unknown> }
  | {
      kind: 'update';
      row: number;
      id: number;
      body: Record<string, unknown> & { version: number };
    };
type Stored = Record<string, unknown> & { id: number; version: number };

const normalName = (value: string) => value.trim().toLowerCase();

/** A cell as the field's schema expects it; text it cannot be is left for the schema to refuse. */
function cellValue(kind: CellKind, cell: string): unknown {
  const text = cell.trim();
  switch (kind) {
    case 'number':
      return /^[-+]?\d+(\.\d+)?$/.test(text) ? Number(text) : cell;
    case 'boolean': {
      const word = text.toLowerCase();
      if (['true', 'yes', '1'].includes(word)) return true;
      if (['false', 'no', '0'].includes(word)) return false;
      return cell;
    }
    case 'text':
      return cell;
    default: {
      const never: never = kind;
      return never;
    }
  }
}

/** Major units in text (`77500.00`) as minor units; text that is no amount stays for the schema. */
function minorUnits(text: string, currency: string): unknown {
  // A sign is read too, so that `-5` is told it must be 0 or more, not that it is no number.
  const match = /^(-?\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return text;
  let digits = 2;
  try {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
  } catch {
    // An unknown currency is refused by its own field.
  }
  const fraction = match[2] ?? '';
  // More decimals than the currency has is not a whole number of minor units: the schema says so.
  if (fraction.length > digits) return Number(text);
  return Number(`${match[1]}${fraction.padEnd(digits, '0')}`);
}

const readRanks = { id: 0, value: 1, name: 2, email: 2, amount: 3 } as const;
const readOrder = (column: ImportColumn | null) => (column ? readRanks[column.read] : 0);

/** Whether two values are the same to a record (dates by their instant). */
const same = (a: unknown, b: unknown) =>
  JSON.stringify(a instanceof Date ? a.toISOString() : a) ===
  JSON.stringify(b instanceof Date ? b.toISOString() : b);

/** Issues of a schema as refused fields. */
const issuesOf = (row: number, error: z.ZodError): Problem[] =>
  error.issues.map((issue) => ({
    row,
    field: issue.path.length > 0 ? issue.path.join('.') : null,
    // The schemas' messages are catalogue tokens; zod's own are rendered as they are.
    message: issue.message as MessageRef,
  }));

/** An error of a write as refused fields: its field errors, or its message. */
function problemsOf(row: number, error: AppError): Problem[] {
  const fields = Object.entries(error.details?.fieldErrors ?? {});
  if (fields.length === 0) return [{ row, field: null, message: error.text }];
  return fields.flatMap(([field, messages]) =>
    messages.map((message) => ({ row, field, message })),
  );
}

export async function runImport(options: RunOptions): Promise<void> {
  const { report } = options;
  const stream = csvRows(options.file, options.delimiter, { from: 2 });
  const seen = new Map<string, number>();
  const claims: UniqueClaims = new Map();
  const defaultCurrency = await readDefaultCurrency(options.db);
  let batch: Row[] = [];
  let row = 1;
  try {
    for await (const record of stream) {
      row += 1;
      batch.push({ row, cells: record as string[] });
      if (batch.length >= BATCH_ROWS) {
        report.bytesRead = (stream.info as { bytes: number }).bytes;
        await runBatch(options, batch, seen, claims, defaultCurrency);
        batch = [];
        if (report.stopped) {
          stream.destroy();
          return;
        }
      }
    }
  } catch (error) {
    if ((error as { code?: unknown }).code?.toString().startsWith('CSV_')) throw unreadable(error);
    throw error;
  }
  if (batch.length > 0) await runBatch(options, batch, seen, claims, defaultCurrency);
  report.bytesRead = (stream.info as { bytes: number }).bytes;
}

/** Ids of another resource's records by lower-cased name (English or Arabic), or users by email. */
async function namedIds(
  db: Executor,
  options: RunOptions,
  wanted: Map<string, Set<string>>,
): Promise<Map<string, Map<string, number[]>>> {
  const found = new Map<string, Map<string, number[]>>();
  for (const [resource, names] of wanted) {
    const ids = new Map<string, number[]>();
    found.set(resource, ids);
    const list = [...names];
    if (list.length === 0) continue;
    const add = (name: string | null, id: number) => {
      if (name === null) return;
      const key = normalName(name);
      if (!names.has(key)) return;
      const had = ids.get(key) ?? [];
      if (!had.includes(id)) ids.set(key, [...had, id]);
    };
    if (resource === 'users') {
      const rows = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(inArray(sql`lower(${users.email})`, list), isNull(users.deletedAt)));
      rows.forEach((user) => add(user.email, user.id));
      continue;
    }
    const table = options.tables[resource];
    const columns = table ? (getTableColumns(table) as Record<string, PgColumn>) : {};
    const { nameEn, nameAr } = columns;
    if (!table || !nameEn || !nameAr) throw new Error(`No names to find ${resource} by`);
    const rows = (await db
      .select({ id: table.id, nameEn, nameAr })
      .from(table)
      .where(
        and(
          or(inArray(sql`lower(${nameEn})`, list), inArray(sql`lower(${nameAr})`, list)),
          isNull(table.deletedAt),
        ),
      )) as { id: number; nameEn: string; nameAr: string | null }[];
    rows.forEach((record) => {
      add(record.nameEn, record.id);
      add(record.nameAr, record.id);
    });
  }
  return found;
}

/** The live records the batch's keys find, by their key as the file matches it. */
async function existing(db: Executor, options: RunOptions, keys: (string | number)[]) {
  const { table } = options.definition;
  const found = new Map<string, Stored>();
  if (keys.length === 0) return found;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keyColumn = columns[options.facts.key];
  if (!keyColumn) throw new Error(`${options.definition.label}: no key column`);
  const byId = options.facts.key === 'id';
  const match = byId
    ? inArray(table.id, keys.map(Number))
    : inArray(
        sql`lower(${keyColumn})`,
        keys.map((key) => String(key)),
      );
  const rows = (await db
    .select()
    .from(table)
    .where(and(match, isNull(table.deletedAt)))) as Stored[];
  for (const stored of rows) found.set(normalName(String(stored[options.facts.key])), stored);
  return found;
}

async function runBatch(
  options: RunOptions,
  batch: Row[],
  seen: Map<string, number>,
  claims: UniqueClaims,
  defaultCurrency: string,
) {
  const { db, columns, facts, definition, report } = options;
  const { counts } = report;
  counts.rows += batch.length;

  // The names the batch refers to, looked up at once.
  const wanted = new Map<string, Set<string>>();
  columns.forEach((column, index) => {
    if (!column || (column.read !== 'name' && column.read !== 'email')) return;
    const resource = facts.byName?.[column.field]?.resource;
    if (!resource) return;
    const names = wanted.get(resource) ?? new Set<string>();
    for (const { cells } of batch) {
      const cell = cells[index]?.trim();
      // A name that cannot be stored (a NUL, a lone surrogate) is refused with its row, not
      // looked up.
      if (cell && !unstorableText(cell)) names.add(normalName(cell));
    }
    wanted.set(resource, names);
  });
  const names = await namedIds(db, options, wanted);

  // Each row's values, as the schemas take them.
  const read = batch.map(({ row, cells }) => {
    const values: Record<string, unknown> = {};
    const problems: Problem[] = [];
    const byId = new Set<string>();
    const cellAt = (index: number) => cells[index] ?? '';
    // Ids before names (an id beside a name wins), the currency before the amount it prices.
    const ordered = columns
      .map((column, index) => ({ column, index }))
      .sort((a, b) => readOrder(a.column) - readOrder(b.column));
    for (const { column, index } of ordered) {
      if (!column) continue;
      const cell = cellAt(index);
      // Refused as the API refuses such text in a request, before any key or name is looked
      // up with it (the database cannot compare it either).
      const unstorable = unstorableText(cell);
      if (unstorable) {
        problems.push({ row, field: column.field, message: unstorable });
        continue;
      }
      if (cell.trim() === '') {
        // An empty cell clears a field that may be empty, and leaves the others out.
        if (column.read === 'id' && column.field !== 'id' && byId.has(column.field)) continue;
        if (!(column.field in values) && column.schema.safeParse(null).success)
          values[column.field] = null;
        continue;
      }
      switch (column.read) {
        case 'value':
          values[column.field] = cellValue(column.kind, cell);
          break;
        case 'id':
          // An id beside a name: the id wins.
          values[column.field] = cellValue('number', cell);
          byId.add(column.field);
          break;
        case 'name':
        case 'email': {
          if (byId.has(column.field)) break;
          const resource = facts.byName?.[column.field]?.resource ?? '';
          const ids = names.get(resource)?.get(normalName(cell)) ?? [];
          if (ids.length === 1) values[column.field] = ids[0];
          else
            problems.push({
              row,
              field: column.field,
              message:
                column.read === 'email'
                  ? msg('imports.unknownEmail', { email: cell.trim() })
                  : ids.length === 0
                    ? msg('imports.unknownName', { name: cell.trim() })
                    : msg('imports.ambiguousName', { name: cell.trim() }),
            });
          break;
        }
        case 'amount': {
          const currencyField = columns.find((c) => c?.key === column.currency)?.field;
          const currency = currencyField ? values[currencyField] : undefined;
          values[column.field] = minorUnits(
            cell,
            typeof currency === 'string' ? currency.trim().toUpperCase() : defaultCurrency,
          );
          break;
        }
        default: {
          const never: never = column.read;
          throw new Error(`unknown read ${String(never)}`);
        }
      }
    }
    const { id, ...body } = values;
    if (id !== undefined && id !== null && !(Number.isSafeInteger(id) && Number(id) > 0)) {
      problems.push({ row, field: 'id', message: 'validation.positiveId' });
      return { row, body, key: null, problems };
    }
    const keyValue = facts.key === 'id' ? id : body[facts.key];
    const key =
      typeof keyValue === 'string' || typeof keyValue === 'number'
        ? normalName(String(keyValue)) || null
        : null;
    return { row, body, key, problems };
  });

  const stored = await existing(
    db,
    options,
    read.flatMap((entry) => (entry.key === null ? [] : [entry.key])),
  );

  const planned: Planned[] = [];
  for (const entry of read) {
    const { row, body, key } = entry;
    const problems = [...entry.problems];
    if (key !== null) {
      const first = seen.get(key);
      if (first !== undefined)
        problems.push({
          row,
          field: facts.key,
          message: msg('imports.sameKey', { row: first }),
        });
      else seen.set(key, row);
    }
    const current = key === null ? undefined : stored.get(key);
    if (key !== null && !current && facts.key === 'id') {
      problems.push({ row, field: 'id', message: recordMessage(definition.label, 'notFound') });
      refuse(report, problems);
      continue;
    }
    // The schema's say on every field the reading did not already refuse.
    const plan = current
      ? changeOf(definition, row, body, current)
      : creationOf(definition, row, body);
    const refused = new Set(problems.map((problem) => problem.field));
    problems.push(...plan.issues.filter((issue) => !refused.has(issue.field)));
    if (problems.length > 0) refuse(report, problems);
    else if (plan.planned) planned.push(plan.planned);
    else counts.unchanged += 1;
  }

  if (!options.commit) {
    // The write's own rules, run without writing: a check refuses what the import would.
    const refusals = await createCrudService(db, definition).check(
      planned.map((plan): CheckedWrite =>
        plan.kind === 'create'
          ? { kind: 'create', values: plan.body }
          : { kind: 'update', id: plan.id, patch: plan.body },
      ),
      options.context,
      claims,
    );
    planned.forEach((plan, index) => {
      const refusal = refusals[index];
      if (refusal?.code === 'SERVICE_UNAVAILABLE') throw refusal;
      if (refusal) refuse(report, problemsOf(plan.row, refusal));
      else counts[plan.kind] += 1;
    });
    return;
  }
  await db.transaction(async (tx) => {
    const service = createCrudService(tx, definition);
    for (const plan of planned) {
      try {
        if (plan.kind === 'create') await service.create(plan.body, options.context);
        else await service.update(plan.id, plan.body, options.context);
        counts[plan.kind] += 1;
      } catch (error) {
        if (!(error instanceof AppError) || error.code === 'SERVICE_UNAVAILABLE') throw error;
        refuse(report, problemsOf(plan.row, error));
      }
    }
  });
}

type Plan = { issues: Problem[]; planned: Planned | null };

/** A row matching no record: a new one, as the create schema takes it. */
function creationOf(definition: CrudDefinition, row: number, body: Record<string, unknown>): Plan {
  const parsed = definition.schemas.create.safeParse(body);
  if (!parsed.success) return { issues: issuesOf(row, parsed.error), planned: null };
  return {
    issues: [],
    planned: { kind: 'create', row, body: parsed.data as Record<string, unknown> },
  };
}

/**
 * A row matching a record: the fields it changes, as the update schema takes them (fields
 * only a new record takes, such as a car's first status, are left out); none is unchanged.
 */
function changeOf(
  definition: CrudDefinition,
  row: number,
  body: Record<string, unknown>,
  current: Stored,
): Plan {
  const fields = updateFieldsOf(definition);
  const change = Object.fromEntries(Object.entries(body).filter(([field]) => fields.has(field)));
  // A field only a new record takes that the row would change is refused, not passed over:
  // the file cannot do what it asks (a car's status moves have their own route).
  const createOnly = Object.entries(body).flatMap(([field, value]) =>
    !fields.has(field) && wouldChange(definition, field, value, current[field])
      ? [{ row, field, message: msg('imports.createOnly') }]
      : [],
  );
  if (createOnly.length > 0) return { issues: createOnly, planned: null };
  const parsed = definition.schemas.update.safeParse({ ...change, version: current.version });
  if (!parsed.success) return { issues: issuesOf(row, parsed.error), planned: null };
  const { version, ...values } = parsed.data as Record<string, unknown> & { version: number };
  const changed = Object.fromEntries(
    Object.entries(values).filter(([field, value]) => !same(value, current[field])),
  );
  if (Object.keys(changed).length === 0) return { issues: [], planned: null };
  return {
    issues: [],
    planned: { kind: 'update', row, id: current.id, body: { ...changed, version } },
  };
}

function refuse(report: RunReport, problems: Problem[]) {
  report.counts.refused += 1;
  problems.forEach((problem) => report.refuse(problem));
}

/**
 * Whether a cell of a field a new record takes differs from the stored value (read as a new
 * record would read it, or as it is when it would not take it).
 */
function wouldChange(definition: CrudDefinition, field: string, value: unknown, stored: unknown) {
  const create = definition.schemas.create as unknown as { shape?: Record<string, z.ZodType> };
  const schema = create.shape?.[field];
  if (!schema) return false;
  const parsed = schema.safeParse(value);
  return !same(parsed.success ? parsed.data : value, stored);
}

/** The fields a change of the resource may send. */
function updateFieldsOf(definition: CrudDefinition): Set<string> {
  const update = definition.schemas.update as unknown as { shape?: Record<string, unknown> };
  return new Set(Object.keys(update.shape ?? {}));
}
