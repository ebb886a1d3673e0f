import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HistoryIcon from '@mui/icons-material/History';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  auditEntrySchema,
  pageSchema,
  type AuditEntry,
  type AuditQuery,
  type Page,
} from '@showroom/contract';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { api } from '../../lib/api';
import { usePermissions } from '../../lib/auth';
import { LoadError } from '../data-table/load-error';
import { AuditDiff, AuditEntrySummary, HistoryNote } from './history-panel-diff';

/** What the log is asked: its filters as the API reads them (times as ISO instants). */
export type AuditListQuery = Partial<Omit<AuditQuery, 'offset' | 'limit' | 'recordIds'>> & {
  offset: number;
  limit: number;
};

const auditPage = pageSchema(auditEntrySchema);
const HISTORY_PAGE = 10;

export const auditKeys = {
  all: ['audit'] as const,
  list: (query: AuditListQuery) => ['audit', 'list', query] as const,
  history: (resource: string, recordId: number) =>
    ['audit', 'history', resource, recordId] as const,
};

export async function fetchAuditLog(
  query: AuditListQuery,
  signal?: AbortSignal,
): Promise<Page<AuditEntry>> {
  return auditPage.parse(await api.get<unknown>('/audit-log', { query, signal }));
}

/** One page of the audit log (`GET /audit-log`). */
export const auditLogQuery = (query: AuditListQuery) =>
  queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => fetchAuditLog(query, signal),
    placeholderData: keepPreviousData,
  });

/** A record's changes, newest first, a few at a time. */
const recordHistoryQuery = (resource: string, recordId: number) =>
  infiniteQueryOptions({
    queryKey: auditKeys.history(resource, recordId),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      fetchAuditLog({ resource, recordId, offset: pageParam, limit: HISTORY_PAGE }, signal),
    getNextPageParam: (last, pages) => {
      const read = pages.reduce((sum, page) => sum + page.rows.length, 0);
      return read < last.count ? read : undefined;
    },
  });

/** Where the audit log page lives; the panel links to the record's entries there. */
export const AUDIT_LOG_PATH = '/dashboard/audit-log';

export const auditLogLink = (resource: string, recordId: number) =>
  `${AUDIT_LOG_PATH}?${new URLSearchParams({ resource, recordId: String(recordId) }).toString()}`;

/** The record whose history is shown. */
type HistoryOf = {
  /** The name the audit log files the record under (usually its permission resource). */
  resource: string;
  recordId: number;
  /** The resource's i18n namespace, for field labels. */
  namespace: string;
};

function HistoryEntries({ resource, recordId, namespace }: HistoryOf) {
  const { t } = useTranslation(['history', 'common']);
  const history = useInfiniteQuery(recordHistoryQuery(resource, recordId));
  if (history.isPending)
    return (
      <Stack spacing={1} aria-busy="true" aria-label={t('history:loading')}>
        <Skeleton variant="text" width="50%" />
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="text" width="40%" />
      </Stack>
    );
  if (history.isError) return <LoadError query={history} />;
  const entries = history.data.pages.flatMap((page) => page.rows);
  if (entries.length === 0) return <HistoryNote>{t('history:none')}</HistoryNote>;
  return (
    <>
      <Stack component="ol" spacing={2} sx={{ p: 0, m: 0 }}>
        {entries.map((entry, index) => (
          <Stack
            component="li"
            key={entry.id}
            spacing={1}
            sx={{
              listStyle: 'none',
              ...(index > 0 ? { borderTop: 1, borderColor: 'divider', pt: 2 } : {}),
            }}
          >
            <AuditEntrySummary entry={entry} />
            <AuditDiff before={entry.before} after={entry.after} namespace={namespace} />
          </Stack>
        ))}
      </Stack>
      {history.hasNextPage ? (
        <Button
          sx={{ mt: 1 }}
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {history.isFetchingNextPage ? t('common:loading') : t('history:older')}
        </Button>
      ) : null}
    </>
  );
}

/**
 * A record's history on its edit page: who changed what and when, each change as a diff.
 * Collapsed at first, and read from the audit log only when opened; shown only to roles
 * that may read the audit log.
 */
export function HistoryPanel({ resource, recordId, namespace }: HistoryOf) {
  const { t } = useTranslation(['history', 'common']);
  const permissions = usePermissions();
  // The summary's id names the panel's region (the accordion reads it from the summary).
  const summaryId = useId();
  if (!permissions.can('audit', 'read')) return null;
  return (
    <Accordion
      disableGutters
      sx={{ mt: 3 }}
      slotProps={{ transition: { unmountOnExit: true }, heading: { component: 'h2' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={summaryId}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <HistoryIcon fontSize="small" color="action" />
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {t('history:title')}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <HistoryEntries resource={resource} recordId={recordId} namespace={namespace} />
        <Button component={RouterLink} to={auditLogLink(resource, recordId)} sx={{ mt: 2 }}>
          {t('history:openLog')}
        </Button>
      </AccordionDetails>
    </Accordion>
  );
}
