import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { arSD } from '@mui/x-data-grid/locales';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/i18n';
import type { ColumnDefinition } from '../../lib/resource/define-resource';
import { PAGE_SIZE_OPTIONS, type ListParams } from '../../lib/resource/list-params';
import type { BaseRow } from '../../lib/resource/resource-api';

export type DataTableProps<Row extends BaseRow> = {
  /** The i18n namespace of the column headers (`fields.<field>`). */
  namespace: string;
  label: string;
  columns: ColumnDefinition<Row>[];
  rows: Row[];
  rowCount: number;
  loading: boolean;
  params: ListParams;
  onParamsChange(patch: Partial<ListParams>): void;
  selectable: boolean;
  selection: number[];
  onSelectionChange(ids: number[]): void;
  columnVisibility: GridColumnVisibilityModel;
  onColumnVisibilityChange(model: GridColumnVisibilityModel): void;
  rowActions?: (row: Row) => ReactNode;
  actionsWidth?: number;
  emptyTitle: string;
  emptyHint?: string;
};

/** A cell value as text, for the grid's text cells and for the CSV export alike. */
export function cellText<Row>(
  column: ColumnDefinition<Row>,
  row: Row,
  yes: string,
  no: string,
): string {
  const value = row[column.field];
  if (value === null || value === undefined) return '';
  switch (column.kind) {
    case 'boolean':
      return value === true ? yes : no;
    case 'date':
      return formatDateTime(String(value));
    case 'id':
    case 'number':
    case 'text':
    case 'image':
      return String(value);
    default: {
      const unknownKind: never = column.kind;
      return String(unknownKind);
    }
  }
}

function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <Stack
      sx={{
        height: '100%',
        alignItems: 'center',
        justifyContent: 'center',
        p: 4,
        textAlign: 'center',
      }}
    >
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {hint ? (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      ) : null}
    </Stack>
  );
}

/**
 * MUI X DataGrid in server mode: paging, sorting and selection are controlled by the list's
 * URL state; the columns come from the resource's declaration.
 */
export function DataTable<Row extends BaseRow>(props: DataTableProps<Row>) {
  const { t, i18n } = useTranslation(['common', props.namespace]);
  const yes = t('common:values.yes');
  const no = t('common:values.no');
  const { namespace, columns, rowActions, actionsWidth } = props;

  const gridColumns = useMemo((): GridColDef<Row>[] => {
    const mapped = columns.map((column): GridColDef<Row> => {
      const base: GridColDef<Row> = {
        field: column.field,
        headerName: t(`${namespace}:fields.${column.field}`),
        sortable: column.sortable ?? false,
        ...(column.width ? { width: column.width } : {}),
        ...(column.flex ? { flex: column.flex } : {}),
      };
      switch (column.kind) {
        case 'id':
          return { ...base, type: 'number', width: column.width ?? 80 };
        case 'number':
          return { ...base, type: 'number', width: column.width ?? 110 };
        case 'text':
          return {
            ...base,
            minWidth: 140,
            flex: column.flex ?? 1,
            renderCell: ({ row }) => (
              <span dir={column.dir ?? 'auto'}>{cellText(column, row, yes, no)}</span>
            ),
          };
        case 'boolean':
          return {
            ...base,
            width: column.width ?? 110,
            renderCell: ({ row }) => (
              <Chip
                size="small"
                label={cellText(column, row, yes, no)}
                color={row[column.field] ? 'success' : 'default'}
                variant={row[column.field] ? 'filled' : 'outlined'}
              />
            ),
          };
        case 'date':
          return {
            ...base,
            width: column.width ?? 180,
            valueFormatter: (_value, row) => cellText(column, row, yes, no),
          };
        case 'image':
          return {
            ...base,
            width: column.width ?? 72,
            sortable: false,
            renderCell: ({ row }) => {
              const src = row[column.field];
              return (
                <Avatar
                  variant="rounded"
                  src={typeof src === 'string' ? src : undefined}
                  alt=""
                  sx={{ width: 36, height: 36, my: 0.5, bgcolor: 'action.hover' }}
                >
                  {' '}
                </Avatar>
              );
            },
          };
        default: {
          const unknownKind: never = column.kind;
          throw new Error(`Unknown column kind ${String(unknownKind)}`);
        }
      }
    });
    if (!rowActions) return mapped;
    return [
      ...mapped,
      {
        field: '__actions',
        headerName: t('common:list.actions'),
        sortable: false,
        filterable: false,
        hideable: false,
        disableColumnMenu: true,
        disableExport: true,
        width: actionsWidth ?? 120,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) => rowActions(row),
      },
    ];
  }, [columns, namespace, rowActions, actionsWidth, t, yes, no]);

  const paginationModel: GridPaginationModel = {
    page: props.params.page - 1,
    pageSize: props.params.limit,
  };
  const sortModel: GridSortModel = props.params.sortBy
    ? [{ field: props.params.sortBy, sort: props.params.sortDirection === 'ASC' ? 'asc' : 'desc' }]
    : [];

  const emptyTitle = props.emptyTitle;
  const emptyHint = props.emptyHint;
  const slots = useMemo(
    () => ({
      noRowsOverlay: () => (
        <EmptyState title={emptyTitle} {...(emptyHint ? { hint: emptyHint } : {})} />
      ),
    }),
    [emptyTitle, emptyHint],
  );

  return (
    <DataGrid<Row>
      label={props.label}
      rows={props.rows}
      columns={gridColumns}
      rowCount={props.rowCount}
      loading={props.loading}
      autoHeight
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      paginationModel={paginationModel}
      onPaginationModelChange={(model) => {
        if (model.pageSize !== props.params.limit)
          props.onParamsChange({ limit: model.pageSize, page: 1 });
        else props.onParamsChange({ page: model.page + 1 });
      }}
      pageSizeOptions={[...PAGE_SIZE_OPTIONS]}
      sortModel={sortModel}
      onSortModelChange={(model) => {
        const first = model[0];
        props.onParamsChange({
          sortBy: first?.field ?? null,
          sortDirection: first?.sort === 'asc' ? 'ASC' : 'DESC',
          page: 1,
        });
      }}
      checkboxSelection={props.selectable}
      disableRowSelectionOnClick
      rowSelectionModel={{ type: 'include', ids: new Set(props.selection) }}
      onRowSelectionModelChange={(model) => {
        const visible = props.rows.map((row) => row.id);
        props.onSelectionChange(
          model.type === 'include'
            ? [...model.ids].map(Number)
            : visible.filter((id) => !model.ids.has(id)),
        );
      }}
      columnVisibilityModel={props.columnVisibility}
      onColumnVisibilityModelChange={props.onColumnVisibilityChange}
      slots={slots}
      localeText={
        i18n.language === 'ar' ? arSD.components.MuiDataGrid.defaultProps.localeText : undefined
      }
      sx={{ border: 0, '--DataGrid-overlayHeight': '240px' }}
    />
  );
}
