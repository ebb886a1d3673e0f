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
import { useTheme, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../lib/auth';
import { formatNumber } from '../../lib/format';
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
import { cardColumns } from './card-columns';
import { ColumnChooser, type ColumnVisibility } from './column-chooser';
import { columnsToDrop } from './fit-columns';
import { useGridKeyboard } from './grid-keyboard';
import { pageSelectionOf } from './page-selection';
import { RowActions, type RowAction } from './row-actions';

export type { ColumnVisibility } from './column-chooser';
export type { RowAction } from './row-actions';

export const ROW_HEIGHT = 52;
const HEADER_HEIGHT = 56;
const CHECKBOX_WIDTH = 52;
/** A row's card on a phone: a title line and a line of facts. */
const CARD_HEIGHT = 76;

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
  /** Whether the person may pick this row for a bulk action (all rows when left out). */
  rowSelectable?: (row: Row) => boolean;
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

/** The least width a column takes: its fixed width, or the least a text may take. */
function leastOf<Row>(column: ColumnDefinition<Row>): number {
  const size = sizeOf(column);
  return 'width' in size ? size.width : size.minWidth;
}

/** The room a table has: its container's width, measured before the first paint and on resize. */
function useRoom() {
  const container = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    setRoom(element.clientWidth);
    const observer = new ResizeObserver(() => setRoom(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { container, room };
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

/** The whole value of a cell that may be cut (text and names), for its title. */
function wholeText<Row extends TableRow>(
  column: ColumnDefinition<Row>,
  row: Row,
  labels: CellLabels,
): string | undefined {
  return column.kind === 'text' ? cellText(column, row, labels) || undefined : undefined;
}

/**
 * A fact of a card that says what it is ("Year 2021", "Featured Yes"); a status chip or an
 * amount speaks for itself.
 */
const labelled = (kind: ColumnKind) =>
  kind === 'number' ||
  kind === 'date' ||
  kind === 'reference' ||
  kind === 'text' ||
  kind === 'boolean';

/**
 * A phone's rows as cards: the checkbox, the title and the actions on the first line, the
 * facts under them; the header keeps only "Select all rows".
 */
const cardStyles = {
  display: 'block',
  '& thead, & tbody': { display: 'block' },
  '& thead tr': { display: 'flex', height: 'auto', alignItems: 'center' },
  '& thead th': { height: 48, border: 0, width: 'auto' },
  '& thead th[data-actions]': { flex: 1 },
  '& tbody tr': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: 1.5,
    rowGap: 0.5,
    minHeight: CARD_HEIGHT,
    height: 'auto',
    py: 1,
    px: 1,
    borderBottom: 1,
    borderColor: 'divider',
  },
  '& tbody tr[data-card-row]': { height: CARD_HEIGHT },
  '& tbody td': { display: 'block', border: 0, p: 0, maxWidth: 'none', minWidth: 0 },
  '& tbody td[colspan]': { flex: '1 1 100%' },
  '& tbody td[data-select]': { order: 0, flex: 'none' },
  // The title reads whole: two cars of one model are told apart on a phone too.
  '& tbody td[data-card="title"], & tbody td[data-card="title"] > span[dir]': {
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
  },
  '& tbody td[data-card="title"]': { order: 1, flex: '1 1 0', fontWeight: 600 },
  '& tbody td[data-actions]': { order: 2, flex: 'none', position: 'static' },
  '& tbody tr::after': { content: '""', order: 3, flexBasis: '100%' },
  '& tbody td[data-card="fact"]': { order: 4, flex: 'none', color: 'text.secondary' },
  '& tbody td[data-label]::before': { content: 'attr(data-label) " "', fontWeight: 500 },
  '& tbody td[data-select] ~ td[data-card="fact"]': { marginInlineStart: '60px' },
  '& tbody td[data-card="fact"] ~ td[data-card="fact"]': { marginInlineStart: 0 },
} as const;

/** The next sort of a header's click: ascending, then descending, then the list's default. */
function nextSort(params: ListParams, field: string): Partial<ListParams> {
  if (params.sortBy !== field) return { sortBy: field, sortDirection: 'ASC', page: 1 };
  if (params.sortDirection === 'ASC') return { sortDirection: 'DESC', page: 1 };
  return { sortBy: null, sortDirection: 'DESC', page: 1 };
}

/**
 * A list's table (MUI `Table`) in server mode: paging, sorting and selection are controlled
 * by the list's URL state; the columns come from the resource's declaration. The table is
 * one tab stop (arrow keys move inside it, row actions included, see `useGridKeyboard`).
 * It fits its card: columns declared for wider screens are left out until the rest fits
 * (`columnsToDrop`), the actions column stays at the end (sticky), and a long value is cut
 * with an ellipsis, whole on hover (its title) and on focus. Below 600 px each row is a card
 * (`cardColumns`: title, key facts, its actions in a menu). While the first page loads,
 * skeleton rows hold the page's height so nothing below it jumps.
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
  const { container, room } = useRoom();

  // Each row's actions, asked once; the column fits the most any row has, side by side.
  const actionsOf = new Map(rows.map((row) => [row.id, rowActions?.(row) ?? []]));
  const mostActions = Math.max(1, ...[...actionsOf.values()].map((actions) => actions.length));
  const actionsWidth = narrow ? 64 : Math.max(96, 40 * mostActions + 16);
  const otherWidth = actionsWidth + (props.selectable ? CHECKBOX_WIDTH : 0);

  // Small screens hide the columns declared for wider ones, unless the person chose them.
  const chosen = useMemo(() => {
    const fits = (column: ColumnDefinition<Row>) => !column.hideBelow || screen[column.hideBelow];
    const responsive = Object.fromEntries(
      columns.filter((column) => !fits(column)).map((column) => [column.field, false]),
    );
    return { ...responsive, ...props.columnVisibility };
  }, [columns, screen, props.columnVisibility]);
  // Then the table leaves out what does not fit its card, but the columns the person chose.
  const candidates = columns.filter((column) => chosen[column.field] !== false);
  const dropped =
    room === null || narrow
      ? new Set<string>()
      : columnsToDrop(
          candidates.map((column) => ({
            field: column.field,
            least: leastOf(column),
            hideBelow: column.hideBelow,
            date: column.kind === 'date',
          })),
          room,
          otherWidth,
          new Set(
            Object.keys(props.columnVisibility).filter((field) => props.columnVisibility[field]),
          ),
        );
  const visibility: ColumnVisibility = {
    ...chosen,
    ...Object.fromEntries([...dropped].map((field) => [field, false])),
  };
  // A phone shows each row as a card: its title and key facts.
  const card = cardColumns(columns);
  const roleOf = (column: ColumnDefinition<Row>) =>
    column === card.title ? 'title' : card.facts.includes(column) ? 'fact' : undefined;
  const shown = narrow
    ? [card.title, ...card.facts].filter((column) => column !== undefined)
    : columns.filter((column) => visibility[column.field] !== false);
  // A column every list may show (the trash's "Deleted") is named in the common strings.
  const nameOf = (field: string) =>
    t([`${namespace}:fields.${field}`, `common:list.columns.${field}`]);

  const { page, limit } = params;
  const selected = new Set(selection);
  const { pickable, selectedHere, all } = pageSelectionOf(rows, selection, props.rowSelectable);
  const selectPage = (check: boolean) => {
    const here = new Set(pickable.map((row) => row.id));
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
  const layout = layoutOf(shown, otherWidth);

  const body = waiting
    ? Array.from({ length: expectedRows }, (_, index) => (
        <MuiTableRow
          key={index}
          role="row"
          aria-hidden
          {...(narrow ? { 'data-card-row': '' } : {})}
        >
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
                <TableCell role="gridcell" padding="checkbox" data-select="">
                  <Checkbox
                    size="small"
                    checked={isSelected}
                    disabled={props.rowSelectable ? !props.rowSelectable(row) : false}
                    onChange={(event) => selectRow(row.id, event.target.checked)}
                    slotProps={{ input: { 'aria-label': t('common:list.selectRow') } }}
                  />
                </TableCell>
              ) : null}
              {shown.map((column) => {
                const whole = wholeText(column, row, labels);
                const part = narrow ? roleOf(column) : undefined;
                return (
                  <TableCell
                    key={column.field}
                    role="gridcell"
                    data-field={column.field}
                    align={numeric(column.kind) && !narrow ? 'right' : 'left'}
                    {...(whole ? { title: whole } : {})}
                    {...(part ? { 'data-card': part } : {})}
                    {...(part === 'fact' && labelled(column.kind)
                      ? { 'data-label': nameOf(column.field) }
                      : {})}
                  >
                    {cellContent(column, row, labels)}
                  </TableCell>
                );
              })}
              <TableCell role="gridcell" align="right" data-actions="">
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
      <TableContainer ref={container} sx={{ position: 'relative' }}>
        {loading ? (
          <LinearProgress
            aria-label={t('common:loading')}
            sx={{
              position: 'absolute',
              top: narrow ? 0 : HEADER_HEIGHT - 2,
              insetInline: 0,
              height: 2,
              zIndex: 3,
            }}
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
            minWidth: narrow ? 0 : layout.least,
            // A header longer than its column wraps (three lines fit its height) instead of
            // running under the next column, or out of the card in Arabic.
            '& thead th': {
              height: HEADER_HEIGHT,
              py: 0,
              fontWeight: 600,
              lineHeight: 1.25,
              overflowWrap: 'break-word',
            },
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
            // A focused cell shows its whole value.
            '& tbody td:focus, & tbody td:focus > span[dir]': {
              whiteSpace: 'normal',
              overflowWrap: 'anywhere',
            },
            '& td:focus-visible, & th:focus-visible': {
              outline: 2,
              outlineColor: 'primary.main',
              outlineOffset: -2,
            },
            // The actions stay in sight at the end of a row, even when the table scrolls. Their
            // cell is opaque, so it takes the row's hover or selected tint on top of the paper.
            '& [data-actions]': {
              position: 'sticky',
              insetInlineEnd: 0,
              zIndex: 1,
              bgcolor: 'background.paper',
              backgroundImage: 'var(--Paper-overlay)',
            },
            '& tbody tr:hover': { '--row-tint': (theme: Theme) => theme.palette.action.hover },
            '& tbody tr.Mui-selected': {
              '--row-tint': (theme: Theme) =>
                theme.alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
            },
            '& tbody tr.Mui-selected:hover': {
              '--row-tint': (theme: Theme) =>
                theme.alpha(
                  theme.palette.primary.main,
                  theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity,
                ),
            },
            '& tbody td[data-actions]': {
              backgroundImage:
                'linear-gradient(var(--row-tint, transparent), var(--row-tint, transparent)), var(--Paper-overlay, none)',
            },
            ...(narrow ? cardStyles : {}),
            ...(narrow && !props.selectable ? { '& thead': { display: 'none' } } : {}),
          }}
        >
          <TableHead>
            <MuiTableRow role="row">
              {props.selectable ? (
                <TableCell
                  role="columnheader"
                  padding="checkbox"
                  sx={{ width: CHECKBOX_WIDTH }}
                  data-select=""
                >
                  <Checkbox
                    size="small"
                    checked={all}
                    indeterminate={selectedHere > 0 && !all}
                    disabled={pickable.length === 0}
                    onChange={(event) => selectPage(event.target.checked)}
                    slotProps={{ input: { 'aria-label': t('common:list.selectAll') } }}
                  />
                </TableCell>
              ) : null}
              {(narrow ? [] : shown).map((column, index) => {
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
              <TableCell
                role="columnheader"
                align="right"
                sx={{ width: actionsWidth }}
                data-actions=""
              >
                <Box component="span" sx={visuallyHidden}>
                  {t('common:list.actions')}
                </Box>
                {narrow ? null : (
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
                      columns: t('common:list.columnsMenu'),
                      showAll: t('common:list.showAllColumns'),
                    }}
                  />
                )}
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
        // A phone has no room for "Rows per page" and its select beside the page arrows (MUI
        // leaves both out with fewer than two options); what is left may wrap, never overflow.
        rowsPerPageOptions={narrow ? [] : [...PAGE_SIZE_OPTIONS]}
        sx={{
          '& .MuiTablePagination-toolbar': {
            flexWrap: 'wrap',
            rowGap: 0.5,
            ...(narrow && { paddingInline: 1 }),
          },
        }}
        onPageChange={(_event, next) => onParamsChange({ page: next + 1 })}
        onRowsPerPageChange={(event) =>
          onParamsChange({ limit: Number(event.target.value), page: 1 })
        }
        labelRowsPerPage={t('common:list.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) =>
          count === -1
            ? t('common:list.displayedRowsMore', {
                from: formatNumber(from),
                to: formatNumber(to),
              })
            : t('common:list.displayedRows', {
                from: formatNumber(from),
                to: formatNumber(to),
                count: formatNumber(count),
              })
        }
        getItemAriaLabel={(type) => t(`common:list.pager.${type}`)}
      />
    </Box>
  );
}
