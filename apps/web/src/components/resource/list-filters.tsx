import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMinorUnits, toMinorUnits } from '../../lib/money';
import type { FilterDefinition } from '../../lib/resource/define-resource';
import {
  referenceLabelQuery,
  referenceSearchQuery,
  useCanRead,
  type ReferenceName,
} from '../../lib/resource/references';

export const ALL = '';

/** Whether a URL value is one the filter offers (anything else is dropped from the URL). */
export function filterAccepts(filter: FilterDefinition) {
  return (value: string) => {
    switch (filter.kind) {
      case 'tabs':
      case 'select':
        return filter.options.includes(value);
      case 'boolean':
        return value === 'true' || value === 'false';
      case 'reference':
        return /^[1-9]\d{0,9}$/.test(value);
      case 'range':
        return /^\d{1,15}$/.test(value);
      default: {
        const unknown: never = filter;
        return Boolean(unknown);
      }
    }
  };
}

/** The URL keys of a range filter, which are also the API's (`yearFrom`, `yearTo`). */
export const rangeKeys = (field: string) => ({ from: `${field}From`, to: `${field}To` });

/** The URL keys a filter keeps, each with the values it accepts (a range keeps two). */
export function filterKeys(filter: FilterDefinition) {
  const accepts = filterAccepts(filter);
  if (filter.kind !== 'range') return [{ field: filter.field, accepts }];
  const { from, to } = rangeKeys(filter.field);
  return [
    { field: from, accepts },
    { field: to, accepts },
  ];
}

export type FilterProps = {
  filter: FilterDefinition;
  namespace: string;
  value: string | undefined;
  onChange(value: string | undefined): void;
};

/** A filter's label, its "All" and its values' labels, from the resource's namespace. */
export function useFilterLabels(namespace: string, field: string) {
  const { t } = useTranslation(['common', namespace]);
  return {
    label: t(`${namespace}:filters.${field}`, { defaultValue: t(`${namespace}:fields.${field}`) }),
    all: t('common:list.all'),
    option: (value: string) =>
      value === 'true'
        ? t('common:values.yes')
        : value === 'false'
          ? t('common:values.no')
          : t(`${namespace}:options.${field}.${value}`, { defaultValue: value }),
  };
}

/** A select filter in the list's toolbar. */
export function FilterSelect({ filter, namespace, value, onChange }: FilterProps) {
  const labels = useFilterLabels(namespace, filter.field);
  const reference = filter.kind === 'reference' ? filter.reference : 'roles';
  const readable = useCanRead(reference);
  const references = useQuery({
    ...referenceSearchQuery(reference, ''),
    enabled: filter.kind === 'reference' && readable,
  });
  // A filter over records the role may not read is left out.
  if (filter.kind === 'reference' && !readable) return null;
  const options: { value: string; label: string }[] =
    filter.kind === 'reference'
      ? (references.data ?? []).map((option) => ({ value: String(option.id), label: option.label }))
      : (filter.kind === 'boolean'
          ? ['true', 'false']
          : filter.kind === 'select'
            ? filter.options
            : []
        ).map((option) => ({ value: option, label: labels.option(option) }));
  // A reference value shows once its options arrive; until then the box stays empty. One
  // beyond the first options (a customer reached from the users page) is a removable chip.
  const listed = value !== undefined && options.some((option) => option.value === value);
  if (filter.kind === 'reference' && value !== undefined && references.isSuccess && !listed)
    return (
      <ReferenceChip
        reference={filter.reference}
        id={Number(value)}
        label={labels.label}
        onRemove={() => onChange(undefined)}
      />
    );
  const shown = listed ? value : ALL;
  return (
    <TextField
      select
      size="small"
      label={labels.label}
      value={shown}
      onChange={(event) => onChange(event.target.value === ALL ? undefined : event.target.value)}
      sx={{ flex: { xs: '1 1 140px', sm: '0 1 180px' }, minWidth: 0 }}
    >
      <MenuItem value={ALL}>{labels.all}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * A non-tab filter in the list's toolbar: a range, or a select. `values` are all the list's
 * filters as the URL has them; `onValues` sets several at once (`undefined` clears one).
 */
export function ListFilter(
  props: FilterProps & {
    values: Record<string, string>;
    onValues(patch: Record<string, string | undefined>): void;
  },
) {
  const { values, onValues, ...one } = props;
  return props.filter.kind === 'range' ? (
    <FilterRange
      filter={props.filter}
      namespace={props.namespace}
      values={values}
      onValues={onValues}
    />
  ) : (
    <FilterSelect {...one} />
  );
}

/**
 * A lowest and a highest value (either may stay empty), applied on Enter or when the focus
 * leaves; a range whose lowest value is above its highest is refused under the boxes.
 */
export function FilterRange({
  filter,
  namespace,
  values,
  onValues,
}: {
  filter: FilterDefinition;
  namespace: string;
  values: Record<string, string>;
  onValues(patch: Record<string, string | undefined>): void;
}) {
  const { t } = useTranslation('common');
  const labels = useFilterLabels(namespace, filter.field);
  const currency = filter.kind === 'range' ? filter.currency : undefined;
  const keys = rangeKeys(filter.field);
  const shown = (value: string | undefined) =>
    value === undefined ? '' : currency ? fromMinorUnits(Number(value), currency) : value;
  const inUrl = `${values[keys.from] ?? ''}-${values[keys.to] ?? ''}`;
  const [synced, setSynced] = useState(inUrl);
  const [from, setFrom] = useState(() => shown(values[keys.from]));
  const [to, setTo] = useState(() => shown(values[keys.to]));
  const [problem, setProblem] = useState<string | null>(null);
  // The boxes follow the URL (back and forward) but keep what is being typed in between.
  if (synced !== inUrl) {
    setSynced(inUrl);
    setFrom(shown(values[keys.from]));
    setTo(shown(values[keys.to]));
    setProblem(null);
  }

  const parse = (text: string): number | null | undefined => {
    if (text.trim() === '') return undefined;
    if (currency) return toMinorUnits(text, currency);
    return /^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : null;
  };

  function apply() {
    const low = parse(from);
    const high = parse(to);
    if (low === null || high === null) {
      setProblem(t('range.notANumber'));
      return;
    }
    if (low !== undefined && high !== undefined && low > high) {
      setProblem(t('range.reversed'));
      return;
    }
    setProblem(null);
    const next = { [keys.from]: low?.toString(), [keys.to]: high?.toString() };
    if (next[keys.from] !== values[keys.from] || next[keys.to] !== values[keys.to]) onValues(next);
  }

  const box = (which: 'from' | 'to') => (
    <TextField
      size="small"
      label={t(`range.${which}`, { label: labels.label })}
      value={which === 'from' ? from : to}
      onChange={(event) => (which === 'from' ? setFrom : setTo)(event.target.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
      error={problem !== null}
      // The currency the amounts are typed in stands where the amount goes.
      placeholder={currency}
      slotProps={{
        inputLabel: currency ? { shrink: true } : {},
        htmlInput: { inputMode: currency ? 'decimal' : 'numeric', dir: 'ltr' },
      }}
      sx={{ flex: '1 1 0', minWidth: 0 }}
    />
  );
  return (
    <Stack
      role="group"
      aria-label={labels.label}
      sx={{ flex: { xs: '1 1 100%', sm: '0 1 260px' }, minWidth: 0 }}
    >
      <Stack direction="row" spacing={1}>
        {box('from')}
        {box('to')}
      </Stack>
      {problem ? (
        <FormHelperText error role="alert">
          {problem}
        </FormHelperText>
      ) : null}
    </Stack>
  );
}

/** A reference filter set to a record the select does not list: its name, removable. */
function ReferenceChip({
  reference,
  id,
  label,
  onRemove,
}: {
  reference: ReferenceName;
  id: number;
  label: string;
  onRemove(): void;
}) {
  const { t } = useTranslation('common');
  const record = useQuery(referenceLabelQuery(reference, id));
  const name = record.data?.label ?? (record.isError ? `#${id}` : '…');
  const text = `${label}: ${name}`;
  return (
    <Chip
      label={text}
      onClick={onRemove}
      onDelete={onRemove}
      aria-label={t('range.removeFilter', { filter: text })}
      sx={{ alignSelf: 'center', maxWidth: '100%' }}
    />
  );
}
