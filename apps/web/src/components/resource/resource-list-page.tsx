import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../lib/auth';
import {
  createPath,
  deletableBy,
  editableBy,
  hasForm,
  type ResourceDefinition,
} from '../../lib/resource/define-resource';
import { importKeyOf } from '../../lib/resource/import-mapping';
import type { BaseRow } from '../../lib/resource/resource-api';
import { useListParams } from '../../lib/resource/use-list-params';
import { DataTable, type ColumnVisibility } from '../data-table/data-table';
import { LoadError } from '../data-table/load-error';
import { pageSelectionOf } from '../data-table/page-selection';
import { ListViews } from '../list-views/list-views';
import { useListViews } from '../list-views/use-list-views';
import { PageHeader } from '../page-header';
import { useBulkEdit } from '../bulk-edit/use-bulk-edit';
import { BulkActionBar } from './bulk-action-bar';
import { ListHeaderActions } from './list-header-actions';
import { filterKeys } from './list-filters';
import { ListToolbar } from './list-toolbar';
import { LiveArrivals } from './live-arrivals';
import { useListDeletion } from './use-list-deletion';
import { useListExport } from './use-list-export';
import { useListPlace } from './use-list-place';
import { useListRowActions } from './use-list-row-actions';
import { useListSelection } from './use-list-selection';
import { useResourceNouns } from './use-resource-nouns';
import { useTrashColumns } from './use-trash-columns';

/** The CSV import, loaded when it is opened. */
const ImportDialog = lazy(() =>
  import('./import/import-dialog').then(({ ImportDialog }) => ({ default: ImportDialog })),
);

/** Status tabs (with MUI's tabs), loaded by the lists that have them. */
const FilterTabs = lazy(() =>
  import('./filter-tabs').then(({ FilterTabs }) => ({ default: FilterTabs })),
);

/**
 * The list page every resource shares: server-side paging, sorting, search and filters kept
 * in the URL (`useListParams`), the toolbar, the bulk actions on the selected rows or on
 * every row that matches, row actions, CSV export of the current filter,
 * and a trash with restore for the roles that may restore. What is shown and allowed comes
 * from the resource's declaration and the signed-in role's permissions. Coming back to it
 * from a row, it focuses that row (`useListPlace`).
 */
export function ResourceListPage<Row extends BaseRow>({
  resource,
}: {
  resource: ResourceDefinition<Row>;
}) {
  const ns = resource.namespace;
  const { t } = useTranslation(['common', ns]);
  const nouns = useResourceNouns(ns);
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
  const { params, setParams, setFilters } = useListParams({
    sortable,
    trash: canOpenTrash,
    filters: filterFields,
  });

  const selection = useListSelection(params);
  const initialColumns = useMemo<ColumnVisibility>(
    () =>
      Object.fromEntries(
        resource.columns.filter((column) => column.hidden).map((column) => [column.field, false]),
      ),
    [resource.columns],
  );
  const [columnVisibility, setColumnVisibility] = useState(initialColumns);
  const viewShape = useMemo(
    () => ({
      sortable,
      trash: canOpenTrash,
      filters: filterFields,
      columns: resource.columns.map((column) => column.field),
      initialColumns,
    }),
    [sortable, canOpenTrash, filterFields, resource.columns, initialColumns],
  );
  const views = useListViews({
    list: resource.permission,
    shape: viewShape,
    params,
    setParams,
    columns: columnVisibility,
    setColumns: setColumnVisibility,
  });
  const list = useQuery(resource.api.listQuery(params));
  const count = list.data?.count ?? 0;
  const rows = useMemo(() => list.data?.rows ?? [], [list.data]);
  // In the trash: when each record was deleted, and by whom.
  const trashView = useTrashColumns(resource, rows, params.trash);
  const lastPage = Math.max(1, Math.ceil(count / params.limit));
  useEffect(() => {
    // After deleting the last rows of the last page, show the page that now exists.
    if (list.data && !list.isPlaceholderData && params.page > lastPage)
      setParams({ page: lastPage }, { replace: true });
  }, [list.data, list.isPlaceholderData, params.page, lastPage, setParams]);
  const card = useRef<HTMLDivElement>(null);
  // The rows as the server has them now (not a cached copy that still holds a deleted row).
  useListPlace(
    resource.basePath,
    card,
    list.data && !list.isPlaceholderData && !list.isFetching ? rows.map((row) => row.id) : null,
  );

  const deletion = useListDeletion(resource, params, selection, count);
  const { rowActions, dialogs } = useListRowActions(resource, {
    trash: params.trash,
    canUpdate,
    canDelete,
    onDelete: deletion.askDeleteOne,
    onRestore: deletion.restoreRows,
  });
  const { exporting, exportCsv } = useListExport(resource, params);
  const [importing, setImporting] = useState(false);
  const canImport = canCreate && canUpdate && importKeyOf(resource.permission) !== null;

  const selectedCount = selection.allMatching ? deletion.matchingCount : selection.ids.length;
  const bulkEdit = useBulkEdit(resource, params, selection, selectedCount);
  // A row the person may neither change nor delete (a super admin's, for an admin) is not
  // offered for a bulk action: the API would refuse it anyway.
  const rowSelectable = (row: Row) =>
    (canDelete && deletableBy(resource, row, permissions.admin)) ||
    (bulkEdit.available && editableBy(resource, row, permissions.admin));
  const onPage = pageSelectionOf(rows, selection.ids, rowSelectable);
  const title = params.trash ? t('common:list.trashTitle', { items: nouns.title }) : nouns.title;
  const emptyTitle = params.search
    ? t('common:list.noMatches', { search: params.search })
    : Object.keys(params.filters).length > 0
      ? t('common:list.noneFiltered', { items: nouns.plural })
      : params.trash
        ? t('common:list.trashEmpty')
        : t(`${ns}:sentences.empty`);

  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          list.data ? t('common:list.count', { count }) : <Skeleton width={96} aria-hidden />
        }
        actions={
          <ListHeaderActions
            title={nouns.title}
            trash={canOpenTrash ? params.trash : null}
            onTrash={(trash) => setParams({ trash })}
            onExport={exportCsv}
            exportDisabled={exporting || count === 0}
            onImport={canImport && !params.trash ? () => setImporting(true) : null}
            create={
              canCreate && !params.trash
                ? { to: createPath(resource), label: t(`${ns}:sentences.create`) }
                : null
            }
          />
        }
      />
      <Card ref={card}>
        {params.trash ? null : <ListViews views={views} />}
        {filters
          .filter((filter) => filter.kind === 'tabs')
          .map((filter) => (
            // Until the tabs arrive, their room (48 px and the rule under them) is kept.
            <Suspense
              key={filter.field}
              fallback={<Box sx={{ height: 49, borderBottom: 1, borderColor: 'divider' }} />}
            >
              <FilterTabs
                filter={filter}
                namespace={ns}
                value={params.filters[filter.field]}
                onChange={(value) => setFilters({ [filter.field]: value })}
              />
            </Suspense>
          ))}
        <ListToolbar
          namespace={ns}
          searchable={resource.searchable !== false}
          searchPlaceholder={t('common:list.searchPlaceholder', { items: nouns.plural })}
          filters={filters.filter((filter) => filter.kind !== 'tabs')}
          params={params}
          setParams={setParams}
          setFilters={setFilters}
          selecting={selectedCount > 0}
        >
          <BulkActionBar
            selection={selection}
            deletion={deletion}
            trash={params.trash}
            pageSelected={onPage.all}
            count={count}
            rowsShown={rows.length}
            selectedShown={onPage.selectedHere}
            items={nouns.items}
            canDelete={canDelete}
            actions={bulkEdit.button}
          />
        </ListToolbar>
        {deletion.busy && selectedCount > 1 ? (
          <LinearProgress aria-label={t('common:loading')} />
        ) : null}
        {list.isError ? <LoadError query={list} sx={{ mx: 2, mb: 2 }} /> : null}
        {params.trash ? null : (
          <LiveArrivals
            path={resource.basePath}
            readAt={list.dataUpdatedAt}
            items={nouns.plural}
            show={() => void list.refetch()}
          />
        )}
        <DataTable<Row>
          namespace={ns}
          label={title}
          columns={trashView.columns.length ? [...listColumns, ...trashView.columns] : listColumns}
          rows={trashView.rows}
          rowCount={list.data ? count : null}
          loading={list.isFetching}
          params={params}
          onParamsChange={(patch) => setParams(patch)}
          selectable={canDelete || bulkEdit.available}
          rowSelectable={rowSelectable}
          selection={selection.ids}
          onSelectionChange={selection.pick}
          columnVisibility={columnVisibility}
          onColumnVisibilityChange={setColumnVisibility}
          {...(rowActions ? { rowActions } : {})}
          emptyTitle={emptyTitle}
          {...(!params.trash && !params.search && canCreate
            ? { emptyHint: t('common:list.emptyHint', { item: nouns.item }) }
            : {})}
        />
      </Card>
      {dialogs}
      {deletion.dialog}
      {bulkEdit.dialog}
      {importing ? (
        <Suspense fallback={null}>
          <ImportDialog resource={resource} onClose={() => setImporting(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
