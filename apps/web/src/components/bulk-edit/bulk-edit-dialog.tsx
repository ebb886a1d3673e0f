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
  type BulkEditResult,
  type CrudResourceName,
} from '@showroom/contract';
import { useState } from 'react';
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
  | { kind: 'done'; result: BulkEditResult };

/**
 * Setting fields on the selected records (ADR 055): pick the fields and their values (the
 * form's own inputs), see what would change and what would be refused and why, apply, and
 * read what was done and refused. The records the preview looked at are the ones applied
 * to, each refused if someone changed it since; both go `BULK_EDIT_MAX` records a request,
 * with a bar that shows how far they are.
 */
export function BulkEditDialog({
  resource,
  fields,
  collect,
  selectedCount,
  onApplied,
  onClose,
}: {
  resource: ResourceDefinition;
  fields: FieldDefinition[];
  /** The ids of the selected records (every row that matches, read through the list). */
  collect(): Promise<number[]>;
  selectedCount: number;
  onApplied(result: BulkEditResult): void;
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
    setStep({ kind: 'done', result });
    onApplied(result);
  }

  const toggle = (name: string, on: boolean) => {
    setError(null);
    setChosen((current) =>
      on
        ? fields.map((f) => f.name).filter((f) => f === name || current.includes(f))
        : current.filter((f) => f !== name),
    );
  };

  const refusedList = (result: BulkEditResult) =>
    result.refused.length > 0 ? (
      <Box
        component="section"
        aria-label={t('bulkEdit:refusedList')}
        sx={{
          maxHeight: 240,
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <List dense disablePadding>
          {result.refused.map((refusal) => (
            <ListItem key={refusal.id} divider>
              <ListItemText
                primary={refusal.name ?? t('bulkEdit:record', { id: refusal.id })}
                secondary={refusal.message}
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
        {refusedList(result)}
      </Stack>
    );
  };

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
                {busy
                  ? t('bulkEdit:applying')
                  : t('bulkEdit:apply', { items: items(step.result.done.length) })}
              </Button>
            ) : null}
          </>
        ) : null}
        {step.kind === 'done' ? (
          <Button variant="contained" onClick={onClose} autoFocus>
            {t('bulkEdit:close')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
