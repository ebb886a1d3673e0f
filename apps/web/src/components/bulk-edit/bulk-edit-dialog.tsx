import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  bulkEditSetSchema,
  m,
  undoableOf,
  type BulkEditResult,
  type CrudResourceName,
} from '@showroom/contract';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error';
import type { ResourceDefinition } from '../../lib/resource/define-resource';
import type { FieldDefinition } from '../../lib/resource/fields';
import { startingValue } from '../../lib/resource/starting-values';
import { FormField } from '../form/form-field';
import { useResourceNouns } from '../resource/use-resource-nouns';
import { inChunks } from './in-chunks';

type Step =
  | { kind: 'choose' }
  | { kind: 'preview'; set: Record<string, unknown>; result: BulkEditResult }
  /** Applied; `undone` is what its Undo put back, once asked. */
  | { kind: 'done'; result: BulkEditResult; undone: BulkEditResult | null };

/** A record named in a list: a refusal, or a change Undo cannot take back. */
type NamedRecord = { id: number; name: string | null; message: string };

/**
 * Setting fields on the selected records (ADR 055): pick the fields and their values (the
 * form's own inputs), see what would change, what would be refused and what Undo could not
 * put back, and why, apply, read what was done and refused, and undo it from here. The records
 * the preview looked at are the ones applied to, each refused if someone changed it since;
 * all go `BULK_EDIT_MAX` records a request, with a bar that shows how far they are.
 */
export function BulkEditDialog({
  resource,
  fields,
  collect,
  selectedCount,
  onChanged,
  onClose,
}: {
  resource: ResourceDefinition;
  fields: FieldDefinition[];
  /** The ids of the selected records (every row that matches, read through the list). */
  collect(): Promise<number[]>;
  selectedCount: number;
  /** Records were written, by the edit or its undo. */
  onChanged(result: BulkEditResult): void;
  onClose(): void;
}) {
  const ns = resource.namespace;
  const { t } = useTranslation(['bulkEdit', 'common', ns]);
  const nouns = useResourceNouns(ns);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const form = useForm({
    defaultValues: Object.fromEntries(fields.map((field) => [field.name, startingValue(field)])),
  });
  const [chosen, setChosen] = useState<string[]>([]);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [busy, setBusy] = useState(false);
  // How many records the requests under way have covered, of how many.
  const [progress, setProgress] = useState<{ sent: number; of: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const items = (count: number) => nouns.items(count);
  const closeButton = useRef<HTMLButtonElement>(null);
  const undone = step.kind === 'done' ? step.undone : null;
  // What the result's Undo would put back: none once it has been used.
  const undoable = step.kind === 'done' && !step.undone ? undoableOf(step.result) : [];
  // The Undo button is gone once used: Close takes the focus it had.
  useEffect(() => {
    if (undone) closeButton.current?.focus();
  }, [undone]);

  /** The chosen fields' values, once the contract's checks pass; their errors otherwise. */
  function chosenValues(): Record<string, unknown> | null {
    form.clearErrors();
    if (chosen.length === 0) {
      setError(t('bulkEdit:chooseField'));
      return null;
    }
    const values = form.getValues();
    const set = Object.fromEntries(chosen.map((name) => [name, values[name]]));
    let valid = true;
    for (const name of chosen) {
      if (set[name] === undefined || set[name] === null) {
        form.setError(name, { type: 'required', message: m('validation.required') });
        valid = false;
      }
    }
    const checked = bulkEditSetSchema(resource.permission as CrudResourceName).safeParse(set);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const [field] = issue.path;
        if (typeof field === 'string')
          form.setError(field, { type: 'schema', message: issue.message });
      }
      valid = false;
    }
    return valid ? set : null;
  }

  /** Shows a failed request's message, its field errors under the chosen fields. */
  function showError(caught: unknown) {
    if (!isApiError(caught)) {
      setError(t('common:errors.generic'));
      return;
    }
    for (const [path, messages] of Object.entries(caught.fieldErrors)) {
      const field = path.replace(/^set\./, '');
      if (chosen.includes(field))
        form.setError(field, { type: 'server', message: messages.join(' ') });
    }
    setError(caught.message);
  }

  /** Sends `items` a request at a time, the bar following. */
  async function send<T>(
    items: readonly T[],
    dryRun: boolean,
    request: (chunk: T[]) => Promise<BulkEditResult>,
  ) {
    setProgress({ sent: 0, of: items.length });
    try {
      return await inChunks(items, dryRun, request, (sent) =>
        setProgress({ sent, of: items.length }),
      );
    } finally {
      setProgress(null);
    }
  }

  async function preview() {
    const set = chosenValues();
    if (!set) return;
    setBusy(true);
    setError(null);
    try {
      const ids = await collect();
      const { result, error: failure } = await send(ids, true, (chunk) =>
        resource.api.bulkEdit({ selection: { ids: chunk }, set, dryRun: true }),
      );
      if (failure) showError(failure);
      else setStep({ kind: 'preview', set, result });
    } catch (caught) {
      showError(caught);
    } finally {
      setBusy(false);
    }
  }

  async function apply(set: Record<string, unknown>, looked: BulkEditResult) {
    setBusy(true);
    setError(null);
    // The records the preview looked at, each at the version it saw.
    const { result, error: failure } = await send(looked.records, false, (chunk) =>
      resource.api.bulkEdit({ selection: { records: chunk }, set }),
    );
    setBusy(false);
    if (failure) showError(failure);
    setStep({ kind: 'done', result, undone: null });
    onChanged(result);
  }

  /** Puts back each record the edit changed that Undo can put back, as the edit found it. */
  async function undo(applied: BulkEditResult) {
    setBusy(true);
    setError(null);
    const { result, error: failure } = await send(undoable, false, (chunk) =>
      resource.api.bulkUndo({
        records: chunk.map(({ id, version, previous }) => ({ id, version, set: previous })),
      }),
    );
    setBusy(false);
    if (failure) showError(failure);
    setStep({ kind: 'done', result: applied, undone: result });
    onChanged(result);
  }

  const toggle = (name: string, on: boolean) => {
    setError(null);
    setChosen((current) =>
      on
        ? fields.map((f) => f.name).filter((f) => f === name || current.includes(f))
        : current.filter((f) => f !== name),
    );
  };

  const recordList = (records: NamedRecord[], label: string) =>
    records.length > 0 ? (
      <Box
        component="section"
        aria-label={label}
        sx={{
          maxHeight: 240,
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <List dense disablePadding>
          {records.map((record) => (
            <ListItem key={record.id} divider>
              <ListItemText
                primary={record.name ?? t('bulkEdit:record', { id: record.id })}
                secondary={record.message}
              />
            </ListItem>
          ))}
        </List>
      </Box>
    ) : null;

  const summary = (result: BulkEditResult, done: boolean) => {
    const changed = result.done.length;
    const lines = [
      changed > 0
        ? t(done ? 'bulkEdit:changed' : 'bulkEdit:willChange', { items: items(changed) })
        : t(done ? 'bulkEdit:nothingChanged' : 'bulkEdit:nothingWillChange'),
      ...(result.unchanged > 0
        ? [t('bulkEdit:unchanged', { items: items(result.unchanged) })]
        : []),
    ];
    return (
      <Stack spacing={1.5}>
        <Alert severity={changed > 0 ? 'success' : 'info'} role="status">
          {lines.map((line) => (
            <Typography key={line} variant="body2">
              {line}
            </Typography>
          ))}
        </Alert>
        {result.refused.length > 0 ? (
          <Typography variant="subtitle2" component="p">
            {t(done ? 'bulkEdit:refused' : 'bulkEdit:willBeRefused', {
              items: items(result.refused.length),
            })}
          </Typography>
        ) : null}
        {recordList(result.refused, t('bulkEdit:refusedList'))}
        {oneWay(result)}
      </Stack>
    );
  };

  /** What Undo could not put back, said before the change is applied and after. */
  const oneWay = (result: BulkEditResult) => {
    const count = result.oneWay.length;
    if (count === 0) return null;
    const rest = result.done.length - count;
    return (
      <>
        <Alert severity="warning">
          {rest === 0
            ? t('bulkEdit:oneWayAll', { items: items(count) })
            : t('bulkEdit:oneWaySome', { items: items(count), rest: items(rest) })}
        </Alert>
        {recordList(result.oneWay, t('bulkEdit:oneWayList'))}
      </>
    );
  };

  /** What Undo put back, and what it could not. */
  const undoSummary = (result: BulkEditResult) => (
    <Stack spacing={1.5}>
      {result.done.length > 0 ? (
        <Alert severity="success" role="status">
          {t('bulkEdit:undone', { items: items(result.done.length) })}
        </Alert>
      ) : null}
      {result.refused.length > 0 ? (
        <Typography variant="subtitle2" component="p" role="status">
          {t('bulkEdit:notPutBack', { items: items(result.refused.length) })}
        </Typography>
      ) : null}
      {recordList(result.refused, t('bulkEdit:notPutBackList'))}
    </Stack>
  );

  /** Apply, saying so when Undo could not put all or some of it back. */
  const applyLabel = (result: BulkEditResult) => {
    const changing = items(result.done.length);
    const oneWayCount = result.oneWay.length;
    if (oneWayCount === 0) return t('bulkEdit:apply', { items: changing });
    if (oneWayCount === result.done.length) return t('bulkEdit:applyOneWay', { items: changing });
    return t('bulkEdit:applySomeOneWay', { items: changing, oneWay: oneWayCount });
  };

  /** Undo, naming how many it puts back when it cannot put back them all. */
  const undoLabel = (result: BulkEditResult) =>
    undoable.length === result.done.length
      ? t('common:actions.undo')
      : t('bulkEdit:undoSome', { items: items(undoable.length) });

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
      aria-labelledby="bulk-edit-title"
    >
      <DialogTitle id="bulk-edit-title">
        {t('bulkEdit:title', { items: items(selectedCount) })}
      </DialogTitle>
      {busy ? (
        <LinearProgress
          aria-label={t('common:loading')}
          {...(progress && progress.of > 0
            ? { variant: 'determinate' as const, value: (100 * progress.sent) / progress.of }
            : {})}
        />
      ) : null}
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          {step.kind === 'choose' ? (
            <FormProvider {...form}>
              <form
                noValidate
                id="bulk-edit-form"
                onSubmit={(event) => {
                  event.preventDefault();
                  void preview();
                }}
              >
                <DialogContentText sx={{ mb: 2 }}>{t('bulkEdit:intro')}</DialogContentText>
                <FormGroup aria-label={t('bulkEdit:fields')}>
                  {fields.map((field) => {
                    const label = t(`${ns}:fields.${field.name}`);
                    const on = chosen.includes(field.name);
                    return (
                      <Box key={field.name} sx={{ mb: on ? 1 : 0 }}>
                        <FormControlLabel
                          control={
                            <Checkbox
                              checked={on}
                              onChange={(event) => toggle(field.name, event.target.checked)}
                            />
                          }
                          label={t('bulkEdit:change', { field: label })}
                        />
                        {on ? (
                          <Box sx={{ pl: 4, pt: 1 }}>
                            <FormField field={field} namespace={ns} />
                          </Box>
                        ) : null}
                      </Box>
                    );
                  })}
                </FormGroup>
              </form>
            </FormProvider>
          ) : (
            summary(step.result, step.kind === 'done')
          )}
          {undone ? undoSummary(undone) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {step.kind === 'choose' ? (
          <>
            <Button onClick={onClose} disabled={busy}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" form="bulk-edit-form" variant="contained" disabled={busy}>
              {busy ? t('bulkEdit:checking') : t('bulkEdit:preview')}
            </Button>
          </>
        ) : null}
        {step.kind === 'preview' ? (
          <>
            <Button onClick={() => setStep({ kind: 'choose' })} disabled={busy}>
              {t('bulkEdit:back')}
            </Button>
            {step.result.done.length > 0 ? (
              <Button
                variant="contained"
                disabled={busy}
                onClick={() => void apply(step.set, step.result)}
              >
                {busy ? t('bulkEdit:applying') : applyLabel(step.result)}
              </Button>
            ) : null}
          </>
        ) : null}
        {step.kind === 'done' ? (
          <>
            {undoable.length > 0 ? (
              <Button disabled={busy} onClick={() => void undo(step.result)}>
                {busy ? t('bulkEdit:undoing') : undoLabel(step.result)}
              </Button>
            ) : null}
            <Button
              ref={closeButton}
              variant="contained"
              onClick={onClose}
              disabled={busy}
              autoFocus
            >
              {t('bulkEdit:close')}
            </Button>
          </>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
