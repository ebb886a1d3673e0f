import AddIcon from '@mui/icons-material/Add';
import ClearIcon from '@mui/icons-material/Clear';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePermissions } from '../../lib/auth';
import { downloadText, toCsv } from '../../lib/csv';
import {
  createPath,
  editPath,
  hasForm,
  type FilterDefinition,
  type ResourceDefinition,
} from '../../lib/resource/define-resource';
import { referencePermission } from '../../lib/resource/references';
import type { BaseRow } from '../../lib/resource/resource-api';
import type {
  ActionDialogDefinition,
  ConfirmValues,
  RowActionDefinition,
} from '../../lib/resource/row-actions';
import { useListParams } from '../../lib/resource/use-list-params';
import { ConfirmDialog } from '../confirm-dialog';
import { referencedCurrencies } from '../data-table/cells';
import {
  cellText,
  DataTable,
  useCellLabels,
  type ColumnVisibility,
  type RowAction,
} from '../data-table/data-table';
import { LoadError } from '../data-table/load-error';
import { PageHeader } from '../page-header';
import { ListFilter, filterKeys } from './list-filters';
import { useResourceActions } from './use-resource-actions';
import { useResourceNouns } from './use-resource-nouns';

/** Status tabs (with MUI's tabs), loaded by the lists that have them. */
const FilterTabs = lazy(() =>
  import('./filter-tabs').then(({ FilterTabs }) => ({ default: FilterTabs })),
);

/** A row action's form (with the form library), loaded when one is first opened. */
const ActionDialog = lazy(() =>
  import('./action-dialog').then(({ ActionDialog }) => ({ default: ActionDialog })),
);

const SEARCH_DELAY_MS = 300;

/**
 * "Select all that match" takes at most this many records: their ids are read page by page
 * through the list API (it has no bulk call), then deleted or restored a few at a time.
 */
export const BULK_LIMIT = 1000;

type PendingConfirm =
  | { kind: 'one'; id: number; label: string }
  | { kind: 'selection'; ids: number[] }
  | { kind: 'matching'; count: number }
  | null;

/**
 * The list page every resource shares: server-side paging, sorting and search kept in the
 * URL, row actions, bulk actions on the selected rows or on every row that matches, CSV
 * export of the current filter and visible columns, and a trash with restore for the roles
 * that may restore. What is shown and allowed comes from the resource's declaration and the
 * signed-in role's permissions.
 */
export function ResourceListPage<Row extends BaseRow>({
  resource,
}: {
  resource: ResourceDefinition<Row>;
}) {
  const ns = resource.namespace;
  const { t } = useTranslation(['common', ns]);
  const nouns = useResourceNouns(ns);
  const labels = useCellLabels(ns);
  const permissions = usePermissions();
  // A resource without a form (read-only records moved by row actions) links to none.
  const withForm = hasForm(resource);
  const canCreate = withForm && permissions.can(resource.permission, 'create');
  const canUpdate = withForm && permissions.can(resource.permission, 'update');
  const canDelete = permissions.can(resource.permission, 'delete');
  // Restoring takes the delete permission, so the trash is for the roles that have it.
  const canOpenTrash = canDelete;

  // The contract says which columns the API sorts by.
  const listColumns = useMemo(
    () =>
      resource.columns.map((column) => ({
        ...column,
        sortable: resource.sortable.includes(column.field),
      })),
    [resource.columns, resource.sortable],
  );
  const sortable = useMemo(
    () => listColumns.filter((column) => column.sortable).map((column) => column.field),
    [listColumns],
  );
  const filters = useMemo(() => resource.filters ?? [], [resource.filters]);
  const filterFields = useMemo(() => filters.flatMap(filterKeys), [filters]);
  const { params, setParams } = useListParams({
    sortable,
    trash: canOpenTrash,
    filters: filterFields,
  });

  // The box follows the URL (back/forward) but keeps what is being typed in between.
  const [searchText, setSearchText] = useState(params.search);
  const [searchInUrl, setSearchInUrl] = useState(params.search);
  if (searchInUrl !== params.search) {
    setSearchInUrl(params.search);
    setSearchText(params.search);
  }
  useEffect(() => {
    if (searchText.trim() === params.search) return;
    const timer = setTimeout(
      () => setParams({ search: searchText.trim() }, { replace: true }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText, params.search, setParams]);

  // A selection belongs to the list it was made on; "all that match" too.
  const [selection, setSelection] = useState<number[]>([]);
  const [allMatching, setAllMatching] = useState(false);
  const paramsKey = JSON.stringify(params);
  const [selectionParams, setSelectionParams] = useState(paramsKey);
  if (selectionParams !== paramsKey) {
    setSelectionParams(paramsKey);
    setSelection([]);
    setAllMatching(false);
  }
  const clearSelection = useCallback(() => {
    setSelection([]);
    setAllMatching(false);
  }, []);
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibility>(() =>
    Object.fromEntries(
      resource.columns.filter((column) => column.hidden).map((column) => [column.field, false]),
    ),
  );
  const [confirm, setConfirm] = useState<PendingConfirm>(null);
  const [exporting, setExporting] = useState(false);
  const [collecting, setCollecting] = useState(false);

  const queryClient = useQueryClient();
  const list = useQuery(resource.api.listQuery(params));
  const { remove, restore, runAction, invalidate } = useResourceActions(resource);
  // The declared row actions the role may use, and the one whose dialog is open.
  const declaredActions = useMemo(
    () =>
      (resource.rowActions ?? []).filter(
        (action) =>
          permissions.can(resource.permission, action.action) &&
          (!action.group || permissions.inGroup(action.group)),
      ),
    [resource, permissions],
  );
  const [dialog, setDialog] = useState<{
    action: RowActionDefinition<Row> & { dialog: ActionDialogDefinition<Row> };
    row: Row;
  } | null>(null);
  // A declared action that asks first, waiting for the answer.
  const [asking, setAsking] = useState<{
    key: string;
    run: (row: Row) => Promise<unknown>;
    values: ConfirmValues;
    row: Row;
  } | null>(null);
  const setFilters = (patch: Record<string, string | undefined>) =>
    setParams((current) => {
      const merged = Object.entries({ ...current.filters, ...patch });
      return {
        filters: Object.fromEntries(
          merged.filter((entry): entry is [string, string] => entry[1] !== undefined),
        ),
      };
    });
  const setFilter = (field: string, value: string | undefined) => setFilters({ [field]: value });
  const filterProps = (filter: FilterDefinition) => ({
    filter,
    namespace: ns,
    value: params.filters[filter.field],
    onChange: (value: string | undefined) => setFilter(filter.field, value),
  });
  const restoreRows = restore.mutate;
  const count = list.data?.count ?? 0;
  const rows = list.data?.rows ?? [];
  const lastPage = Math.max(1, Math.ceil(count / params.limit));
  useEffect(() => {
    // After deleting the last rows of the last page, show the page that now exists.
    if (list.data && !list.isPlaceholderData && params.page > lastPage)
      setParams({ page: lastPage }, { replace: true });
  }, [list.data, list.isPlaceholderData, params.page, lastPage, setParams]);

  const pageSelected = rows.length > 0 && rows.every((row) => selection.includes(row.id));
  const matchingCount = Math.min(count, BULK_LIMIT);
  const selectedCount = allMatching ? matchingCount : selection.length;
  const offerAllMatching = pageSelected && !allMatching && count > rows.length;

  async function exportCsv() {
    setExporting(true);
    try {
      const all = await resource.api.listAll(params);
      const columns = resource.columns.filter((column) => columnVisibility[column.field] !== false);
      // Money in another record's currency (an offer in its car's) says that currency.
      const currencyOf = await referencedCurrencies(queryClient, columns, all, (reference) =>
        permissions.can(referencePermission(reference), 'read'),
      );
      const csv = toCsv(
        columns.map((column) => t(`${ns}:fields.${column.field}`)),
        all.map((row) => columns.map((column) => cellText(column, row, { ...labels, currencyOf }))),
      );
      const stamp = new Date().toISOString().slice(0, 10);
      downloadText(`${ns}${params.trash ? '-trash' : ''}-${stamp}.csv`, csv);
    } catch {
      // The API client has already shown the error.
    } finally {
      setExporting(false);
    }
  }

  /** The ids a bulk action works on: the selected rows, or every row that matches. */
  async function selectedIds(): Promise<number[]> {
    if (!allMatching) return selection;
    setCollecting(true);
    try {
      return await resource.api.listIds(params, BULK_LIMIT);
    } finally {
      setCollecting(false);
    }
  }

  async function runBulk(action: 'delete' | 'restore') {
    let ids: number[];
    try {
      ids = await selectedIds();
    } catch {
      return; // The API client has already shown the error.
    }
    const mutation = action === 'delete' ? remove : restore;
    mutation.mutate(ids, { onSettled: clearSelection });
  }

  const rowActions = useCallback(
    (row: Row): RowAction[] => {
      const title = resource.title(row);
      if (params.trash) {
        return canDelete
          ? [
              {
                key: 'restore',
                label: `${t('common:actions.restore')} ${title}`,
                tooltip: t('common:actions.restore'),
                icon: <RestoreFromTrashIcon fontSize="small" />,
                onClick: () => restoreRows([row.id]),
              },
            ]
          : [];
      }
      const actions: RowAction[] = declaredActions
        .filter((action) => action.shows?.(row) ?? true)
        .map((action) => ({
          key: action.key,
          label: `${t(`${ns}:actions.${action.key}`)} ${title}`,
          tooltip: t(`${ns}:actions.${action.key}`),
          icon: <action.icon fontSize="small" />,
          ...(action.destructive ? { destructive: true } : {}),
          ...('to' in action
            ? { to: action.to(row) }
            : 'dialog' in action
              ? { onClick: () => setDialog({ action, row }) }
              : {
                  onClick: () => {
                    const values = action.confirm?.(row, labels.option);
                    if (values) setAsking({ key: action.key, run: action.run, values, row });
                    else runAction.mutate({ run: action.run, row });
                  },
                }),
        }));
      const editable = resource.editable?.(row) ?? true;
      if (canUpdate)
        actions.push({
          key: editable ? 'edit' : 'view',
          label: `${t(editable ? 'common:actions.edit' : 'common:actions.view')} ${title}`,
          tooltip: t(editable ? 'common:actions.edit' : 'common:actions.view'),
          icon: editable ? (
            <EditOutlinedIcon fontSize="small" />
          ) : (
            <VisibilityOutlinedIcon fontSize="small" />
          ),
          to: editPath(resource, row.id),
        });
      if (canDelete && (resource.deletable?.(row) ?? true))
        actions.push({
          key: 'delete',
          label: `${t('common:actions.delete')} ${title}`,
          tooltip: t('common:actions.delete'),
          icon: <DeleteOutlineIcon fontSize="small" />,
          destructive: true,
          onClick: () => setConfirm({ kind: 'one', id: row.id, label: title }),
        });
      return actions;
    },
    [
      canDelete,
      canUpdate,
      params.trash,
      resource,
      restoreRows,
      t,
      ns,
      declaredActions,
      runAction,
      labels,
    ],
  );
  const hasRowActions = params.trash
    ? canDelete
    : canUpdate || canDelete || declaredActions.length > 0;

  const emptyTitle = params.search
    ? t('common:list.noMatches', { search: params.search })
    : Object.keys(params.filters).length > 0
      ? t('common:list.noneFiltered', { items: nouns.plural })
      : params.trash
        ? t('common:list.trashEmpty')
        : t(`${ns}:sentences.empty`);
  const busy = collecting || remove.isPending || restore.isPending;

  const confirmText = (() => {
    if (confirm === null) return { title: '', message: '' };
    if (confirm.kind === 'one')
      return {
        title: t(`${ns}:sentences.deleteTitle`),
        message: t('common:confirm.deleteMessage', { label: confirm.label }),
      };
    const total = confirm.kind === 'selection' ? confirm.ids.length : confirm.count;
    const counted = { count: total, items: nouns.items(total) };
    return {
      title: t('common:confirm.deleteManyTitle', counted),
      message: t('common:confirm.deleteManyMessage', counted),
    };
  })();

  return (
    <>
      <PageHeader
        title={params.trash ? t('common:list.trashTitle', { items: nouns.title }) : nouns.title}
        subtitle={
          list.data ? t('common:list.count', { count }) : <Skeleton width={96} aria-hidden />
        }
        actions={
          <>
            {canOpenTrash ? (
              <ToggleButtonGroup
                size="small"
                exclusive
                value={params.trash ? 'trash' : 'records'}
                onChange={(_, value: string | null) => {
                  if (value) setParams({ trash: value === 'trash' });
                }}
                aria-label={t('common:list.view')}
              >
                <ToggleButton value="records">{nouns.title}</ToggleButton>
                <ToggleButton value="trash">{t('common:list.trash')}</ToggleButton>
              </ToggleButtonGroup>
            ) : null}
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => void exportCsv()}
              disabled={exporting || count === 0}
            >
              {t('common:actions.exportCsv')}
            </Button>
            {canCreate && !params.trash ? (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                component={RouterLink}
                to={createPath(resource)}
              >
                {t(`${ns}:sentences.create`)}
              </Button>
            ) : null}
          </>
        }
      />
      <Card>
        {filters
          .filter((filter) => filter.kind === 'tabs')
          .map((filter) => (
            // Until the tabs arrive, their room (48 px and the rule under them) is kept.
            <Suspense
              key={filter.field}
              fallback={<Box sx={{ height: 49, borderBottom: 1, borderColor: 'divider' }} />}
            >
              <FilterTabs {...filterProps(filter)} />
            </Suspense>
          ))}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{
            p: 2,
            alignItems: { xs: 'stretch', sm: 'center' },
            justifyContent: 'space-between',
          }}
        >
          {resource.searchable !== false ? (
            <TextField
              size="small"
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder={t('common:list.searchPlaceholder', { items: nouns.plural })}
              sx={{ maxWidth: { sm: 360 } }}
              slotProps={{
                htmlInput: { 'aria-label': t('common:list.search'), maxLength: 100 },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                  endAdornment: searchText ? (
                    <InputAdornment position="end">
                      <IconButton
                        size="small"
                        aria-label={t('common:list.clearSearch')}
                        onClick={() => setSearchText('')}
                      >
                        <ClearIcon fontSize="small" />
                      </IconButton>
                    </InputAdornment>
                  ) : null,
                },
              }}
            />
          ) : null}
          {filters.some((filter) => filter.kind !== 'tabs') ? (
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap', flexGrow: 1, justifyContent: { sm: 'flex-end' } }}
              role="group"
              aria-label={t('common:list.filters')}
            >
              {filters
                .filter((filter) => filter.kind !== 'tabs')
                .map((filter) => (
                  <ListFilter
                    key={filter.field}
                    {...filterProps(filter)}
                    values={params.filters}
                    onValues={setFilters}
                  />
                ))}
            </Stack>
          ) : null}
          {selectedCount > 0 ? (
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              role="region"
              aria-label={t('common:list.bulkActions')}
            >
              <Typography variant="body2" color="text.secondary" role="status">
                {allMatching
                  ? t('common:list.allMatchingSelected', {
                      count: selectedCount,
                      items: nouns.items(selectedCount),
                    })
                  : t('common:list.selected', { count: selectedCount })}
              </Typography>
              {offerAllMatching ? (
                <Button size="small" onClick={() => setAllMatching(true)}>
                  {t(
                    count > BULK_LIMIT
                      ? 'common:list.selectFirstMatching'
                      : 'common:list.selectAllMatching',
                    { count: matchingCount, items: nouns.items(matchingCount) },
                  )}
                </Button>
              ) : null}
              {allMatching ? (
                <Button size="small" onClick={clearSelection}>
                  {t('common:list.clearSelection')}
                </Button>
              ) : null}
              {params.trash ? (
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<RestoreFromTrashIcon />}
                  disabled={busy}
                  onClick={() => void runBulk('restore')}
                >
                  {t('common:actions.restoreSelected')}
                </Button>
              ) : (
                <Button
                  size="small"
                  color="error"
                  variant="outlined"
                  startIcon={<DeleteOutlineIcon />}
                  disabled={busy}
                  onClick={() =>
                    setConfirm(
                      allMatching
                        ? { kind: 'matching', count: matchingCount }
                        : { kind: 'selection', ids: selection },
                    )
                  }
                >
                  {busy ? t('common:actions.deleting') : t('common:actions.deleteSelected')}
                </Button>
              )}
            </Stack>
          ) : null}
        </Stack>
        {busy && selectedCount > 1 ? <LinearProgress aria-label={t('common:loading')} /> : null}
        {list.isError ? <LoadError query={list} sx={{ mx: 2, mb: 2 }} /> : null}
        <DataTable<Row>
          namespace={ns}
          label={params.trash ? t('common:list.trashTitle', { items: nouns.title }) : nouns.title}
          columns={listColumns}
          rows={rows}
          rowCount={list.data ? count : null}
          loading={list.isFetching}
          params={params}
          onParamsChange={(patch) => setParams(patch)}
          selectable={canDelete}
          selection={selection}
          onSelectionChange={(ids) => {
            setSelection(ids);
            setAllMatching(false);
          }}
          columnVisibility={columnVisibility}
          onColumnVisibilityChange={setColumnVisibility}
          {...(hasRowActions ? { rowActions } : {})}
          emptyTitle={emptyTitle}
          {...(!params.trash && !params.search && canCreate
            ? { emptyHint: t('common:list.emptyHint', { item: nouns.item }) }
            : {})}
        />
      </Card>
      {dialog ? (
        <Suspense fallback={null}>
          <ActionDialog
            dialog={dialog.action.dialog}
            row={dialog.row}
            namespace={ns}
            title={`${t(`${ns}:actions.${dialog.action.key}`)}: ${resource.title(dialog.row)}`}
            onClose={() => setDialog(null)}
            onDone={() => {
              setDialog(null);
              void invalidate();
            }}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`${ns}:confirm.${asking.key}.title`, asking.values) : ''}
        message={asking ? t(`${ns}:confirm.${asking.key}.message`, asking.values) : ''}
        confirmLabel={asking ? t(`${ns}:confirm.${asking.key}.button`) : ''}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) runAction.mutate({ run: asking.run, row: asking.row });
          setAsking(null);
        }}
      />
      <ConfirmDialog
        open={confirm !== null}
        title={confirmText.title}
        message={confirmText.message}
        confirmLabel={t('common:actions.delete')}
        destructive
        busy={busy}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          const pending = confirm;
          setConfirm(null);
          if (pending?.kind === 'one') remove.mutate([pending.id]);
          else if (pending) void runBulk('delete');
        }}
      />
    </>
  );
}
