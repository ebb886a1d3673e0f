import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RestoreIcon from '@mui/icons-material/RestoreOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../lib/auth';
import {
  deletableBy,
  editableBy,
  editPath,
  type ResourceDefinition,
} from '../../lib/resource/define-resource';
import { rememberOpenedRow } from '../../lib/resource/list-memory';
import { showsOn } from '../../lib/resource/row-actions';
import type { BaseRow } from '../../lib/resource/resource-api';
import type { RowAction } from '../data-table/data-table';
import type { RowActionPrompt as RowActionPromptComponent } from './action-dialog';
import { useRowActions } from './use-resource-actions';

/** A row action's form or confirmation (with the form library), loaded when one is first opened. */
const RowActionPrompt = lazy(() =>
  import('./action-dialog').then(({ RowActionPrompt }) => ({ default: RowActionPrompt })),
) as typeof RowActionPromptComponent;

/**
 * A list row's actions as the role may use them: in the trash, restore; otherwise the
 * declared actions (a link, a call asked first or not, a small form: `useRowActions`), edit (or view, for a
 * record kept as it is) and delete. A link remembers the row it opens, so the list focuses
 * it on the way back. `dialogs` (an action's form, its question) are to be rendered.
 */
export function useListRowActions<Row extends BaseRow>(
  resource: ResourceDefinition<Row>,
  {
    trash,
    canUpdate,
    canDelete,
    onDelete,
    onRestore,
  }: {
    trash: boolean;
    canUpdate: boolean;
    canDelete: boolean;
    onDelete(row: Row): void;
    onRestore(ids: number[]): void;
  },
) {
  const ns = resource.namespace;
  const { t } = useTranslation(['common', ns]);
  const permissions = usePermissions();
  const declared = useRowActions(resource);
  const startAction = declared.start;
  // The declared row actions the role may use.
  const declaredActions = useMemo(
    () =>
      (resource.rowActions ?? []).filter(
        (action) =>
          permissions.can(resource.permission, action.action) &&
          (!action.group || permissions.inGroup(action.group)),
      ),
    [resource, permissions],
  );

  const rowActions = useCallback(
    (row: Row): RowAction[] => {
      const title = resource.title(row);
      if (trash) {
        return canDelete && deletableBy(resource, row, permissions.admin)
          ? [
              {
                key: 'restore',
                label: `${t('common:actions.restore')} ${title}`,
                tooltip: t('common:actions.restore'),
                icon: <RestoreIcon fontSize="small" />,
                onClick: () => onRestore([row.id]),
              },
            ]
          : [];
      }
      const opens = (to: string) => ({
        to,
        onClick: () => rememberOpenedRow(resource.basePath, row.id),
      });
      const actions: RowAction[] = declaredActions
        .filter((action) => showsOn(action, row, permissions.admin))
        .map((action) => ({
          key: action.key,
          label: `${t(`${ns}:actions.${action.key}`)} ${title}`,
          tooltip: t(`${ns}:actions.${action.key}`),
          icon: <action.icon fontSize="small" />,
          ...(action.destructive ? { destructive: true } : {}),
          ...('to' in action ? opens(action.to(row)) : { onClick: () => startAction(action, row) }),
        }));
      const editable = editableBy(resource, row, permissions.admin);
      if (canUpdate)
        actions.push({
          key: editable ? 'edit' : 'view',
          label: `${t(editable ? 'common:actions.edit' : 'common:actions.view')} ${title}`,
          tooltip: t(editable ? 'common:actions.edit' : 'common:actions.view'),
          icon: editable ? (
            <EditOutlinedIcon fontSize="small" />
          ) : (
            <VisibilityOutlinedIcon fontSize="small" />
          ),
          // A record kept as it is opens in its own view where it has one.
          ...opens((!editable && resource.viewPath?.(row)) || editPath(resource, row.id)),
        });
      if (canDelete && deletableBy(resource, row, permissions.admin))
        actions.push({
          key: 'delete',
          label: `${t('common:actions.delete')} ${title}`,
          tooltip: t('common:actions.delete'),
          icon: <DeleteOutlineIcon fontSize="small" />,
          destructive: true,
          onClick: () => onDelete(row),
        });
      return actions;
    },
    [
      canDelete,
      canUpdate,
      trash,
      resource,
      onRestore,
      onDelete,
      t,
      ns,
      declaredActions,
      startAction,
      permissions.admin,
    ],
  );
  const hasRowActions = trash ? canDelete : canUpdate || canDelete || declaredActions.length > 0;

  const dialogs = declared.pending ? (
    <Suspense fallback={null}>
      <RowActionPrompt resource={resource} actions={declared} />
    </Suspense>
  ) : null;

  return { rowActions: hasRowActions ? rowActions : undefined, dialogs };
}
