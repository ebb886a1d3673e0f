import ClearIcon from '@mui/icons-material/Clear';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AuditEntry } from '@showroom/contract';
import { auditResources } from '@showroom/contract/values';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
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
  humanize,
} from '../../components/resource/history-panel-diff';
import { usePermissions } from '../../lib/auth';
import type { ColumnDefinition } from '../../lib/resource/define-resource';
import type { ListParams } from '../../lib/resource/list-params';
import { useListParams } from '../../lib/resource/use-list-params';
import { AuditEntryDialog } from './audit-entry-dialog';
import { namespaceOf } from './namespaces';
import { staffQuery } from './staff';

const ID = /^[1-9]\d{0,9}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00`));
const RECORD_DELAY_MS = 300;

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

/** The API's query for the list's URL state: whole local days as instants, both included. */
export function toAuditQuery(params: ListParams): AuditListQuery {
  const { resource, recordId, actorId, from, to } = params.filters;
  return {
    offset: (params.page - 1) * params.limit,
    limit: params.limit,
    sortDirection: params.sortBy === 'at' ? params.sortDirection : 'DESC',
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
  const { t, i18n } = useTranslation(['audit', 'common']);
  return useCallback(
    (entry: AuditEntry) => {
      const namespace = namespaceOf(entry.resource);
      const fields = fieldChanges(entry.before, entry.after)
        .filter((change) => change.changed)
        .map((change) => change.field);
      if (fields.length === 0) return t('audit:noFields');
      return fields
        .map((field) =>
          i18n.exists(`${namespace}:fields.${field}`)
            ? t(`${namespace}:fields.${field}`)
            : humanize(field),
        )
        .join(', ');
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
  const { params, setParams } = useListParams({ sortable, trash: false, filters: filterFields });
  const setFilter = useCallback(
    (field: string, value: string | undefined, options: { replace?: boolean } = {}) =>
      setParams((current) => {
        const { [field]: _dropped, ...others } = current.filters;
        return { filters: value ? { ...others, [field]: value } : others };
      }, options),
    [setParams],
  );

  // The record box follows the URL but keeps what is being typed in between.
  const recordInUrl = params.filters.recordId ?? '';
  const [recordText, setRecordText] = useState(recordInUrl);
  const [recordSeen, setRecordSeen] = useState(recordInUrl);
  if (recordSeen !== recordInUrl) {
    setRecordSeen(recordInUrl);
    setRecordText(recordInUrl);
  }
  const recordTyped = recordText.trim();
  const recordInvalid = recordTyped !== '' && !ID.test(recordTyped);
  useEffect(() => {
    if (recordInvalid || recordTyped === recordInUrl) return;
    const timer = setTimeout(
      () => setFilter('recordId', recordTyped || undefined, { replace: true }),
      RECORD_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [recordTyped, recordInUrl, recordInvalid, setFilter]);

  const { from, to } = params.filters;
  const rangeInvalid = Boolean(from && to && from > to);
  const list = useQuery({ ...auditLogQuery(toAuditQuery(params)), enabled: !rangeInvalid });
  const canReadStaff = permissions.can('users', 'read');
  const staff = useQuery({ ...staffQuery, enabled: canReadStaff });
  const changedFields = useChangedFields();
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibility>({});

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
  const filtered = Object.keys(params.filters).length > 0;
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
        <Stack
          direction="row"
          useFlexGap
          spacing={2}
          role="group"
          aria-label={t('audit:filters.label')}
          sx={{ p: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
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
            value={recordText}
            onChange={(event) => setRecordText(event.target.value)}
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
                setRecordText('');
                setParams({ filters: {} });
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
            setRecordText(String(entry.recordId));
            setParams({
              filters: { resource: entry.resource, recordId: String(entry.recordId) },
            });
          }}
        />
      ) : null}
    </>
  );
}
