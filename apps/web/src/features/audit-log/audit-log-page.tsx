import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AuditEntry } from '@showroom/contract';
import { auditResources } from '@showroom/contract/values';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  type ColumnVisibility,
  type RowAction,
} from '../../components/data-table/data-table';
import { LoadError } from '../../components/data-table/load-error';
import { PageHeader } from '../../components/page-header';
import { auditLogQuery, type AuditListQuery } from '../../components/resource/history-panel';
import {
  auditActionLabel,
  fieldChanges,
  fieldLabel,
} from '../../components/resource/history-panel-diff';
import { usePermissions } from '../../lib/auth';
import type { ColumnDefinition } from '../../lib/resource/define-resource';
import type { ListParams } from '../../lib/resource/list-params';
import { useListParams } from '../../lib/resource/use-list-params';
import { ListViews } from '../../components/list-views/list-views';
import { useListViews } from '../../components/list-views/use-list-views';
import { useTypedValue } from '../../components/resource/use-typed-value';
import { AuditEntryDialog } from './audit-entry-dialog';
import { namespaceOf } from './namespaces';
import { staffQuery } from './staff';

const ID = /^[1-9]\d{0,9}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00`));

/** The filters the URL keeps, and what each accepts (anything else is dropped from it). */
const filterFields = [
  {
    field: 'resource',
    accepts: (value: string) => (auditResources as readonly string[]).includes(value),
  },
  { field: 'recordId', accepts: (value: string) => ID.test(value) },
  { field: 'actorId', accepts: (value: string) => ID.test(value) },
  { field: 'from', accepts: isDay },
  { field: 'to', accepts: isDay },
] as const;

/** A row of the table: the entry and the words its cells show. */
type AuditRow = {
  id: number;
  at: string;
  actorName: string;
  action: string;
  resource: string;
  recordId: number | null;
  changes: string;
};

const columns: ColumnDefinition<AuditRow>[] = [
  { field: 'at', kind: 'date', sortable: true, width: 170 },
  { field: 'action', kind: 'text', flex: 1 },
  { field: 'resource', kind: 'status', hideBelow: 'sm', width: 170 },
  { field: 'recordId', kind: 'number', hideBelow: 'sm', width: 90 },
  { field: 'actorName', kind: 'text', hideBelow: 'sm', flex: 1 },
  { field: 'changes', kind: 'text', hideBelow: 'md', flex: 2 },
];
const sortable = columns.filter((column) => column.sortable).map((column) => column.field);

/** What a saved view of the log may name (ADR 053): every column starts shown. */
const viewShape = {
  sortable,
  trash: false,
  filters: filterFields,
  columns: columns.map((column) => column.field),
  initialColumns: {},
};

/** The API's query for the list's URL state: whole local days as instants, both included. */
export function toAuditQuery(params: ListParams): AuditListQuery {
  const { resource, recordId, actorId, from, to } = params.filters;
  return {
    offset: (params.page - 1) * params.limit,
    limit: params.limit,
    sortDirection: params.sortBy === 'at' ? params.sortDirection : 'DESC',
    ...(params.search ? { search: params.search } : {}),
    ...(resource ? { resource } : {}),
    ...(recordId ? { recordId: Number(recordId) } : {}),
    ...(actorId ? { actorId: Number(actorId) } : {}),
    ...(from ? { from: new Date(`${from}T00:00:00`).toISOString() } : {}),
    ...(to ? { to: new Date(`${to}T23:59:59.999`).toISOString() } : {}),
  };
}

/** A date filter box: a whole local day, or `undefined` once emptied. */
function DayFilter({
  label,
  value,
  onChange,
  problem,
}: {
  label: string;
  value: string | undefined;
  onChange(day: string | undefined): void;
  problem?: string;
}) {
  return (
    <TextField
      size="small"
      type="date"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      error={problem !== undefined}
      helperText={problem}
      sx={{ flex: { xs: '1 1 140px', sm: '0 1 170px' } }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
    />
  );
}

/** The names of the fields an entry changed, in the words of the record's resource. */
function useChangedFields() {
  const { t, i18n } = useTranslation(['audit', 'common', 'history']);
  return useCallback(
    (entry: AuditEntry) => {
      const namespace = namespaceOf(entry.resource);
      const fields = fieldChanges(entry.before, entry.after)
        .filter((change) => change.changed)
        .map((change) => change.field);
      if (fields.length === 0) return t('audit:noFields');
      return fields.map((field) => fieldLabel(i18n, namespace, field)).join(', ');
    },
    [t, i18n],
  );
}

/**
 * `dashboard/audit-log`: every audited change, newest first, filtered by resource, record,
 * actor and dates (all kept in the URL), each entry's before and after shown as a diff.
 */
export function Component() {
  const { t } = useTranslation(['audit', 'common']);
  const permissions = usePermissions();
  const { params, setParams, setFilters } = useListParams({
    sortable,
    trash: false,
    filters: filterFields,
  });
  const setFilter = (field: string, value: string | undefined) => setFilters({ [field]: value });

  // The record and search boxes follow the URL but keep what is being typed in between.
  const commitRecord = useCallback(
    (recordId: string) => setFilters({ recordId: recordId || undefined }, { replace: true }),
    [setFilters],
  );
  const record = useTypedValue(
    params.filters.recordId ?? '',
    commitRecord,
    (typed) => typed === '' || ID.test(typed),
  );
  const recordInvalid = !record.valid;
  const commitSearch = useCallback(
    (search: string) => setParams({ search }, { replace: true }),
    [setParams],
  );
  const search = useTypedValue(params.search, commitSearch);

  const { from, to } = params.filters;
  const rangeInvalid = Boolean(from && to && from > to);
  const list = useQuery({ ...auditLogQuery(toAuditQuery(params)), enabled: !rangeInvalid });
  const canReadStaff = permissions.can('users', 'read');
  const staff = useQuery({ ...staffQuery, enabled: canReadStaff });
  const changedFields = useChangedFields();
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibility>({});
  const views = useListViews({
    list: 'audit',
    shape: viewShape,
    params,
    setParams,
    columns: columnVisibility,
    setColumns: setColumnVisibility,
  });

  const entries = useMemo(() => list.data?.rows ?? [], [list.data]);
  const rows = useMemo(
    () =>
      entries.map((entry): AuditRow => ({
        id: entry.id,
        at: entry.at,
        actorName: entry.actor?.name ?? t('audit:system'),
        action: auditActionLabel(t, entry.action),
        resource: entry.resource,
        recordId: entry.recordId,
        changes: changedFields(entry),
      })),
    [entries, t, changedFields],
  );
  const rowActions = useCallback(
    (row: AuditRow): RowAction[] => [
      {
        key: 'show',
        label: t('audit:showEntry', { id: row.id }),
        tooltip: t('audit:show'),
        icon: <VisibilityOutlinedIcon fontSize="small" />,
        onClick: () => setOpen(entries.find((entry) => entry.id === row.id) ?? null),
      },
    ],
    [entries, t],
  );

  const count = list.data?.count ?? 0;
  const filtered = Object.keys(params.filters).length > 0 || params.search !== '';
  const actorId = params.filters.actorId;
  // An actor the list does not offer (a deleted account, or not loaded yet) still shows.
  const listedStaff = staff.data ?? [];
  const actorOptions =
    actorId === undefined || listedStaff.some((option) => String(option.id) === actorId)
      ? listedStaff
      : [
          ...listedStaff,
          {
            id: Number(actorId),
            name:
              entries.find((entry) => String(entry.actorId) === actorId)?.actor?.name ??
              `#${actorId}`,
          },
        ];

  return (
    <>
      <PageHeader
        title={t('audit:title')}
        subtitle={list.data ? t('audit:count', { count }) : <Skeleton width={96} aria-hidden />}
      />
      <Card>
        <ListViews views={views} />
        <Stack
          direction="row"
          useFlexGap
          spacing={2}
          role="group"
          aria-label={t('audit:filters.label')}
          sx={{ p: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <TextField
            size="small"
            label={t('audit:filters.search')}
            placeholder={t('audit:filters.searchHint')}
            value={search.text}
            onChange={(event) => search.setText(event.target.value)}
            sx={{ flex: { xs: '1 1 100%', sm: '1 1 240px' } }}
            slotProps={{
              htmlInput: { maxLength: 100 },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <TextField
            select
            size="small"
            label={t('audit:filters.resource')}
            value={params.filters.resource ?? ''}
            onChange={(event) => setFilter('resource', event.target.value || undefined)}
            sx={{ flex: { xs: '1 1 100%', sm: '0 1 200px' } }}
          >
            <MenuItem value="">{t('audit:filters.all')}</MenuItem>
            {auditResources.map((resource) => (
              <MenuItem key={resource} value={resource}>
                {t(`audit:options.resource.${resource}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('audit:filters.recordId')}
            value={record.text}
            onChange={(event) => record.setText(event.target.value)}
            error={recordInvalid}
            helperText={recordInvalid ? t('audit:filters.recordIdInvalid') : undefined}
            sx={{ flex: { xs: '1 1 120px', sm: '0 1 140px' } }}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10, dir: 'ltr' } }}
          />
          {canReadStaff ? (
            <TextField
              select
              size="small"
              label={t('audit:filters.actorId')}
              value={actorId ?? ''}
              onChange={(event) => setFilter('actorId', event.target.value || undefined)}
              sx={{ flex: { xs: '1 1 160px', sm: '0 1 220px' } }}
            >
              <MenuItem value="">{t('audit:filters.anyone')}</MenuItem>
              {actorOptions.map((option) => (
                <MenuItem key={option.id} value={String(option.id)}>
                  {option.name}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <DayFilter
            label={t('audit:filters.from')}
            value={from}
            onChange={(day) => setFilter('from', day)}
          />
          <DayFilter
            label={t('audit:filters.to')}
            value={to}
            onChange={(day) => setFilter('to', day)}
            {...(rangeInvalid ? { problem: t('audit:filters.rangeInvalid') } : {})}
          />
          {filtered ? (
            <Button
              startIcon={<ClearIcon />}
              onClick={() => {
                record.setText('');
                search.setText('');
                setParams({ filters: {}, search: '' });
              }}
              sx={{ alignSelf: 'center' }}
            >
              {t('audit:filters.clear')}
            </Button>
          ) : null}
        </Stack>
        {list.isError ? <LoadError query={list} sx={{ mx: 2, mb: 2 }} /> : null}
        <DataTable<AuditRow>
          namespace="audit"
          label={t('audit:title')}
          columns={columns}
          rows={rangeInvalid ? [] : rows}
          rowCount={rangeInvalid ? 0 : list.data ? count : null}
          loading={list.isFetching}
          params={params}
          onParamsChange={(patch) => setParams(patch)}
          selectable={false}
          selection={[]}
          onSelectionChange={() => undefined}
          columnVisibility={columnVisibility}
          onColumnVisibilityChange={setColumnVisibility}
          rowActions={rowActions}
          emptyTitle={filtered ? t('audit:emptyFiltered') : t('audit:empty')}
          {...(filtered ? { emptyHint: t('audit:emptyHint') } : {})}
        />
      </Card>
      {open ? (
        <AuditEntryDialog
          entry={open}
          onClose={() => setOpen(null)}
          onShowRecord={(entry) => {
            setOpen(null);
            if (entry.recordId === null) return;
            record.setText(String(entry.recordId));
            setParams({
              filters: { resource: entry.resource, recordId: String(entry.recordId) },
            });
          }}
        />
      ) : null}
    </>
  );
}
