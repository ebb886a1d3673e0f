import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ALL, useFilterLabels, type FilterProps } from './list-filters';

/**
 * Status tabs above a list: "All" and one tab per value. In a chunk of their own, with MUI's
 * tabs: a list without status tabs (brands, say) does not load them.
 */
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
