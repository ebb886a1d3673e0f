import AddIcon from '@mui/icons-material/Add';
import ClearIcon from '@mui/icons-material/Clear';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { usePermissions } from '../../lib/auth';
import { downloadText, toCsv } from '../../lib/csv';
import { getErrorMessage } from '../../lib/api-error';
import type { ResourceDefinition } from '../../lib/resource/define-resource';
import { parseListParams, toSearchParams, type ListParams } from '../../lib/resource/list-params';
import type { BaseRow } from '../../lib/resource/resource-api';
import { ConfirmDialog } from '../confirm-dialog';
import { cellText, DataTable } from '../data-table/data-table';
import { PageHeader } from '../page-header';
import { useResourceActions } from './use-resource-actions';

const SEARCH_DELAY_MS = 300;

type PendingConfirm = { kind: 'delete'; ids: number[]; label: string } | null;

/**
 * The list page every resource shares: server-side paging, sorting and search kept in the
 * URL, row actions, bulk delete, CSV export of the current filter and visible columns, and
 * a trash with restore. What is shown and allowed comes from the resource's declaration
 * and the signed-in role's permissions.
 */
export function ResourceListPage<Row extends BaseRow>({
  resource,
}: {
  resource: ResourceDefinition<Row>;
}) {
  const ns = resource.name;
  const { t } = useTranslation(['common', ns]);
  const permissions = usePermissions();
  const canCreate = permissions.can(resource.name, 'create');
  const canUpdate = permissions.can(resource.name, 'update');
  const canDelete = permissions.can(resource.name, 'delete');

  const sortable = useMemo(
    () => resource.columns.filter((column) => column.sortable).map((column) => column.field),
    [resource.columns],
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListParams(searchParams, sortable), [searchParams, sortable]);
  const setParams = useCallback(
    (patch: Partial<ListParams>, options: { replace?: boolean } = {}) => {
      const next = { ...params, ...patch };
      // Anything but a page change starts again from page 1.
      if (!('page' in patch)) next.page = 1;
      setSearchParams(toSearchParams(next), { replace: options.replace ?? false });
    },
    [params, setSearchParams],
  );

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

  // A selection belongs to the page it was made on.
  const [selection, setSelection] = useState<number[]>([]);
  const paramsKey = JSON.stringify(params);
  const [selectionParams, setSelectionParams] = useState(paramsKey);
  if (selectionParams !== paramsKey) {
    setSelectionParams(paramsKey);
    setSelection([]);
  }
  const [columnVisibility, setColumnVisibility] = useState<GridColumnVisibilityModel>(() =>
    Object.fromEntries(
      resource.columns.filter((column) => column.hidden).map((column) => [column.field, false]),
    ),
  );
  const [confirm, setConfirm] = useState<PendingConfirm>(null);
  const [exporting, setExporting] = useState(false);

  const list = useQuery(resource.api.listQuery(params));
  const { remove, restore } = useResourceActions(resource);
  const count = list.data?.count ?? 0;
  const lastPage = Math.max(1, Math.ceil(count / params.limit));
  useEffect(() => {
    // After deleting the last rows of the last page, show the page that now exists.
    if (list.data && !list.isPlaceholderData && params.page > lastPage)
      setParams({ page: lastPage }, { replace: true });
  }, [list.data, list.isPlaceholderData, params.page, lastPage, setParams]);

  const singular = t(`${ns}:singular`);
  const plural = t(`${ns}:title`);

  async function exportCsv() {
    setExporting(true);
    try {
      const rows = await resource.api.listAll(params);
      const columns = resource.columns.filter((column) => columnVisibility[column.field] !== false);
      const yes = t('common:values.yes');
      const no = t('common:values.no');
      const csv = toCsv(
        columns.map((column) => t(`${ns}:fields.${column.field}`)),
        rows.map((row) => columns.map((column) => cellText(column, row, yes, no))),
      );
      const stamp = new Date().toISOString().slice(0, 10);
      downloadText(`${ns}${params.trash ? '-trash' : ''}-${stamp}.csv`, csv);
    } catch {
      // The API client has already shown the error.
    } finally {
      setExporting(false);
    }
  }

  const rowActions = useCallback(
    (row: Row) => {
      const title = resource.title(row);
      if (params.trash) {
        return (
          <Tooltip title={t('common:actions.restore')}>
            <IconButton
              aria-label={`${t('common:actions.restore')} ${title}`}
              onClick={() => restore.mutate([row.id])}
              size="small"
            >
              <RestoreFromTrashIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        );
      }
      return (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
          {canUpdate ? (
            <Tooltip title={t('common:actions.edit')}>
              <IconButton
                component={RouterLink}
                to={`${resource.basePath}/edit/${row.id}`}
                aria-label={`${t('common:actions.edit')} ${title}`}
                size="small"
              >
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
          {canDelete ? (
            <Tooltip title={t('common:actions.delete')}>
              <IconButton
                aria-label={`${t('common:actions.delete')} ${title}`}
                color="error"
                onClick={() => setConfirm({ kind: 'delete', ids: [row.id], label: title })}
                size="small"
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
        </Stack>
      );
    },
    [canDelete, canUpdate, params.trash, resource, restore, t],
  );
  const hasRowActions = params.trash ? canDelete : canUpdate || canDelete;

  const emptyTitle = params.search
    ? t('common:list.noMatches', { search: params.search })
    : params.trash
      ? t('common:list.trashEmpty')
      : t('common:list.empty', { items: plural.toLowerCase() });

  return (
    <>
      <PageHeader
        title={params.trash ? t('common:list.trashTitle', { items: plural }) : plural}
        subtitle={list.data ? t('common:list.count', { count }) : undefined}
        actions={
          <>
            {canDelete ? (
              <ToggleButtonGroup
                size="small"
                exclusive
                value={params.trash ? 'trash' : 'active'}
                onChange={(_, value: string | null) => {
                  if (value) setParams({ trash: value === 'trash' });
                }}
                aria-label={t('common:list.view')}
              >
                <ToggleButton value="active">{t('common:list.active')}</ToggleButton>
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
                to={`${resource.basePath}/create`}
              >
                {t('common:actions.createItem', { item: singular })}
              </Button>
            ) : null}
          </>
        }
      />
      <Card>
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
              placeholder={t('common:list.searchPlaceholder', { items: plural.toLowerCase() })}
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
          ) : (
            <span />
          )}
          {selection.length > 0 ? (
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center' }}
              role="region"
              aria-label={t('common:list.bulkActions')}
            >
              <Typography variant="body2" color="text.secondary">
                {t('common:list.selected', { count: selection.length })}
              </Typography>
              {params.trash ? (
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<RestoreFromTrashIcon />}
                  onClick={() => restore.mutate(selection)}
                >
                  {t('common:actions.restoreSelected')}
                </Button>
              ) : (
                <Button
                  size="small"
                  color="error"
                  variant="outlined"
                  startIcon={<DeleteOutlineIcon />}
                  onClick={() =>
                    setConfirm({
                      kind: 'delete',
                      ids: selection,
                      label: t('common:list.selected', { count: selection.length }),
                    })
                  }
                >
                  {t('common:actions.deleteSelected')}
                </Button>
              )}
            </Stack>
          ) : null}
        </Stack>
        {list.isError ? (
          <Alert
            severity="error"
            sx={{ mx: 2, mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                {t('common:actions.retry')}
              </Button>
            }
          >
            {getErrorMessage(list.error)}
          </Alert>
        ) : null}
        <DataTable<Row>
          namespace={ns}
          label={plural}
          columns={resource.columns}
          rows={list.data?.rows ?? []}
          rowCount={count}
          loading={list.isFetching}
          params={params}
          onParamsChange={(patch) => setParams(patch)}
          selectable={canDelete}
          selection={selection}
          onSelectionChange={setSelection}
          columnVisibility={columnVisibility}
          onColumnVisibilityChange={setColumnVisibility}
          {...(hasRowActions ? { rowActions, actionsWidth: params.trash ? 90 : 110 } : {})}
          emptyTitle={emptyTitle}
          {...(!params.trash && !params.search && canCreate
            ? { emptyHint: t('common:list.emptyHint', { item: singular.toLowerCase() }) }
            : {})}
        />
      </Card>
      <ConfirmDialog
        open={confirm !== null}
        title={t('common:confirm.deleteTitle', {
          item: confirm?.ids.length === 1 ? singular : plural,
        })}
        message={t('common:confirm.deleteMessage', { label: confirm?.label ?? '' })}
        confirmLabel={t('common:actions.delete')}
        destructive
        busy={remove.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm) remove.mutate(confirm.ids, { onSettled: () => setSelection([]) });
          setConfirm(null);
        }}
      />
    </>
  );
}
