import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import type { ColumnDefinition, StatusColors } from '../../lib/resource/define-resource';
import {
  referenceLabelQuery,
  referenceSearchQuery,
  useCanRead,
  type ReferenceName,
  type ReferenceOption,
} from '../../lib/resource/references';
import { settleEach } from '../../lib/settle';

/**
 * The labels a cell may need: yes/no, an enum value's label, and the currency of a record a
 * money column reads it from (an offer's car), when known.
 */
export type CellLabels = {
  yes: string;
  no: string;
  option(field: string, value: string): string;
  currencyOf?(reference: ReferenceName, id: number): string | undefined;
};

/**
 * A money column's currency as the row says it: the row's `currency`, else the column's,
 * else USD (a record of another's currency is read by `currencyFrom`).
 */
export function ownCurrency(
  column: { currency?: string },
  record: Record<string, unknown>,
): string {
  return typeof record.currency === 'string' ? record.currency : (column.currency ?? 'USD');
}

/** A cell value as text, for the grid's text cells and for the CSV export alike. */
export function cellText<Row>(column: ColumnDefinition<Row>, row: Row, labels: CellLabels): string {
  const value = row[column.field];
  if (value === null || value === undefined) return '';
  switch (column.kind) {
    case 'boolean':
      return value === true ? labels.yes : labels.no;
    case 'date':
      return formatDateTime(String(value));
    case 'status':
      return labels.option(column.field, String(value));
    case 'money': {
      const record = row as Record<string, unknown>;
      const from = column.currencyFrom;
      const id = from ? record[from.field] : undefined;
      const referenced =
        from && typeof id === 'number' ? labels.currencyOf?.(from.reference, id) : undefined;
      return formatMoney(Number(value), referenced ?? ownCurrency(column, record));
    }
    case 'id':
    case 'number':
    case 'text':
    case 'image':
    case 'color':
    case 'code':
    case 'reference':
      return String(value);
    default: {
      const unknownKind: never = column;
      return String(unknownKind);
    }
  }
}

/**
 * A status as an outlined chip: the border and a dot carry the colour, the text stays in
 * the body colour so it reads on every theme.
 */
export function StatusChip({ label, color }: { label: string; color: StatusColors[string] }) {
  const tone = color && color !== 'default' ? `${color}.main` : 'text.secondary';
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      icon={
        <Box
          component="span"
          aria-hidden
          sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: tone }}
        />
      }
      sx={{ color: 'text.primary', borderColor: tone, '& .MuiChip-icon': { ml: 1 } }}
    />
  );
}

/** A `#RRGGBB` colour as a swatch and its code. */
export function ColorSwatch({ hex }: { hex: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      <Box
        aria-hidden
        sx={{
          width: 20,
          height: 20,
          borderRadius: 1,
          bgcolor: hex,
          border: 1,
          borderColor: 'divider',
          flexShrink: 0,
        }}
      />
      <span dir="ltr">{hex}</span>
    </Stack>
  );
}

/** A country's ISO code with its flag (regional indicator letters). */
export function CountryCode({ code }: { code: string }) {
  const flag = /^[A-Z]{2}$/.test(code)
    ? String.fromCodePoint(0x1f1a5 + code.charCodeAt(0), 0x1f1a5 + code.charCodeAt(1))
    : '';
  return (
    <span dir="ltr">
      <span aria-hidden>{flag}</span> {code}
    </span>
  );
}

/**
 * The record a row points at (its name in the app's language, and currency where it has
 * one): read from the source's first 100 records (one request for the whole table), else
 * from the record itself; `undefined` until it arrives or when the role may not read it.
 */
function useReferenceRecord(reference: ReferenceName, id: number) {
  const readable = useCanRead(reference);
  // Named in the app's language, and named again when it changes.
  const language = useTranslation().i18n.language === 'ar' ? 'ar' : 'en';
  const first = useQuery({ ...referenceSearchQuery(reference, '', language), enabled: readable });
  const found = first.data?.find((option) => option.id === id);
  const one = useQuery({
    ...referenceLabelQuery(reference, id, language),
    enabled: readable && first.isSuccess && !found,
  });
  return found ?? one.data;
}

/** The name of the record a row points at, or its id until the name is known. */
export function ReferenceName({ reference, id }: { reference: ReferenceName; id: number }) {
  const record = useReferenceRecord(reference, id);
  return <span dir="auto">{record?.label ?? `#${id}`}</span>;
}

/**
 * An amount in the currency of the record the row points at (an offer in its car's): read
 * with the record's name; `fallback` until it arrives or when the role may not read it.
 */
export function ReferenceMoney({
  minor,
  reference,
  id,
  fallback,
}: {
  minor: number;
  reference: ReferenceName;
  id: number;
  fallback: string;
}) {
  const currency = useReferenceRecord(reference, id)?.currency ?? fallback;
  return <span dir="ltr">{formatMoney(minor, currency)}</span>;
}

/**
 * The currencies of the records the rows' money columns read theirs from (`currencyFrom`),
 * for `CellLabels.currencyOf` where no cell reads them one by one (the CSV export): the
 * source's first 100 records, then each other one, as the grid's cells read them.
 */
export async function referencedCurrencies<Row>(
  queryClient: QueryClient,
  columns: readonly ColumnDefinition<Row>[],
  rows: readonly Row[],
  readable: (reference: ReferenceName) => boolean,
): Promise<NonNullable<CellLabels['currencyOf']>> {
  const found = new Map<string, string>();
  const keyOf = (reference: ReferenceName, id: number) => `${reference}:${id}`;
  for (const column of columns) {
    if (column.kind !== 'money' || !column.currencyFrom) continue;
    const { field, reference } = column.currencyFrom;
    if (!readable(reference)) continue;
    const ids = new Set(
      rows
        .map((row) => (row as Record<string, unknown>)[field])
        .filter((id): id is number => typeof id === 'number'),
    );
    const keep = (option: ReferenceOption) => {
      if (option.currency && ids.has(option.id))
        found.set(keyOf(reference, option.id), option.currency);
    };
    (await queryClient.query(referenceSearchQuery(reference, ''))).forEach(keep);
    const others = [...ids].filter((id) => !found.has(keyOf(reference, id)));
    await settleEach(others, async (id) =>
      keep(await queryClient.query(referenceLabelQuery(reference, id))),
    );
  }
  return (reference, id) => found.get(keyOf(reference, id));
}
