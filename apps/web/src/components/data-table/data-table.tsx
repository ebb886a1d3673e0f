import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import MuiTableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useDeferredValue, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../lib/auth';
import type { ColumnDefinition, ColumnKind } from '../../lib/resource/define-resource';
import { referencePermission } from '../../lib/resource/references';
import { PAGE_SIZE_OPTIONS, type ListParams } from '../../lib/resource/list-params';
import type { BaseRow } from '../../lib/resource/resource-api';
import { visuallyHidden } from '../visually-hidden';
import {
  cellText,
  ColorSwatch,
  CountryCode,
  ReferenceMoney,
  ownCurrency,
  ReferenceName,
  StatusChip,
  type CellLabels,
} from './cells';
import { ColumnChooser, type ColumnVisibility } from './column-chooser';
import { useGridKeyboard } from './grid-keyboard';
import { RowActions, type RowAction } from './row-actions';

export type { ColumnVisibility } from './column-chooser';
export type { RowAction } from './row-actions';

export const ROW_HEIGHT = 52;
const HEADER_HEIGHT = 56;
const CHECKBOX_WIDTH = 52;

/**
 * How wide a column of each kind is, unless it sets its own `width`: a fixed width, or for
 * text and names a share (`flex`, 1 unless declared) of the room the fixed ones leave, down to
 * a least width.
 */
type ColumnSize = { width: number } | { minWidth: number };
const columnSizes: Record<ColumnKind, ColumnSize> = {
  id: { width: 72 },
  number: { width: 100 },
  text: { minWidth: 120 },
  boolean: { width: 100 },
  date: { width: 190 },
  image: { width: 72 },
  status: { width: 130 },
  money: { width: 140 },
  color: { width: 130 },
  code: { width: 90 },
  reference: { minWidth: 120 },
};
const EMPTY_HEIGHT = 240;

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
  columnVisibility: ColumnVisibility;
  onColumnVisibilityChange(visibility: ColumnVisibility): void;
  rowActions?: (row: Row) => RowAction[];
  emptyTitle: string;
  emptyHint?: string;
};

export { cellText } from './cells';

/** The cell labels of a namespace: yes/no and `options.<field>.<value>`. */
export function useCellLabels(namespace: string): CellLabels {
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
 * What an empty table says. It sits in a cell of the grid, so it holds no heading or other
 * role a grid may not contain (axe: aria-required-children).
 */
function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <Stack
      sx={{
        height: EMPTY_HEIGHT,
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

/** A cell's content, by the kind of its column. */
function cellContent<Row extends TableRow>(
  column: ColumnDefinition<Row>,
  row: Row,
  labels: CellLabels,
): ReactNode {
  switch (column.kind) {
    case 'id':
    case 'number':
    case 'date':
      return cellText(column, row, labels);
    case 'text':
      return <span dir={column.dir ?? 'auto'}>{cellText(column, row, labels)}</span>;
    case 'boolean':
      return (
        <Chip
          size="small"
          label={cellText(column, row, labels)}
          color={row[column.field] ? 'success' : 'default'}
          variant={row[column.field] ? 'filled' : 'outlined'}
        />
      );
    case 'image': {
      const src = row[column.field];
      return (
        <Avatar
          variant="rounded"
          src={typeof src === 'string' ? src : undefined}
          alt=""
          sx={{ width: 36, height: 36, bgcolor: 'action.hover' }}
        >
          {' '}
        </Avatar>
      );
    }
    case 'status':
      return (
        <StatusChip
          label={cellText(column, row, labels)}
          color={column.colors?.[String(row[column.field])]}
        />
      );
    case 'money': {
      const from = column.currencyFrom;
      const record = row as Record<string, unknown>;
      const minor = record[column.field];
      const id = from ? record[from.field] : undefined;
      return from && typeof minor === 'number' && typeof id === 'number' ? (
        <ReferenceMoney
          minor={minor}
          reference={from.reference}
          id={id}
          fallback={ownCurrency(column, record)}
        />
      ) : (
        cellText(column, row, labels)
      );
    }
    case 'color':
      return <ColorSwatch hex={cellText(column, row, labels)} />;
    case 'code':
      return <CountryCode code={cellText(column, row, labels)} />;
    case 'reference': {
      const id = row[column.field];
      return typeof id === 'number' ? <ReferenceName reference={column.reference} id={id} /> : null;
    }
    default: {
      const unknownKind: never = column;
      throw new Error(`Unknown column kind ${String(unknownKind)}`);
    }
  }
}

const numeric = (kind: ColumnKind) => kind === 'id' || kind === 'number' || kind === 'money';

/** A column's size: its own `width`, else its kind's (a width, or the least a text may take). */
function sizeOf<Row>(column: ColumnDefinition<Row>): ColumnSize {
  return column.width ? { width: column.width } : columnSizes[column.kind];
}

/**
 * The header widths of the shown columns (the table's layout is fixed: the header row sets
 * them), and the least width of the table, below which it scrolls sideways inside its card.
 */
function layoutOf<Row>(columns: ColumnDefinition<Row>[], otherWidth: number) {
  const sized = columns.map((column) => ({ size: sizeOf(column), share: column.flex ?? 1 }));
  let least = otherWidth;
  let shares = 0;
  for (const { size, share } of sized) {
    if (!('width' in size)) shares += share;
    least += 'width' in size ? size.width : size.minWidth;
  }
  // The browser takes the fixed widths first and gives the shares what is left.
  const widths = sized.map(({ size, share }) =>
    'width' in size ? `${size.width}px` : `${(100 * share) / shares}%`,
  );
  return { widths, least };
}

/** The next sort of a header's click: ascending, then descending, then the list's default. */
function nextSort(params: ListParams, field: string): Partial<ListParams> {
  if (params.sortBy !== field) return { sortBy: field, sortDirection: 'ASC', page: 1 };
  if (params.sortDirection === 'ASC') return { sortDirection: 'DESC', page: 1 };
  return { sortBy: null, sortDirection: 'DESC', page: 1 };
}

/**
 * A list's table (MUI `Table`) in server mode: paging, sorting and selection are controlled
 * by the list's URL state; the columns come from the resource's declaration. The table is
 * one tab stop (arrow keys move inside it, row actions included, see `useGridKeyboard`);
 * small screens show fewer columns and put several row actions in a menu; while the first
 * page loads, skeleton rows hold the page's height so nothing below it jumps.
 */
/** The same records in the same order (a caller may hand a new array of them each render). */
const sameRows = (shown: readonly TableRow[], latest: readonly TableRow[]) =>
  shown === latest ||
  (shown.length === latest.length && shown.every((row, index) => row === latest[index]));

export function DataTable<Row extends TableRow>(props: DataTableProps<Row>) {
  const { t } = useTranslation(['common', props.namespace]);
  const labels = useCellLabels(props.namespace);
  const { namespace, rowActions, params, onParamsChange, selection } = props;
  // New rows render in the background, a few milliseconds at a time, so the page answers
  // taps while a page of rows is built; until they are in, the table shows it is loading.
  const rows = useDeferredValue(props.rows);
  const loading = props.loading || !sameRows(rows, props.rows);
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
  const table = useRef<HTMLTableElement>(null);
  const onKeyDown = useGridKeyboard(table);

  // Small screens hide the columns declared for wider ones, unless the person chose them.
  const visibility = useMemo(() => {
    const fits = (column: ColumnDefinition<Row>) => !column.hideBelow || screen[column.hideBelow];
    const responsive = Object.fromEntries(
      columns.filter((column) => !fits(column)).map((column) => [column.field, false]),
    );
    return { ...responsive, ...props.columnVisibility };
  }, [columns, screen, props.columnVisibility]);
  const shown = columns.filter((column) => visibility[column.field] !== false);
  const nameOf = (field: string) => t(`${namespace}:fields.${field}`);

  const { page, limit } = params;
  const selected = new Set(selection);
  const selectedHere = rows.filter((row) => selected.has(row.id)).length;
  const selectPage = (check: boolean) => {
    const here = new Set(rows.map((row) => row.id));
    const others = selection.filter((id) => !here.has(id));
    props.onSelectionChange(check ? [...others, ...here] : others);
  };
  const selectRow = (id: number, check: boolean) =>
    props.onSelectionChange(check ? [...selection, id] : selection.filter((each) => each !== id));

  // While no row is there yet, the skeleton is as tall as the page it waits for.
  const waiting = loading && rows.length === 0;
  const expectedRows =
    props.rowCount === null
      ? limit
      : Math.min(limit, Math.max(1, props.rowCount - (page - 1) * limit));
  const columnCount = 1 + shown.length + (props.selectable ? 1 : 0);
  // Each row's actions, asked once; the column fits the most any row has, side by side.
  const actionsOf = new Map(rows.map((row) => [row.id, rowActions?.(row) ?? []]));
  const mostActions = Math.max(1, ...[...actionsOf.values()].map((actions) => actions.length));
  const actionsWidth = narrow ? 64 : Math.max(96, 40 * mostActions + 16);
  const layout = layoutOf(shown, actionsWidth + (props.selectable ? CHECKBOX_WIDTH : 0));

  const body = waiting
    ? Array.from({ length: expectedRows }, (_, index) => (
        <MuiTableRow key={index} role="row" aria-hidden>
          <TableCell colSpan={columnCount}>
            <Skeleton variant="text" />
          </TableCell>
        </MuiTableRow>
      ))
    : rows.length === 0
      ? [
          <MuiTableRow key="empty" role="row">
            <TableCell role="gridcell" colSpan={columnCount}>
              <EmptyState
                title={props.emptyTitle}
                {...(props.emptyHint ? { hint: props.emptyHint } : {})}
              />
            </TableCell>
          </MuiTableRow>,
        ]
      : rows.map((row) => {
          const isSelected = selected.has(row.id);
          const actions = actionsOf.get(row.id) ?? [];
          return (
            <MuiTableRow
              key={row.id}
              role="row"
              data-id={row.id}
              hover
              selected={isSelected}
              {...(props.selectable ? { 'aria-selected': isSelected } : {})}
            >
              {props.selectable ? (
                <TableCell role="gridcell" padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={isSelected}
                    onChange={(event) => selectRow(row.id, event.target.checked)}
                    slotProps={{ input: { 'aria-label': t('common:list.selectRow') } }}
                  />
                </TableCell>
              ) : null}
              {shown.map((column) => (
                <TableCell
                  key={column.field}
                  role="gridcell"
                  data-field={column.field}
                  align={numeric(column.kind) ? 'right' : 'left'}
                >
                  {cellContent(column, row, labels)}
                </TableCell>
              ))}
              <TableCell role="gridcell" align="right">
                {actions.length > 0 ? (
                  <RowActions
                    actions={actions}
                    inMenu={narrow && actions.length > 1}
                    moreLabel={t('common:list.moreActions')}
                  />
                ) : null}
              </TableCell>
            </MuiTableRow>
          );
        });

  return (
    <Box>
      <TableContainer sx={{ position: 'relative' }}>
        {loading ? (
          <LinearProgress
            aria-label={t('common:loading')}
            sx={{ position: 'absolute', top: HEADER_HEIGHT - 2, insetInline: 0, height: 2 }}
          />
        ) : null}
        <Table
          ref={table}
          role="grid"
          aria-label={props.label}
          aria-busy={loading}
          aria-rowcount={props.rowCount === null ? -1 : props.rowCount + 1}
          onKeyDown={onKeyDown}
          sx={{
            tableLayout: 'fixed',
            minWidth: layout.least,
            '& thead th': { height: HEADER_HEIGHT, py: 0, fontWeight: 600, whiteSpace: 'nowrap' },
            '& tbody tr': { height: ROW_HEIGHT },
            '& tbody td': {
              py: 0.5,
              maxWidth: 360,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            },
            // Text in its own direction (a Latin title in Arabic) is cut at its own end.
            '& tbody td > span[dir]': {
              display: 'block',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            },
            '& td:focus-visible, & th:focus-visible': {
              outline: 2,
              outlineColor: 'primary.main',
              outlineOffset: -2,
            },
          }}
        >
          <TableHead>
            <MuiTableRow role="row">
              {props.selectable ? (
                <TableCell role="columnheader" padding="checkbox" sx={{ width: CHECKBOX_WIDTH }}>
                  <Checkbox
                    size="small"
                    checked={rows.length > 0 && selectedHere === rows.length}
                    indeterminate={selectedHere > 0 && selectedHere < rows.length}
                    disabled={rows.length === 0}
                    onChange={(event) => selectPage(event.target.checked)}
                    slotProps={{ input: { 'aria-label': t('common:list.selectAll') } }}
                  />
                </TableCell>
              ) : null}
              {shown.map((column, index) => {
                const active = params.sortBy === column.field;
                const direction = params.sortDirection === 'ASC' ? 'asc' : 'desc';
                const align = numeric(column.kind) ? 'right' : 'left';
                return (
                  <TableCell
                    key={column.field}
                    role="columnheader"
                    align={align}
                    sx={{ width: layout.widths[index] }}
                    {...(active
                      ? { 'aria-sort': direction === 'asc' ? 'ascending' : 'descending' }
                      : {})}
                  >
                    {column.sortable ? (
                      <TableSortLabel
                        active={active}
                        direction={active ? direction : 'asc'}
                        onClick={() => onParamsChange(nextSort(params, column.field))}
                        sx={{
                          width: '100%',
                          ...(align === 'right' ? { flexDirection: 'row-reverse' } : {}),
                        }}
                      >
                        {nameOf(column.field)}
                      </TableSortLabel>
                    ) : (
                      nameOf(column.field)
                    )}
                  </TableCell>
                );
              })}
              <TableCell role="columnheader" align="right" sx={{ width: actionsWidth }}>
                <Box component="span" sx={visuallyHidden}>
                  {t('common:list.actions')}
                </Box>
                <ColumnChooser
                  columns={columns.map((column) => ({
                    field: column.field,
                    name: nameOf(column.field),
                  }))}
                  visibility={visibility}
                  onChange={(chosen) => {
                    // Keep what the person changed, on top of their earlier choices.
                    const changed = Object.fromEntries(
                      Object.entries(chosen).filter(
                        ([field, show]) => (visibility[field] ?? true) !== show,
                      ),
                    );
                    props.onColumnVisibilityChange({ ...props.columnVisibility, ...changed });
                  }}
                  labels={{
                    columns: t('common:list.columns'),
                    showAll: t('common:list.showAllColumns'),
                  }}
                />
              </TableCell>
            </MuiTableRow>
          </TableHead>
          <TableBody>{body}</TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={props.rowCount ?? -1}
        page={props.rowCount === null || props.rowCount > (page - 1) * limit ? page - 1 : 0}
        rowsPerPage={limit}
        rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
        onPageChange={(_event, next) => onParamsChange({ page: next + 1 })}
        onRowsPerPageChange={(event) =>
          onParamsChange({ limit: Number(event.target.value), page: 1 })
        }
        labelRowsPerPage={t('common:list.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) =>
          count === -1
            ? t('common:list.displayedRowsMore', { from, to })
            : t('common:list.displayedRows', { from, to, count })
        }
        getItemAriaLabel={(type) => t(`common:list.pager.${type}`)}
      />
    </Box>
  );
}
