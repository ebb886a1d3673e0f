import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ImportFile, ImportJob, ImportTarget } from '@showroom/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';
import { getErrorMessage } from '../../../lib/api-error';
import { downloadCsv } from '../../../lib/csv';
import { formatList, formatNumber } from '../../../lib/format';
import { exportHeaders } from '../../../lib/resource/csv-export';
import type { ResourceDefinition } from '../../../lib/resource/define-resource';
import { readImportFile, refusedRowsCsv, refusedRowsOf } from '../../../lib/resource/import-file';
import {
  columnFilling,
  defaultMapping,
  importKeyOf,
  rememberedMapping,
  rememberMapping,
  targetLabel,
  unmappedRequired,
  type Mapping,
} from '../../../lib/resource/import-mapping';
import { useResourceNouns } from '../use-resource-nouns';

/**
 * Where the dialog stands: a file to choose, its columns to map, a job to follow. The chosen
 * file is kept: each job sends it again (ADR 062).
 */
type Chosen = { chosen: File; file: ImportFile; mapping: Mapping };
type Step =
  | { kind: 'choose'; sending: boolean; error: string | null }
  | (Chosen & { kind: 'map'; error: string | null })
  | (Chosen & { kind: 'job'; jobId: string });

const POLL_MS = 500;

/**
 * A list's CSV import (ADR 056, 062): choose a file, map its columns to fields (remembered per
 * resource), see the dry run (rows to create, to change, unchanged, refused with their row,
 * field and reason), then import with progress and see the report.
 */
export function ImportDialog({
  resource,
  onClose,
}: {
  /** What the dialog needs of a resource's declaration. */
  resource: Pick<ResourceDefinition, 'namespace' | 'permission'> & {
    api: { keys: { all: readonly unknown[] } };
  };
  onClose(): void;
}) {
  const ns = resource.namespace;
  const name = resource.permission;
  const { t } = useTranslation(['import', 'common', ns]);
  const nouns = useResourceNouns(ns);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'choose', sending: false, error: null });
  /** How much of a job's file has gone (0 to 1), null when none is on its way: its buttons wait. */
  const [sent, setSent] = useState<number | null>(null);
  const starting = sent !== null;
  const [download, setDownload] = useState({ busy: false, failed: false });

  const words = useMemo(() => {
    const headers = exportHeaders(t, ns);
    const field = (key: string) => t(`${ns}:fields.${key}`, { defaultValue: key });
    return {
      ...headers,
      field,
      emailOf: (label: string) => t('import:emailOf', { field: label }),
      byName: (label: string) => t('import:byName', { field: label }),
    };
  }, [t, ns]);

  const job = useQuery({
    queryKey: ['imports', step.kind === 'job' ? step.jobId : null],
    queryFn: ({ signal }) =>
      api.get<ImportJob>(`/imports/jobs/${step.kind === 'job' ? step.jobId : ''}`, { signal }),
    enabled: step.kind === 'job',
    refetchInterval: (query) => (query.state.data?.state === 'running' ? POLL_MS : false),
    gcTime: 0,
  });

  async function send(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setStep({ kind: 'choose', sending: true, error: null });
    let error: string | null = null;
    const file = await api.uploadFile<ImportFile>(chosen, {
      path: `/imports/${name}/file`,
      quiet: true,
      onError: (failure) => (error = failure.message),
    });
    if (!file) {
      setStep({ kind: 'choose', sending: false, error });
      return;
    }
    const mapping = defaultMapping(file.headers, file.targets, words, rememberedMapping(name));
    setStep({ kind: 'map', chosen, file, mapping, error: null });
  }

  async function start({ chosen, file, mapping }: Chosen, commit: boolean) {
    rememberMapping(name, file.headers, mapping);
    setSent(0);
    setDownload({ busy: false, failed: false });
    let error: string | null = null;
    const started = await api
      .uploadFile<ImportJob>(chosen, {
        path: `/imports/${name}/jobs`,
        fields: { columns: JSON.stringify(mapping), commit: String(commit) },
        quiet: true,
        onProgress: setSent,
        onError: (failure) => (error = failure.message),
      })
      .finally(() => setSent(null));
    if (!started) {
      setStep({ kind: 'map', chosen, file, mapping, error });
      return;
    }
    queryClient.setQueryData(['imports', started.id], started);
    setStep({ kind: 'job', chosen, file, mapping, jobId: started.id });
  }

  /** Saves the refused rows (`refusedRowsCsv`), read again from the kept file. */
  async function downloadRefused({ chosen, file }: Chosen, refused: ImportJob) {
    setDownload({ busy: true, failed: false });
    try {
      const rows = await readImportFile(chosen, file.delimiter, refusedRowsOf(refused.problems));
      const csv = refusedRowsCsv(rows, refused.problems, {
        row: t('import:row'),
        error: t('import:error'),
        reason: (problem) =>
          t('import:reasonOf', { field: fieldLabel(problem.field), reason: problem.message }),
        reasons: (list) => list.join(t('import:reasonsJoin')),
      });
      downloadCsv(`${chosen.name.replace(/\.csv$/i, '')}-${t('import:refusedFile')}.csv`, csv);
      setDownload({ busy: false, failed: false });
    } catch {
      setDownload({ busy: false, failed: true });
    }
  }

  function close() {
    // Whatever was written shows in the list now.
    if (job.data?.commit) void queryClient.invalidateQueries({ queryKey: resource.api.keys.all });
    onClose();
  }

  const running = step.kind === 'job' && job.data?.state !== 'done' && job.data?.state !== 'failed';
  const number = (value: number) => formatNumber(value);
  const fieldLabel = (field: string | null) => (field ? words.field(field) : t('import:noField'));

  return (
    <Dialog
      open
      onClose={running ? undefined : close}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="import-title"
    >
      <DialogTitle id="import-title">{t('import:title', { items: nouns.plural })}</DialogTitle>
      <DialogContent dividers>
        {step.kind === 'choose' ? (
          <Stack spacing={2}>
            <DialogContentText>
              {t('import:intro', {
                key: words.field(importKeyOf(name) ?? 'id'),
                items: nouns.plural,
              })}
            </DialogContentText>
            {step.error ? <Alert severity="error">{step.error}</Alert> : null}
            <Box>
              <Button
                variant="contained"
                component="label"
                startIcon={<UploadFileIcon />}
                disabled={step.sending}
              >
                {t('import:choose')}
                <input
                  hidden
                  type="file"
                  accept=".csv,text/csv"
                  onChange={(event) => void send(event)}
                />
              </Button>
            </Box>
            {step.sending ? <LinearProgress aria-label={t('import:sending')} /> : null}
          </Stack>
        ) : null}
        {step.kind === 'map' ? (
          <MappingTable
            file={step.file}
            mapping={step.mapping}
            error={step.error}
            notice={
              <RequiredFieldsNotice
                chosen={step.chosen}
                file={step.file}
                mapping={step.mapping}
                fieldLabel={words.field}
              />
            }
            label={(target) => targetLabel(target, words)}
            onChange={(mapping) => setStep({ ...step, mapping, error: null })}
          />
        ) : null}
        {step.kind === 'job' ? (
          <JobView
            job={job.data}
            error={job.isError ? getErrorMessage(job.error) : null}
            fieldLabel={fieldLabel}
            number={number}
            download={{
              ...download,
              start: () => job.data && void downloadRefused(step, job.data),
            }}
          />
        ) : null}
        {sent === null ? null : (
          <LinearProgress
            variant="determinate"
            value={sent * 100}
            aria-label={t('import:sending')}
            sx={{ mt: 2 }}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {step.kind === 'map' ? (
          <>
            <Button onClick={() => setStep({ kind: 'choose', sending: false, error: null })}>
              {t('import:chooseAnother')}
            </Button>
            <Button onClick={close}>{t('common:actions.cancel')}</Button>
            <Button
              variant="contained"
              disabled={starting || step.mapping.every((key) => key === null)}
              onClick={() => void start(step, false)}
            >
              {t('import:check')}
            </Button>
          </>
        ) : null}
        {step.kind === 'job' && job.data && !running ? (
          <>
            {!job.data.commit ? (
              <>
                <Button onClick={() => setStep({ ...step, kind: 'map', error: null })}>
                  {t('import:changeMapping')}
                </Button>
                <Button onClick={() => setStep({ kind: 'choose', sending: false, error: null })}>
                  {t('import:chooseAnother')}
                </Button>
              </>
            ) : null}
            <Button onClick={close} variant={job.data.commit ? 'contained' : 'text'}>
              {t(job.data.commit ? 'import:close' : 'common:actions.cancel')}
            </Button>
            {!job.data.commit && job.data.state === 'done' ? (
              <Button
                variant="contained"
                disabled={starting || job.data.counts.create + job.data.counts.update === 0}
                onClick={() => void start(step, true)}
              >
                {t('import:commit', { count: job.data.counts.create + job.data.counts.update })}
              </Button>
            ) : null}
          </>
        ) : null}
        {step.kind === 'choose' ? (
          <Button onClick={close}>{t('common:actions.cancel')}</Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

/** Per chosen file, the columns some row leaves empty: a file is read once, in a worker. */
const blankColumns = new WeakMap<File, Promise<boolean[]>>();

/**
 * Whether some row of `chosen` leaves each column empty: `reading` until the file is read, and
 * `unknown` when it is not asked for (no file) or cannot be read (the check reads it again).
 */
function useBlankColumns(
  chosen: File | null,
  delimiter: ImportFile['delimiter'],
): boolean[] | 'reading' | 'unknown' {
  const [read, setRead] = useState<{ chosen: File; blank: boolean[] | 'unknown' } | null>(null);
  useEffect(() => {
    if (!chosen) return;
    let current = true;
    let reading = blankColumns.get(chosen);
    if (!reading) {
      reading = readImportFile(chosen, delimiter).then((rows) => rows.blank);
      blankColumns.set(chosen, reading);
    }
    reading.then(
      (blank) => current && setRead({ chosen, blank }),
      () => current && setRead({ chosen, blank: 'unknown' }),
    );
    return () => {
      current = false;
    };
  }, [chosen, delimiter]);
  if (!chosen) return 'unknown';
  return read?.chosen === chosen ? read.blank : 'reading';
}

/**
 * The fields a new record needs (the API's targets say which) that no column fills, by label,
 * before the check refuses every new row for them; a file whose every row names a record by its
 * id only changes records, and is told so instead.
 */
function RequiredFieldsNotice({
  chosen,
  file,
  mapping,
  fieldLabel,
}: {
  chosen: File;
  file: ImportFile;
  mapping: Mapping;
  fieldLabel(field: string): string;
}) {
  const { t } = useTranslation('import');
  const missing = unmappedRequired(file.targets, mapping);
  const keyColumn = columnFilling(file.targets, mapping, file.key);
  // A row with an id changes that record or is refused: it never creates one.
  const byId = file.key === 'id' && keyColumn >= 0;
  const blank = useBlankColumns(missing.length > 0 && byId ? chosen : null, file.delimiter);
  // Said once the file is read: a warning first, then "only changes records", would flicker.
  if (missing.length === 0 || blank === 'reading') return null;
  const words = { fields: formatList(missing.map(fieldLabel)), key: fieldLabel(file.key) };
  if (Array.isArray(blank) && blank[keyColumn] === false)
    return (
      <Alert severity="info" role="status">
        {t('updateOnly', words)}
      </Alert>
    );
  return (
    <Alert severity="warning" role="status">
      {t(keyColumn >= 0 ? 'missingForSome' : 'missingForNew', words)}
    </Alert>
  );
}

function MappingTable({
  file,
  mapping,
  error,
  notice,
  label,
  onChange,
}: {
  file: ImportFile;
  mapping: Mapping;
  error: string | null;
  /** What the mapping leaves a new record without, said before the check. */
  notice: ReactNode;
  label(target: ImportTarget): string;
  onChange(mapping: Mapping): void;
}) {
  const { t } = useTranslation('import');
  const [first] = file.preview;
  return (
    <Stack spacing={2}>
      <Typography>{t('fileSummary', { name: file.name, columns: file.headers.length })}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('mapHint')}
      </Typography>
      {notice}
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Box sx={{ overflowX: 'auto' }}>
        {/* On a phone the columns share the width as set, and a long field name is cut with
            an ellipsis in its box rather than pushing the table past the screen's edge. */}
        <Table
          size="small"
          aria-label={t('field')}
          sx={{ tableLayout: { xs: 'fixed', sm: 'auto' } }}
        >
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: { xs: '38%', sm: 'auto' } }}>{t('column')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('example')}
              </TableCell>
              <TableCell>{t('field')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {file.headers.map((header, index) => {
              const taken = new Set(mapping.filter((key, at) => key !== null && at !== index));
              const id = `import-column-${index}`;
              return (
                <TableRow key={id}>
                  <TableCell
                    component="th"
                    scope="row"
                    id={`${id}-header`}
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {header || `#${index + 1}`}
                  </TableCell>
                  <TableCell
                    sx={{
                      display: { xs: 'none', sm: 'table-cell' },
                      maxWidth: 220,
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {first?.[index] ?? ''}
                  </TableCell>
                  <TableCell sx={{ minWidth: { sm: 180 } }}>
                    <TextField
                      select
                      size="small"
                      fullWidth
                      value={mapping[index] ?? ''}
                      slotProps={{ select: { displayEmpty: true, labelId: `${id}-header` } }}
                      onChange={(event) => {
                        const next = [...mapping];
                        next[index] = event.target.value === '' ? null : event.target.value;
                        onChange(next);
                      }}
                    >
                      <MenuItem value="">
                        <em>{t('leaveOut')}</em>
                      </MenuItem>
                      {file.targets.map((target) => (
                        <MenuItem
                          key={target.key}
                          value={target.key}
                          disabled={taken.has(target.key)}
                        >
                          {target.required
                            ? t('required', { field: label(target) })
                            : label(target)}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </Stack>
  );
}

function JobView({
  job,
  error,
  fieldLabel,
  number,
  download,
}: {
  job: ImportJob | undefined;
  error: string | null;
  fieldLabel(field: string | null): string;
  number(value: number): string;
  /** The refused rows as a file: on its way, failed, and how to start it. */
  download: { busy: boolean; failed: boolean; start(): void };
}) {
  const { t } = useTranslation('import');
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!job) return <LinearProgress aria-label={t('progress')} />;
  const { counts } = job;
  if (job.state === 'running')
    return (
      <Stack spacing={1}>
        <Typography role="status">
          {t(job.commit ? 'importing' : 'checking', { rows: number(counts.rows) })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={Math.round(job.progress * 100)}
          aria-label={t('progress')}
        />
      </Stack>
    );
  if (job.state === 'failed')
    return (
      <Alert severity="error" role="alert">
        {job.error ?? t('failed')}
      </Alert>
    );
  const chips = job.commit
    ? [t('created', { count: counts.create }), t('updated', { count: counts.update })]
    : [t('toCreate', { count: counts.create }), t('toUpdate', { count: counts.update })];
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h3" role="status">
        {t(job.commit ? 'done' : 'checked')}
      </Typography>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
        component="ul"
        aria-label={t('checked')}
      >
        {[
          ...chips,
          t('unchanged', { count: counts.unchanged }),
          t('refusedCount', { count: counts.refused }),
        ].map((text, index) => (
          <Chip
            key={text}
            component="li"
            label={text}
            variant="outlined"
            color={index === 3 && counts.refused > 0 ? 'error' : 'default'}
          />
        ))}
      </Stack>
      {!job.commit && counts.create + counts.update === 0 ? (
        <Alert severity="info">{t('nothingToImport')}</Alert>
      ) : null}
      {job.problems.length > 0 ? (
        <Box>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
          >
            <Typography variant="subtitle1" component="h4" id="import-problems">
              {t('problems')}
            </Typography>
            <Button
              size="small"
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={download.busy}
              onClick={download.start}
            >
              {t('downloadRefused')}
            </Button>
          </Stack>
          {download.failed ? (
            <Alert severity="error" sx={{ my: 1 }}>
              {t('downloadFailed')}
            </Alert>
          ) : null}
          <Box sx={{ overflowX: 'auto', maxHeight: 360 }}>
            <Table size="small" stickyHeader aria-labelledby="import-problems">
              <TableHead>
                <TableRow>
                  <TableCell>{t('row')}</TableCell>
                  <TableCell>{t('field')}</TableCell>
                  <TableCell>{t('reason')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {job.problems.map((problem, index) => (
                  <TableRow key={`${problem.row}-${index}`}>
                    <TableCell>{number(problem.row)}</TableCell>
                    <TableCell>{fieldLabel(problem.field)}</TableCell>
                    <TableCell>{problem.message}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          {job.problemsLeftOut > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('listedOnly', { count: job.problems.length })}
            </Typography>
          ) : null}
        </Box>
      ) : null}
    </Stack>
  );
}
