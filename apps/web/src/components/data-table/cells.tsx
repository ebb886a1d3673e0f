import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../lib/format';
import type { ColumnDefinition, StatusColors } from '../../lib/resource/define-resource';
import {
  referenceLabelQuery,
  referenceSearchQuery,
  useCanRead,
  type ReferenceName,
} from '../../lib/resource/references';

/** The labels a cell may need: yes/no and an enum value's label. */
export type CellLabels = {
  yes: string;
  no: string;
  option(field: string, value: string): string;
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

/**
 * A cell value as the grid shows it (the CSV export writes plain values: see
 * `lib/resource/csv-export.ts`). A money column reading its currency from another record
 * shows it with `ReferenceMoney`; here it is in the row's or the column's currency.
 */
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
    case 'money':
      return formatMoney(Number(value), ownCurrency(column, row as Record<string, unknown>));
    case 'text':
      return column.shown?.(row) ?? String(value);
    case 'id':
    case 'number':
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
  const label = record?.label ?? `#${id}`;
  return (
    <span dir="auto" title={label}>
      {label}
    </span>
  );
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
  return <span>{formatMoney(minor, currency)}</span>;
}
