import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import Button from '@mui/material/Button';
import type { ResourceFacts } from '@showroom/contract';
import { resourceFactsByName, type CrudResourceName } from '@showroom/contract/resources';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../lib/auth';
import type { ResourceDefinition } from '../../lib/resource/define-resource';
import type { FieldDefinition } from '../../lib/resource/fields';
import type { ListParams } from '../../lib/resource/list-params';
import type { BaseRow } from '../../lib/resource/resource-api';
import { BULK_LIMIT } from '../resource/use-list-deletion';
import type { ListSelection } from '../resource/use-list-selection';

/** The dialog (and the contract's schemas it checks with) loads when it is first opened. */
const BulkEditDialog = lazy(() =>
  import('./bulk-edit-dialog').then(({ BulkEditDialog }) => ({ default: BulkEditDialog })),
);

/**
 * The fields the "Edit fields" dialog offers on `resource`: the facts' `bulkEdit` fields (the
 * API accepts these and no others), each edited by the declaration's `bulkFields` entry or
 * its form's field of that name, less those of a group the role is not in.
 */
function bulkFieldsOf(
  resource: ResourceDefinition,
  inGroup: (group: NonNullable<FieldDefinition['group']>) => boolean,
): FieldDefinition[] {
  // A declared resource's permission is its contract name (`defineResource`).
  const facts: ResourceFacts = resourceFactsByName[resource.permission as CrudResourceName];
  return (facts.bulkEdit ?? []).flatMap((name) => {
    const field =
      resource.bulkFields?.find((candidate) => candidate.name === name) ??
      resource.fields.find((candidate) => candidate.name === name);
    if (!field || (field.group && !inGroup(field.group))) return [];
    // Set on records that exist: no create-only starting value, no required marker.
    const { on: _on, initial: _initial, required: _required, autoFocus: _focus, ...edited } = field;
    return [{ ...edited, span: 'full' as const }];
  });
}

/**
 * Bulk edit on a list (ADR 055): the "Edit fields" button of its bulk-action bar, for a role
 * that may change the resource when it declares fields to set, and the dialog, whose result
 * offers the Undo (a button beside Close, not a timed toast behind the modal).
 */
export function useBulkEdit<Row extends BaseRow>(
  resource: ResourceDefinition<Row>,
  params: ListParams,
  selection: ListSelection,
  selectedCount: number,
) {
  const { t } = useTranslation(['bulkEdit', resource.namespace]);
  const permissions = usePermissions();
  const queryClient = useQueryClient();
  // What the dialog acts on, taken as it opens: applying clears the list's selection.
  const [open, setOpen] = useState<{ collect: () => Promise<number[]>; count: number } | null>(
    null,
  );
  const definition = resource as unknown as ResourceDefinition;
  const fields = useMemo(
    () => bulkFieldsOf(definition, permissions.inGroup),
    [definition, permissions.inGroup],
  );
  const available =
    fields.length > 0 && !params.trash && permissions.can(resource.permission, 'update');
  const invalidate = () => queryClient.invalidateQueries({ queryKey: resource.api.keys.all });

  // Written by the edit or its undo: the list reloads; the selection was what the edit took.
  function changed() {
    void invalidate();
    selection.clear();
  }

  const button = available ? (
    <Button
      size="small"
      variant="outlined"
      startIcon={<EditNoteOutlined />}
      onClick={() => {
        const { allMatching, ids } = selection;
        // Every row that matches is gathered through the list, as a bulk delete does.
        const collect = () =>
          allMatching ? resource.api.listIds(params, BULK_LIMIT) : Promise.resolve(ids);
        setOpen({ collect, count: selectedCount });
      }}
    >
      {t('bulkEdit:action')}
    </Button>
  ) : null;

  const dialog = open ? (
    <Suspense fallback={null}>
      <BulkEditDialog
        resource={definition}
        fields={fields}
        collect={open.collect}
        selectedCount={open.count}
        onChanged={changed}
        onClose={() => setOpen(null)}
      />
    </Suspense>
  ) : null;

  return { available, button, dialog };
}
