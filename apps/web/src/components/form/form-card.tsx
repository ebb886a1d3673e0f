import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import type { ReactNode, SyntheticEvent } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldDefinition } from '../../lib/resource/fields';
import { FormError } from './form-error';
import { FormFieldsGrid } from './form-fields-grid';

/**
 * A declared form in its card: the form's own error above the fields, a notice when it is
 * read-only (the fields then show their values without letting them change), the fields'
 * grid, and the actions at the end of the row.
 */
export function FormCard<Values extends FieldValues>({
  form,
  label,
  onSubmit,
  error,
  readOnlyNotice,
  fields,
  locked,
  namespace,
  actions,
}: {
  form: UseFormReturn<Values>;
  /** The form's accessible name (the page title). */
  label: string;
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => Promise<void>;
  error: string | null;
  /** Shown, and the fields disabled, when the signed-in role may only read. */
  readOnlyNotice?: string | null;
  fields: readonly FieldDefinition[];
  /** Fields shown but not to be changed by the signed-in person (see `FormFieldsGrid`). */
  locked?: ReadonlySet<string>;
  namespace: string;
  actions: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <Card
        component="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label={label}
      >
        <CardContent>
          <FormError message={error} sx={{ mb: 3 }} />
          {readOnlyNotice ? (
            <Alert severity="info" sx={{ mb: 3 }}>
              {readOnlyNotice}
            </Alert>
          ) : null}
          <FormFieldsGrid
            fields={fields}
            namespace={namespace}
            disabled={Boolean(readOnlyNotice)}
            {...(locked ? { locked } : {})}
          />
          {actions ? (
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
              {actions}
            </Stack>
          ) : null}
        </CardContent>
      </Card>
    </FormProvider>
  );
}

/** A form card's submit button, which says so and waits while the save runs. */
export function SaveButton({ saving, label }: { saving: boolean; label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Button type="submit" variant="contained" disabled={saving}>
      {saving ? t('actions.saving') : (label ?? t('actions.save'))}
    </Button>
  );
}
