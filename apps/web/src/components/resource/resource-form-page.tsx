import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { zodResolver } from '@hookform/resolvers/zod';
import { resourceSchemas, type CrudResource } from '@showroom/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { getErrorMessage, isApiError } from '../../lib/api-error';
import { usePermissions } from '../../lib/auth';
import {
  deletableBy,
  editableBy,
  fieldsFor,
  formValuesOf,
  type ResourceDefinition,
} from '../../lib/resource/define-resource';
import { listHref, rememberOpenedRow } from '../../lib/resource/list-memory';
import type { BaseRow } from '../../lib/resource/resource-api';
import { BackButton } from '../back-button';
import { ConfirmDialog } from '../confirm-dialog';
import { FormCard } from '../form/form-card';
import { placeServerErrors } from '../form/server-errors';
import { PageHeader } from '../page-header';
import { useUnsavedChangesPrompt } from '../use-unsaved-changes-prompt';
import { HistoryPanel } from './history-panel';
import { RecordUnavailable } from './record-unavailable';
import { StaleVersionDialog } from './stale-version-dialog';
import { useEditedRecord } from './use-edited-record';
import { useResourceActions } from './use-resource-actions';
import { notifySuccess } from '../../lib/toast';

type FormValues = Record<string, unknown>;

/**
 * The create and edit page every resource shares: the declared fields in a
 * react-hook-form validated by the contract's zod schema (create or update), server field
 * errors under their fields, a 409 explained with a reload offer, a prompt before leaving
 * unsaved changes, and delete with confirmation and undo.
 */
export function ResourceFormPage<Row extends BaseRow>({
  resource,
}: {
  resource: ResourceDefinition<Row>;
}) {
  const { id: idParam } = useParams();
  const { t } = useTranslation(['common', resource.namespace]);
  if (idParam === undefined) return <ResourceForm resource={resource} row={null} />;
  const id = /^\d+$/.test(idParam) ? Number(idParam) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) {
    return <Alert severity="error">{t(`${resource.namespace}:sentences.notFound`)}</Alert>;
  }
  return <EditLoader resource={resource} id={id} />;
}

function EditLoader<Row extends BaseRow>({
  resource,
  id,
}: {
  resource: ResourceDefinition<Row>;
  id: number;
}) {
  const { t } = useTranslation(['common', resource.namespace]);
  const permissions = usePermissions();
  const record = useQuery(resource.api.detailQuery(id));
  const edited = useEditedRecord(record);
  if (!edited.row && (record.isPending || record.isFetching)) {
    return (
      <Card aria-busy="true">
        <CardContent>
          <Skeleton variant="text" width="40%" height={40} />
          <Skeleton variant="rounded" height={56} sx={{ my: 2 }} />
          <Skeleton variant="rounded" height={56} sx={{ my: 2 }} />
          <Skeleton variant="rounded" height={72} />
        </CardContent>
      </Card>
    );
  }
  if (!edited.row || edited.row.deletedAt) {
    const notFound =
      !record.isError || (isApiError(record.error) && record.error.code === 'NOT_FOUND');
    return (
      <RecordUnavailable
        listPath={resource.basePath}
        message={
          notFound ? t(`${resource.namespace}:sentences.notFound`) : getErrorMessage(record.error)
        }
      />
    );
  }
  // A record not edited here that has a page of its own (a sent notification) opens there.
  if (resource.viewPath && !editableBy(resource, edited.row, permissions.admin))
    return <Navigate replace to={resource.viewPath(edited.row)} />;
  // A new key after a reload resets the form to the record as it is now.
  return (
    <ResourceForm
      key={`${edited.row.id}:${edited.row.version}`}
      resource={resource}
      row={edited.row}
      reload={edited.reload}
      onDirtyChange={edited.setDirty}
    />
  );
}

function ResourceForm<Row extends BaseRow>({
  resource,
  row,
  reload,
  onDirtyChange,
}: {
  resource: ResourceDefinition<Row>;
  row: Row | null;
  /** Shows the record as the server has it now, over what is typed. */
  reload?(): Promise<void>;
  onDirtyChange?(dirty: boolean): void;
}) {
  const ns = resource.namespace;
  const { t } = useTranslation(['common', ns]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const { remove } = useResourceActions(resource);
  const editing = row !== null;
  // The form's chunk carries the contract's schemas; the list does not need them.
  const schemas = resourceSchemas[resource.permission as CrudResource];
  const schema = (editing ? schemas.update : schemas.create) as z.ZodType<FieldValues, FieldValues>;
  const fields = fieldsFor(resource.fields, editing ? 'edit' : 'create', permissions.inGroup);
  // A field the role may not set is not sent; one of the other form still sends its value.
  const left = new Set(
    resource.fields
      .filter((field) => field.group && !permissions.inGroup(field.group))
      .map((field) => field.name),
  );
  const defaultValues: FormValues = editing
    ? { ...formValuesOf(fields, row), version: row.version }
    : Object.fromEntries(
        Object.entries(resource.emptyValues as FormValues).filter(([name]) => !left.has(name)),
      );

  const form = useForm<FieldValues, unknown, FieldValues>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  });
  const { isDirty, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const prompt = useUnsavedChangesPrompt(isDirty);
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const fieldNames = new Set(fields.map((field) => field.name));

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        const saved = editing
          ? await resource.api.update(row.id, values)
          : await resource.api.create(values);
        queryClient.setQueryData(resource.api.keys.detail(saved.id), saved);
        await queryClient.invalidateQueries({ queryKey: resource.api.keys.lists() });
        notifySuccess(
          t(editing ? `${ns}:sentences.updated` : `${ns}:sentences.created`, {
            title: resource.title(saved),
            context: resource.kindOf?.(saved),
          }),
        );
        prompt.allowLeave();
        // Back to the list as it was left, the saved record in focus.
        rememberOpenedRow(resource.basePath, saved.id);
        await navigate(listHref(resource.basePath));
      } catch (error) {
        if (!isApiError(error)) {
          setFormError(t('common:errors.generic'));
          return;
        }
        if (error.code === 'STALE_VERSION') {
          setStale(true);
          return;
        }
        setFormError(
          placeServerErrors(error, fieldNames, form.setError, t('common:form.fixFields')),
        );
      }
    },
    (errors) => {
      // A rule on a value no field shows still says what is wrong, above the fields.
      const unplaced = Object.entries(errors).filter(([name]) => !fieldNames.has(name));
      setFormError(
        unplaced.length
          ? unplaced
              .map(
                ([name, error]) =>
                  `${name}: ${typeof error?.message === 'string' ? error.message : ''}`,
              )
              .join(' ')
          : null,
      );
    },
  );

  async function reloadRecord() {
    setStale(false);
    await reload?.();
  }

  const canDelete =
    editing &&
    permissions.can(resource.permission, 'delete') &&
    deletableBy(resource, row, permissions.admin);
  // A record the signed-in person may not change (a system record) is shown, not edited.
  const readOnly = editing && !editableBy(resource, row, permissions.admin);
  const locked = new Set(
    editing && permissions.admin ? (resource.lockedFields?.(row, permissions.admin) ?? []) : [],
  );
  const title = editing
    ? t(`${ns}:sentences.edit`, { title: resource.title(row), context: resource.kindOf?.(row) })
    : t(`${ns}:sentences.new`);

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            <BackButton to={resource.basePath}>{t('common:actions.backToList')}</BackButton>
            {canDelete ? (
              <Button
                color="error"
                variant="outlined"
                startIcon={<DeleteOutlineIcon />}
                onClick={() => setConfirmDelete(true)}
              >
                {t('common:actions.delete')}
              </Button>
            ) : null}
          </>
        }
      />
      <FormCard
        form={form}
        label={title}
        onSubmit={onSubmit}
        error={formError}
        readOnlyNotice={readOnly ? t(`${ns}:sentences.readOnly`) : null}
        fields={fields}
        locked={locked}
        namespace={ns}
        actions={
          <>
            <Button component={RouterLink} to={listHref(resource.basePath)}>
              {t('common:actions.cancel')}
            </Button>
            {readOnly ? null : (
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting
                  ? t('common:actions.saving')
                  : editing
                    ? t('common:actions.save')
                    : t(`${ns}:sentences.create`)}
              </Button>
            )}
          </>
        }
      />
      {editing ? (
        <HistoryPanel resource={resource.permission} recordId={row.id} namespace={ns} />
      ) : null}
      <StaleVersionDialog
        open={stale}
        namespace={ns}
        onKeepEditing={() => setStale(false)}
        onReload={() => void reloadRecord()}
      />
      <ConfirmDialog
        open={confirmDelete}
        title={t(`${ns}:sentences.deleteTitle`)}
        message={t('common:confirm.deleteMessage', { label: row ? resource.title(row) : '' })}
        confirmLabel={t('common:actions.delete')}
        destructive
        busy={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          if (!row) return;
          setConfirmDelete(false);
          remove.mutate([row.id], {
            onSuccess: ({ deleted }) => {
              if (!deleted.length) return;
              prompt.allowLeave();
              void navigate(listHref(resource.basePath));
            },
          });
        }}
      />
      {prompt.dialog}
    </>
  );
}
