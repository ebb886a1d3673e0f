import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import * as contract from '@showroom/contract';
import { useState } from 'react';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { getErrorMessage, isApiError } from '../../lib/api-error';
import type { ActionDialogDefinition } from '../../lib/resource/row-actions';
import type { ResourceDefinition } from '../../lib/resource/define-resource';
import type { BaseRow } from '../../lib/resource/resource-api';
import { ConfirmDialog } from '../confirm-dialog';
import { FormField } from '../form/form-field';
import { StaleVersionDialog } from './stale-version-dialog';
import type { RowActions } from './use-resource-actions';

/**
 * A row action's small form in a dialog: its fields checked by its schema, server field
 * errors under the fields, any other error above them. A 409 for a stale version is
 * explained with the edit forms' reload offer where the record can be read again
 * (`onReload`; the dialog then starts again from the record as it is now). Its button
 * says what it does (`submitLabel`, the action's verb), in the error colour when the action
 * takes something away (`destructive`: reject, block).
 */
export function ActionDialog<Row>({
  dialog,
  row,
  title,
  message,
  namespace,
  submitLabel,
  destructive = false,
  onClose,
  onDone,
  onReload,
}: {
  dialog: ActionDialogDefinition<Row>;
  row: Row;
  title: string;
  /** What happens, said before the fields (e.g. that a blocked user is signed out). */
  message?: string;
  namespace: string;
  submitLabel: string;
  destructive?: boolean;
  onClose(): void;
  onDone(): void;
  /** Reads the record again, after a stale version; the dialog is then given the new `row`. */
  onReload?(): Promise<void>;
}) {
  const { t } = useTranslation('common');
  const form = useForm<FieldValues, unknown, FieldValues>({
    resolver: zodResolver(dialog.schema(contract, row) as z.ZodType<FieldValues, FieldValues>),
    defaultValues: dialog.values(row),
  });
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await dialog.submit(row, values);
      onDone();
    } catch (caught) {
      if (!isApiError(caught)) return setError(t('errors.generic'));
      if (caught.code === 'STALE_VERSION' && onReload) return setStale(true);
      for (const [field, messages] of Object.entries(caught.fieldErrors))
        form.setError(field, { type: 'server', message: messages.join(' ') });
      setError(caught.message);
    }
  });
  async function reload() {
    setStale(false);
    try {
      await onReload?.();
    } catch (caught) {
      setError(getErrorMessage(caught));
    }
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="action-dialog-title">
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <DialogTitle id="action-dialog-title">{title}</DialogTitle>
          <DialogContent>
            <Stack spacing={1} sx={{ pt: 1 }}>
              {message ? <DialogContentText>{message}</DialogContentText> : null}
              {error ? <Alert severity="error">{error}</Alert> : null}
              {dialog.fields.map((field) => (
                <FormField key={field.name} field={field} namespace={namespace} />
              ))}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('actions.cancel')}</Button>
            <Button
              type="submit"
              variant="contained"
              color={destructive ? 'error' : 'primary'}
              disabled={form.formState.isSubmitting}
            >
              {submitLabel}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
      <StaleVersionDialog
        open={stale}
        namespace={namespace}
        onKeepEditing={() => setStale(false)}
        onReload={() => void reload()}
      />
    </Dialog>
  );
}

/**
 * Asks what a pending row action needs (`useRowActions`): its small form, or whether to go
 * ahead. Titled, worded and coloured from the resource's strings: `actions.<key>` is the
 * verb on the button, `confirm.<key>.title` / `.message` / `.button` (filled with the
 * record's `title` and what the action's `confirm` returns) where the resource words them.
 */
export function RowActionPrompt<Row extends BaseRow>({
  resource,
  actions,
}: {
  resource: ResourceDefinition<Row>;
  actions: RowActions<Row>;
}) {
  const ns = resource.namespace;
  const { t } = useTranslation(['common', ns]);
  const { pending } = actions;
  if (!pending) return null;
  const { action, row } = pending;
  const verb = t(`${ns}:actions.${action.key}`);
  const values = {
    title: resource.title(row),
    ...('run' in action
      ? action.confirm?.(row, (field, value) =>
          t(`${ns}:options.${field}.${value}`, { defaultValue: value }),
        )
      : {}),
  };
  const worded = (part: 'title' | 'message' | 'button', fallback: string) =>
    t(`${ns}:confirm.${action.key}.${part}`, { ...values, defaultValue: fallback });
  const destructive = action.destructive ?? false;
  if ('dialog' in action)
    return (
      <ActionDialog
        // The record read again after a stale version starts the form again.
        key={`${row.id}:${row.version}`}
        dialog={action.dialog}
        row={row}
        namespace={ns}
        title={worded('title', `${verb}: ${values.title}`)}
        message={worded('message', '')}
        submitLabel={worded('button', verb)}
        destructive={destructive}
        onClose={actions.close}
        onDone={actions.done}
        onReload={actions.reload}
      />
    );
  return (
    <ConfirmDialog
      open
      title={worded('title', `${verb}: ${values.title}`)}
      message={worded('message', '')}
      confirmLabel={worded('button', verb)}
      destructive={destructive}
      busy={actions.running}
      onCancel={actions.close}
      onConfirm={actions.confirm}
    />
  );
}
