import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FilterDefinition } from '../../lib/resource/define-resource';
import { referenceSearchQuery, useCanRead } from '../../lib/resource/references';

const ALL = '';

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
      default: {
        const unknown: never = filter;
        return Boolean(unknown);
      }
    }
  };
}

type FilterProps = {
  filter: FilterDefinition;
  namespace: string;
  value: string | undefined;
  onChange(value: string | undefined): void;
};

function useFilterLabels(namespace: string, field: string) {
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

/** Status tabs above a list: "All" and one tab per value. */
export function FilterTabs({ filter, namespace, value, onChange }: FilterProps) {
  const labels = useFilterLabels(namespace, filter.field);
  const options = filter.kind === 'tabs' ? filter.options : [];
  return (
    <Tabs
      value={value ?? ALL}
      onChange={(_, next: string) => onChange(next === ALL ? undefined : next)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={labels.label}
      sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value={ALL} label={labels.all} />
      {options.map((option) => (
        <Tab key={option} value={option} label={labels.option(option)} />
      ))}
    </Tabs>
  );
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
  // A reference value shows once its options arrive; until then the box stays empty.
  const shown =
    value !== undefined && options.some((option) => option.value === value) ? value : ALL;
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
