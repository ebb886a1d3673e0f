import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { getErrorMessage, isApiError } from '../../lib/api-error';
import { usePermissions } from '../../lib/auth';
import type { RecordFormDefinition } from '../../lib/resource/define-record-form';
import { formValuesOf } from '../../lib/resource/define-resource';
import { FormCard } from '../form/form-card';
import { placeServerErrors } from '../form/server-errors';
import { PageHeader } from '../page-header';
import { useUnsavedChangesPrompt } from '../use-unsaved-changes-prompt';
import { RecordUnavailable } from './record-unavailable';
import { StaleVersionDialog } from './stale-version-dialog';
import { useEditedRecord } from './use-edited-record';
import { notifySuccess } from '../../lib/toast';

type Row = { id: number; version: number };

/**
 * The page of a record that exists once (see `defineRecordForm`): a skeleton while it
 * loads, then its declared fields validated by the contract's schema, server field errors
 * under their fields, a 409 explained with a reload offer, and a prompt before leaving
 * unsaved changes. A save stays on the page with the saved values.
 */
export function RecordFormPage<Item extends Row, Schema extends z.ZodType>({
  record,
}: {
  record: RecordFormDefinition<Item, Schema>;
}) {
  const { t } = useTranslation(['common', record.namespace]);
  const query = useQuery({
    queryKey: record.queryKey,
    queryFn: ({ signal }) => record.get(signal),
  });
  const edited = useEditedRecord(query);
  const title = t(`${record.namespace}:title`);
  if (!edited.row && (query.isPending || query.isFetching)) {
    return (
      <>
        <PageHeader title={title} />
        <Card aria-busy="true" aria-label={t('common:loading')}>
          <CardContent>
            {[0, 1, 2, 3].map((line) => (
              <Skeleton key={line} variant="rounded" height={56} sx={{ mb: 2 }} />
            ))}
          </CardContent>
        </Card>
      </>
    );
  }
  if (!edited.row) {
    return (
      <>
        <PageHeader title={title} />
        <RecordUnavailable
          message={getErrorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  }
  // A new key after a save or a reload starts the form again from the record as it is now.
  return (
    <RecordForm<Item, Schema>
      key={edited.row.version}
      record={record}
      row={edited.row}
      title={title}
      reload={() => void edited.reload()}
      onSaved={edited.show}
      onDirtyChange={edited.setDirty}
    />
  );
}

function RecordForm<Item extends Row, Schema extends z.ZodType>({
  record,
  row,
  title,
  reload,
  onSaved,
  onDirtyChange,
}: {
  record: RecordFormDefinition<Item, Schema>;
  row: Item;
  title: string;
  reload(): void;
  onSaved(saved: Item): void;
  onDirtyChange(dirty: boolean): void;
}) {
  const ns = record.namespace;
  const { t } = useTranslation(['common', ns]);
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const readOnly = !permissions.can(record.permission, 'update');
  const defaultValues = { ...formValuesOf(record.fields, row), version: row.version };
  const form = useForm<FieldValues, unknown, FieldValues>({
    resolver: zodResolver(record.schema as z.ZodType<FieldValues, FieldValues>),
    defaultValues,
    mode: 'onTouched',
  });
  const { isDirty, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const prompt = useUnsavedChangesPrompt(isDirty);
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const fieldNames = new Set(record.fields.map((field) => field.name));

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await record.save(values);
      notifySuccess(t(`${ns}:saved`));
      // The page shows the saved record: the form starts again from it, not dirty.
      queryClient.setQueryData(record.queryKey, saved);
      onSaved(saved);
    } catch (error) {
      if (!isApiError(error)) setFormError(t('common:errors.generic'));
      else if (error.code === 'STALE_VERSION') setStale(true);
      else
        setFormError(
          placeServerErrors(error, fieldNames, form.setError, t('common:form.fixFields')),
        );
    }
  });

  return (
    <>
      <PageHeader title={title} />
      <FormCard
        form={form}
        label={title}
        onSubmit={onSubmit}
        error={formError}
        readOnlyNotice={readOnly ? t(`${ns}:readOnly`) : null}
        fields={record.fields}
        namespace={ns}
        actions={
          readOnly ? null : (
            <>
              <Button
                disabled={!isDirty || isSubmitting}
                onClick={() => {
                  setFormError(null);
                  form.reset(defaultValues);
                }}
              >
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? t('common:actions.saving') : t('common:actions.save')}
              </Button>
            </>
          )
        }
      />
      <StaleVersionDialog
        open={stale}
        namespace={ns}
        onKeepEditing={() => setStale(false)}
        onReload={() => {
          setStale(false);
          reload();
        }}
      />
      {prompt.dialog}
    </>
  );
}
