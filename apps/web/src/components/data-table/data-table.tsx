import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataGrid,
  GridActionsCellItem,
  type GridActionsCellItemProps,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { arSD } from '@mui/x-data-grid/locales';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePermissions } from '../../lib/auth';
import type { ColumnDefinition, ColumnKind } from '../../lib/resource/define-resource';
import { referencePermission } from '../../lib/resource/references';
import { PAGE_SIZE_OPTIONS, type ListParams } from '../../lib/resource/list-params';
import type { BaseRow } from '../../lib/resource/resource-api';
import {
  cellText,
  ColorSwatch,
  CountryCode,
  ReferenceMoney,
  ReferenceName,
  StatusChip,
  type CellWords,
} from './cells';

/** One action of a row: a link (`to`) or a button (`onClick`). */
export type RowAction = {
  key: string;
  /** The accessible name, e.g. "Edit Kia"; also the menu entry on small screens. */
  label: string;
  /** The short word shown on hover, e.g. "Edit". */
  tooltip: string;
  icon: ReactElement;
  to?: string;
  onClick?: () => void;
  destructive?: boolean;
};

export const ROW_HEIGHT = 52;

/**
 * How wide a column of each kind starts, unless it sets its own `width` or `flex`: a fixed
 * width, or for text and names a share of the room left over.
 */
const columnSizes: Record<ColumnKind, { width: number } | { minWidth: number; flex: number }> = {
  id: { width: 72 },
  number: { width: 100 },
  text: { minWidth: 120, flex: 1 },
  boolean: { width: 100 },
  date: { width: 190 },
  image: { width: 72 },
  status: { width: 130 },
  money: { width: 140 },
  color: { width: 130 },
  code: { width: 90 },
  reference: { minWidth: 120, flex: 1 },
};
const EMPTY_OVERLAY_HEIGHT = 240;

/** What the table needs of a row: its id (a record's `BaseRow`, or a log entry). */
export type TableRow = Pick<BaseRow, 'id'>;

export type DataTableProps<Row extends TableRow> = {
  /** The i18n namespace of the column headers (`fields.<field>`). */
  namespace: string;
  label: string;
  columns: ColumnDefinition<Row>[];
  rows: Row[];
  /** The total the API reported; `null` until the first answer. */
  rowCount: number | null;
  loading: boolean;
  params: ListParams;
  onParamsChange(patch: Partial<ListParams>): void;
  selectable: boolean;
  selection: number[];
  onSelectionChange(ids: number[]): void;
  /** The person's choices (and the declaration's hidden columns); small screens hide more. */
  columnVisibility: GridColumnVisibilityModel;
  onColumnVisibilityChange(model: GridColumnVisibilityModel): void;
  rowActions?: (row: Row) => RowAction[];
  emptyTitle: string;
  emptyHint?: string;
  /** The most actions a row shows, so the column fits them side by side. */
  actionsPerRow?: number;
};

export { cellText } from './cells';

/** The cell words of a namespace: yes/no and `options.<field>.<value>` labels. */
export function useCellWords(namespace: string): CellWords {
  const { t } = useTranslation(['common', namespace]);
  return useMemo(
    () => ({
      yes: t('common:values.yes'),
      no: t('common:values.no'),
      option: (field, value) =>
        t(`${namespace}:options.${field}.${value}`, { defaultValue: value }),
    }),
    [namespace, t],
  );
}

/**
 * The no-rows overlay. It sits inside the grid's `role="grid"` element, so it holds no
 * heading or other role a grid may not contain (axe: aria-required-children).
 */
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
      <Typography component="div" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {hint ? (
        <Typography component="div" variant="body2" color="text.secondary">
          {hint}
        </Typography>
      ) : null}
    </Stack>
  );
}

/** Which breakpoints the screen reaches; read at once so the first paint has the right columns. */
function useScreenWidth() {
  const theme = useTheme();
  const options = { noSsr: true };
  return {
    sm: useMediaQuery(theme.breakpoints.up('sm'), options),
    md: useMediaQuery(theme.breakpoints.up('md'), options),
    lg: useMediaQuery(theme.breakpoints.up('lg'), options),
  };
}

/**
 * A row action as the grid's own action item (the grid accepts no other element there): a
 * button in the cell, or an entry of the row's menu. A link renders as a router link.
 */
function rowActionItem(action: RowAction, inMenu: boolean): ReactElement<GridActionsCellItemProps> {
  // Props the item passes on to its IconButton or MenuItem, which its types do not list.
  const passed = {
    ...(action.to ? { component: RouterLink, to: action.to } : {}),
    ...(action.destructive ? { sx: { color: 'error.main' } } : {}),
  } as object;
  const onClick = action.onClick ? { onClick: action.onClick } : {};
  return inMenu ? (
    <GridActionsCellItem
      key={action.key}
      showInMenu
      label={action.label}
      icon={action.icon}
      {...onClick}
      {...passed}
    />
  ) : (
    <GridActionsCellItem
      key={action.key}
      label={action.label}
      title={action.tooltip}
      icon={action.icon}
      {...onClick}
      {...passed}
    />
  );
}

/**
 * MUI X DataGrid in server mode: paging, sorting and selection are controlled by the list's
 * URL state; the columns come from the resource's declaration. The grid is one tab stop
 * (arrow keys move inside it, row actions included); small screens show fewer columns and
 * put several row actions in a menu; while the first page loads, a skeleton holds the
 * page's height so nothing below it jumps.
 */
export function DataTable<Row extends TableRow>(props: DataTableProps<Row>) {
  const { t, i18n } = useTranslation(['common', props.namespace]);
  const words = useCellWords(props.namespace);
  const { namespace, rowActions, params, onParamsChange } = props;
  // A column naming records the role may not read would show bare ids: it is left out.
  const permissions = usePermissions();
  const readable = (column: ColumnDefinition<Row>) =>
    column.kind !== 'reference' || permissions.can(referencePermission(column.reference), 'read');
  const readableKey = props.columns.map((column) => (readable(column) ? 1 : 0)).join('');
  const columns = useMemo(
    () => props.columns.filter((_, index) => readableKey[index] === '1'),
    [props.columns, readableKey],
  );
  const screen = useScreenWidth();
  const narrow = !screen.sm;

  const gridColumns = useMemo((): GridColDef<Row>[] => {
    const mapped = columns.map((column): GridColDef<Row> => {
      const base: GridColDef<Row> = {
        field: column.field,
        headerName: t(`${namespace}:fields.${column.field}`),
        sortable: column.sortable ?? false,
        ...columnSizes[column.kind],
        ...(column.width ? { width: column.width } : {}),
        ...(column.flex ? { flex: column.flex } : {}),
      };
      switch (column.kind) {
        case 'id':
        case 'number':
          return { ...base, type: 'number' };
        case 'text':
          return {
            ...base,
            renderCell: ({ row }) => (
              <span dir={column.dir ?? 'auto'}>{cellText(column, row, words)}</span>
            ),
          };
        case 'boolean':
          return {
            ...base,
            renderCell: ({ row }) => (
              <Chip
                size="small"
                label={cellText(column, row, words)}
                color={row[column.field] ? 'success' : 'default'}
                variant={row[column.field] ? 'filled' : 'outlined'}
              />
            ),
          };
        case 'date':
          return {
            ...base,
            valueFormatter: (_value, row) => cellText(column, row, words),
          };
        case 'image':
          return {
            ...base,
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
        case 'status':
          return {
            ...base,
            renderCell: ({ row }) => (
              <StatusChip
                label={cellText(column, row, words)}
                color={column.colors?.[String(row[column.field])]}
              />
            ),
          };
        case 'money': {
          const from = column.currencyFrom;
          return {
            ...base,
            type: 'number',
            valueFormatter: (_value, row) => cellText(column, row, words),
            ...(from
              ? {
                  renderCell: ({ row }: { row: Row }) => {
                    const record = row as Record<string, unknown>;
                    const minor = record[column.field];
                    const id = record[from.field];
                    return typeof minor === 'number' && typeof id === 'number' ? (
                      <ReferenceMoney
                        minor={minor}
                        reference={from.reference}
                        id={id}
                        fallback={typeof record.currency === 'string' ? record.currency : 'USD'}
                      />
                    ) : null;
                  },
                }
              : {}),
          };
        }
        case 'color':
          return {
            ...base,
            renderCell: ({ row }) => <ColorSwatch hex={cellText(column, row, words)} />,
          };
        case 'code':
          return {
            ...base,
            renderCell: ({ row }) => <CountryCode code={cellText(column, row, words)} />,
          };
        case 'reference':
          return {
            ...base,
            renderCell: ({ row }) => {
              const id = row[column.field];
              return typeof id === 'number' ? (
                <ReferenceName reference={column.reference} id={id} />
              ) : null;
            },
          };
        default: {
          const unknownKind: never = column;
          throw new Error(`Unknown column kind ${String(unknownKind)}`);
        }
      }
    });
    if (!rowActions) return mapped;
    const actionsColumn: GridColDef<Row> = {
      field: '__actions',
      type: 'actions',
      headerName: t('common:list.actions'),
      hideable: false,
      disableExport: true,
      align: 'right',
      headerAlign: 'right',
      // Two or more actions go into a menu on a phone; one stays a button.
      width: narrow ? 80 : Math.max(104, 40 * (props.actionsPerRow ?? 2) + 24),
      getActions: ({ row }) => {
        const actions = rowActions(row);
        const inMenu = narrow && actions.length > 1;
        return actions.map((action) => rowActionItem(action, inMenu));
      },
    };
    return [...mapped, actionsColumn];
  }, [columns, namespace, rowActions, narrow, t, words, props.actionsPerRow]);

  // Models are rebuilt only when the URL changes: a new array on every render reads as a
  // sort change to the grid, which then goes back to the first page.
  const { page, limit, sortBy, sortDirection } = params;
  const paginationModel = useMemo<GridPaginationModel>(
    () => ({ page: page - 1, pageSize: limit }),
    [page, limit],
  );
  const sortModel = useMemo<GridSortModel>(
    () => (sortBy ? [{ field: sortBy, sort: sortDirection === 'ASC' ? 'asc' : 'desc' }] : []),
    [sortBy, sortDirection],
  );
  const rowSelectionModel = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(props.selection) }),
    [props.selection],
  );

  const visibility = useMemo(() => {
    const shown = (column: ColumnDefinition<Row>) => !column.hideBelow || screen[column.hideBelow];
    const responsive = Object.fromEntries(
      columns.filter((column) => !shown(column)).map((column) => [column.field, false]),
    );
    return { ...responsive, ...props.columnVisibility };
  }, [columns, screen, props.columnVisibility]);

  // The grid takes new rows in an effect, so for a frame it can show "no rows" although
  // rows have arrived: that frame shows nothing, at the height of the rows to come.
  const arriving = props.rows.length > 0;
  const { emptyTitle, emptyHint } = props;
  const slots = useMemo(
    () => ({
      noRowsOverlay: () =>
        arriving ? null : (
          <EmptyState title={emptyTitle} {...(emptyHint ? { hint: emptyHint } : {})} />
        ),
    }),
    [arriving, emptyTitle, emptyHint],
  );
  const localeText = useMemo(
    () => ({
      ...(i18n.language === 'ar' ? arSD.components.MuiDataGrid.defaultProps.localeText : {}),
      actionsCellMore: t('common:list.moreActions'),
    }),
    [i18n.language, t],
  );

  // While no row is there yet, the skeleton is as tall as the page it waits for.
  const waiting = props.loading && !arriving;
  const expectedRows = arriving
    ? props.rows.length
    : props.rowCount === null
      ? limit
      : Math.min(limit, Math.max(1, props.rowCount - (page - 1) * limit));
  const overlayHeight = waiting || arriving ? expectedRows * ROW_HEIGHT : EMPTY_OVERLAY_HEIGHT;

  return (
    <DataGrid<Row>
      label={props.label}
      rows={props.rows}
      columns={gridColumns}
      rowCount={props.rowCount ?? -1}
      loading={props.loading}
      autoHeight
      rowHeight={ROW_HEIGHT}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      paginationModel={paginationModel}
      onPaginationModelChange={(model) => {
        if (model.pageSize !== limit) onParamsChange({ limit: model.pageSize, page: 1 });
        else if (model.page !== page - 1) onParamsChange({ page: model.page + 1 });
      }}
      pageSizeOptions={[...PAGE_SIZE_OPTIONS]}
      sortModel={sortModel}
      onSortModelChange={(model) => {
        const first = model[0];
        const nextBy = first?.field ?? null;
        const nextDirection = first?.sort === 'asc' ? 'ASC' : 'DESC';
        if (nextBy === sortBy && (nextBy === null || nextDirection === sortDirection)) return;
        onParamsChange({ sortBy: nextBy, sortDirection: nextDirection, page: 1 });
      }}
      checkboxSelection={props.selectable}
      disableRowSelectionOnClick
      rowSelectionModel={rowSelectionModel}
      onRowSelectionModelChange={(model) => {
        const visible = props.rows.map((row) => row.id);
        props.onSelectionChange(
          model.type === 'include'
            ? [...model.ids].map(Number)
            : visible.filter((id) => !model.ids.has(id)),
        );
      }}
      columnVisibilityModel={visibility}
      onColumnVisibilityModelChange={(model) => {
        // Keep what the person changed, on top of their earlier choices.
        const changed = Object.fromEntries(
          Object.entries(model).filter(([field, shown]) => (visibility[field] ?? true) !== shown),
        );
        props.onColumnVisibilityChange({ ...props.columnVisibility, ...changed });
      }}
      slots={slots}
      slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
      localeText={localeText}
      sx={{ border: 0, '--DataGrid-overlayHeight': `${overlayHeight}px` }}
    />
  );
}
