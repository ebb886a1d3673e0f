import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import * as contract from '@showroom/contract';
import { useState } from 'react';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../lib/api-error';
import type { ActionDialogDefinition } from '../../lib/resource/row-actions';
import { FormField } from '../form/form-field';

/**
 * A row action's small form in a dialog: its fields checked by its schema, server field
 * errors under the fields, any other error (a stale version, say) above them.
 */
export function ActionDialog<Row>({
  dialog,
  row,
  title,
  namespace,
  onClose,
  onDone,
}: {
  dialog: ActionDialogDefinition<Row>;
  row: Row;
  title: string;
  namespace: string;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation('common');
  const form = useForm<FieldValues, unknown, FieldValues>({
    resolver: zodResolver(dialog.schema(contract) as z.ZodType<FieldValues, FieldValues>),
    defaultValues: dialog.values(row),
  });
  const [error, setError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await dialog.submit(row, values);
      onDone();
    } catch (caught) {
      if (!isApiError(caught)) return setError(t('errors.generic'));
      for (const [field, messages] of Object.entries(caught.fieldErrors))
        form.setError(field, { type: 'server', message: messages.join(' ') });
      setError(caught.message);
    }
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="action-dialog-title">
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <DialogTitle id="action-dialog-title">{title}</DialogTitle>
          <DialogContent>
            <Stack spacing={1} sx={{ pt: 1 }}>
              {error ? <Alert severity="error">{error}</Alert> : null}
              {dialog.fields.map((field) => (
                <FormField key={field.name} field={field} namespace={namespace} />
              ))}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('actions.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? t('actions.saving') : t('actions.save')}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
