import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type ColumnVisibility } from '../../../components/data-table/data-table';
import { notifyUndo } from '../../../components/resource/undo-toast';
import type { ColumnDefinition } from '../../../lib/resource/define-resource';
import { defaultListParams, type ListParams } from '../../../lib/resource/list-params';
import { sampleCars, type SampleCar } from '../sample-data';
import { matches, SearchField } from '../search-field';
import { DemoCard, ShowcasePage } from '../showcase-page';

const columns: ColumnDefinition<SampleCar>[] = [
  { field: 'id', kind: 'id', sortable: true, hideBelow: 'md' },
  { field: 'title', kind: 'text', sortable: true, flex: 2 },
  { field: 'brand', kind: 'text', hideBelow: 'lg' },
  // A year reads without digit grouping, so it is shown as text.
  { field: 'year', kind: 'text', sortable: true, hideBelow: 'md', width: 90 },
  { field: 'price', kind: 'money', sortable: true, width: 130 },
  {
    field: 'status',
    kind: 'status',
    hideBelow: 'sm',
    colors: { pending: 'warning', published: 'success', rejected: 'error', sold: 'info' },
  },
  { field: 'color', kind: 'color', hideBelow: 'lg' },
  { field: 'country', kind: 'code', hideBelow: 'lg' },
  { field: 'isFeatured', kind: 'boolean', hideBelow: 'lg' },
  { field: 'createdAt', kind: 'date', sortable: true, hideBelow: 'lg' },
];

/** The sample rows in the table's order, as the API would sort them. */
function sorted(rows: readonly SampleCar[], params: ListParams): SampleCar[] {
  const { sortBy, sortDirection } = params;
  const key = (sortBy ?? 'id') as keyof SampleCar;
  const sign = sortDirection === 'ASC' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = a[key];
    const right = b[key];
    return (
      sign *
      (typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right)))
    );
  });
}

/** `/material/table`: the lists' data table, paged, sorted and searched in the browser. */
export function Component() {
  const { t } = useTranslation(['material', 'common']);
  const [params, setParams] = useState<ListParams>({ ...defaultListParams, limit: 10 });
  const [selection, setSelection] = useState<number[]>([]);
  const [visibility, setVisibility] = useState<ColumnVisibility>({});
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [asked, setAsked] = useState<SampleCar | null>(null);

  const found = useMemo(
    () =>
      sorted(sampleCars, params).filter(
        (row) => !removed.has(row.id) && matches(`${row.title} ${row.brand}`, params.search),
      ),
    [params, removed],
  );
  const start = (params.page - 1) * params.limit;
  const rows = found.slice(start, start + params.limit);

  const remove = (car: SampleCar) => {
    setAsked(null);
    setRemoved((current) => new Set(current).add(car.id));
    setSelection((current) => current.filter((id) => id !== car.id));
    notifyUndo({
      toastId: `sample-removed:${car.id}`,
      message: t('table.removed', { title: car.title }),
      undoLabel: t('common:actions.undo'),
      onUndo: () =>
        setRemoved((current) => {
          const next = new Set(current);
          next.delete(car.id);
          return next;
        }),
    });
  };

  return (
    <ShowcasePage slug="table">
      <DemoCard
        title={t('table.card')}
        wide
        actions={
          removed.size ? (
            <Button onClick={() => setRemoved(new Set())}>{t('table.putBack')}</Button>
          ) : null
        }
      >
        <SearchField
          label={t('table.search')}
          value={params.search}
          onChange={(search) => setParams((current) => ({ ...current, search, page: 1 }))}
        />
        <DataTable<SampleCar>
          namespace="material"
          label={t('table.card')}
          columns={columns}
          rows={rows}
          rowCount={found.length}
          loading={false}
          params={params}
          onParamsChange={(patch) => setParams((current) => ({ ...current, ...patch }))}
          selectable
          selection={selection}
          onSelectionChange={setSelection}
          columnVisibility={visibility}
          onColumnVisibilityChange={setVisibility}
          rowActions={(row) => [
            {
              key: 'remove',
              label: t('table.remove', { title: row.title }),
              tooltip: t('table.removeShort'),
              icon: <DeleteOutline />,
              destructive: true,
              onClick: () => setAsked(row),
            },
          ]}
          emptyTitle={t('table.empty')}
          emptyHint={t('table.emptyHint')}
        />
      </DemoCard>
      <ConfirmDialog
        open={asked !== null}
        title={t('table.confirmTitle')}
        message={t('table.confirmMessage', { title: asked?.title ?? '' })}
        confirmLabel={t('table.removeShort')}
        destructive
        onConfirm={() => asked && remove(asked)}
        onCancel={() => setAsked(null)}
      />
    </ShowcasePage>
  );
}
