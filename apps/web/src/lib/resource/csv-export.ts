import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { downloadCsv, toCsv } from '../csv';
import { minorDigits } from '../money';
import { progressToast } from '../toast';
import type { ResourceColumn, ResourceDefinition } from './define-resource';
import type { ListParams } from './list-params';
import { readReferencedRecords, type ReferencedRecords } from './referenced-records';
import type { ReferenceName } from './references';
import type { BaseRow } from './resource-api';

/*
 * The CSV export of every list, from its declared columns alone: what a spreadsheet or a
 * finance system reads, not what the screen shows. Each column kind says how it is written:
 *
 * - a reference: the record's name (in the app's language), then its id in a column of its own;
 * - money: a plain number in major units (`77500.00`), then its currency;
 * - a date: ISO 8601 in UTC (`2026-11-12T00:04:00.000Z`);
 * - a status: its stable value (`published`), a boolean `true` or `false`;
 * - anything else as the API answers it.
 *
 * Every declared column is written, shown or not, so a file has the same columns whoever
 * exports it, in either language; only the header row is in the app's language. Cells that
 * a spreadsheet would run as a formula are defused by `csvCell`.
 */

/** A column of the file: its header and its cell for a row. */
export type ExportColumn<Row> = {
  header: string;
  cell(row: Row, records: ReferencedRecords): string;
};

/** The header row's words: a field's label, and the id and currency columns beside one. */
export type ExportHeaders = {
  field(field: string): string;
  idOf(label: string): string;
  currencyOf(label: string): string;
};

const valueOf = (row: unknown, field: string): unknown => (row as Record<string, unknown>)[field];

/** A value as text: text and numbers as they are, anything else (a list of photos) as JSON. */
const textOf = (value: unknown) =>
  typeof value === 'string'
    ? value
    : typeof value === 'number'
      ? String(value)
      : JSON.stringify(value);

/** An id as the API answers it, or undefined. */
const idOf = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** A moment as ISO 8601 in UTC; text that is not one stays as it is. */
function isoTime(value: unknown): string {
  const time = new Date(String(value));
  return Number.isNaN(time.getTime()) ? String(value) : time.toISOString();
}

/** Integer minor units as a plain number in major units: 7750000 AED → `77500.00`. */
export function plainAmount(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}

/** A value of a one-cell column, as the file writes it. */
function plainCell(kind: ResourceColumn<unknown>['kind'], value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'boolean':
      return value === true ? 'true' : 'false';
    case 'date':
      return isoTime(value);
    case 'id':
    case 'number':
    case 'text':
    case 'image':
    case 'color':
    case 'code':
    case 'status':
    case 'money':
    case 'reference':
      return textOf(value);
    default: {
      const unknownKind: never = kind;
      return textOf(unknownKind);
    }
  }
}

/** The currency a money column's amount is in, for this row. */
function currencyIn<Row>(
  column: Extract<ResourceColumn<Row>, { kind: 'money' }>,
  row: Row,
  records: ReferencedRecords,
): string {
  const from = column.currencyFrom;
  const id = from ? idOf(valueOf(row, from.field)) : undefined;
  const referenced = from && id !== undefined ? records(from.reference, id)?.currency : undefined;
  const own = valueOf(row, 'currency');
  return referenced ?? (typeof own === 'string' ? own : (column.currency ?? ''));
}

/** The file's columns for a resource's declared ones: one, or two for references and money. */
export function exportColumns<Row>(
  columns: readonly ResourceColumn<Row>[],
  headers: ExportHeaders,
): ExportColumn<Row>[] {
  return columns.flatMap((column): ExportColumn<Row>[] => {
    const label = headers.field(column.field);
    if (column.kind === 'reference')
      return [
        {
          header: label,
          cell: (row, records) => {
            const id = idOf(valueOf(row, column.field));
            return id === undefined ? '' : (records(column.reference, id)?.label ?? '');
          },
        },
        {
          header: headers.idOf(label),
          cell: (row) => plainCell('id', valueOf(row, column.field)),
        },
      ];
    if (column.kind === 'money')
      return [
        {
          header: label,
          cell: (row, records) => {
            const minor = valueOf(row, column.field);
            if (typeof minor !== 'number') return '';
            return plainAmount(minor, currencyIn(column, row, records) || 'USD');
          },
        },
        {
          header: headers.currencyOf(label),
          cell: (row, records) =>
            valueOf(row, column.field) === null ? '' : currencyIn(column, row, records),
        },
      ];
    return [{ header: label, cell: (row) => plainCell(column.kind, valueOf(row, column.field)) }];
  });
}

/** The records the rows point at that the file names: references, and money's currencies. */
export function referencedIds<Row>(
  columns: readonly ResourceColumn<Row>[],
  rows: readonly Row[],
): Map<ReferenceName, Set<number>> {
  const wanted = new Map<ReferenceName, Set<number>>();
  const add = (reference: ReferenceName, field: string) => {
    const ids = wanted.get(reference) ?? new Set<number>();
    for (const row of rows) {
      const id = idOf(valueOf(row, field));
      if (id !== undefined) ids.add(id);
    }
    wanted.set(reference, ids);
  };
  for (const column of columns) {
    if (column.kind === 'reference') add(column.reference, column.field);
    if (column.kind === 'money' && column.currencyFrom)
      add(column.currencyFrom.reference, column.currencyFrom.field);
  }
  return wanted;
}

/** The CSV text of `rows` under a resource's declared columns. */
export function csvOf<Row>(
  columns: readonly ResourceColumn<Row>[],
  rows: readonly Row[],
  headers: ExportHeaders,
  records: ReferencedRecords,
): string {
  const file = exportColumns(columns, headers);
  return toCsv(
    file.map((column) => column.header),
    rows.map((row) => file.map((column) => column.cell(row, records))),
  );
}

/** The header row's words in the app's language, for a resource's namespace. */
export const exportHeaders = (t: TFunction, namespace: string): ExportHeaders => ({
  field: (field) => t(`${namespace}:fields.${field}`),
  idOf: (label) => t('common:export.idOf', { field: label }),
  currencyOf: (label) => t('common:export.currencyOf', { field: label }),
});

/**
 * Exports every record matching the list's search, filters and sort (the trash, in the
 * trash) as a CSV file: read page by page from the API, a toast counting the records read;
 * then the records they point at are named, and the file saved. A failed read rejects (the
 * API client has shown its error).
 */
export async function exportResourceCsv<Row extends BaseRow>(
  resource: ResourceDefinition<Row>,
  params: ListParams,
  {
    queryClient,
    t,
    readable,
  }: { queryClient: QueryClient; t: TFunction; readable(reference: ReferenceName): boolean },
): Promise<void> {
  const items = (count: number) => t(`${resource.namespace}:items`, { count });
  const progress = progressToast(t('common:export.starting'));
  try {
    const rows = await resource.api.listAll(params, (done, count) =>
      progress.update(t('common:export.reading', { done, items: items(count) }), done / count),
    );
    const records = await readReferencedRecords(
      queryClient,
      referencedIds(resource.columns, rows),
      readable,
    );
    const csv = csvOf(resource.columns, rows, exportHeaders(t, resource.namespace), records);
    const stamp = new Date().toISOString().slice(0, 10);
    downloadCsv(`${resource.namespace}${params.trash ? '-trash' : ''}-${stamp}.csv`, csv);
    progress.finish(t('common:export.done', { items: items(rows.length) }));
  } catch (error) {
    progress.dismiss();
    throw error;
  }
}
