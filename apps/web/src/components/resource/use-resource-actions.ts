import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../lib/resource/define-resource';
import type { BaseRow } from '../../lib/resource/resource-api';
import { settleEach } from '../../lib/settle';
import { UndoToast } from './undo-toast';
import { useResourceNouns } from './use-resource-nouns';
import { notifySuccess, withToast } from '../../lib/toast';

/** An undo offer stays longer than the spec's 1500 ms default so there is time to reach it. */
export const UNDO_TOAST_MS = 6000;

/** At most this many delete or restore calls are in flight at once. */
const CONCURRENT_CALLS = 4;

/**
 * Delete (into the trash, with an Undo in the toast) and restore, for one record or many.
 * Every write invalidates only this resource's queries.
 */
export function useResourceActions<Row extends BaseRow>(resource: ResourceDefinition<Row>) {
  const { t } = useTranslation(['common', resource.namespace]);
  const nouns = useResourceNouns(resource.namespace);
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: resource.api.keys.all });
  const counted = (count: number) => ({ count, items: nouns.items(count) });

  const restore = useMutation({
    mutationFn: (ids: number[]) => settleEach(ids, resource.api.restore, CONCURRENT_CALLS),
    onSuccess: (restored) => {
      if (restored.length) notifySuccess(t('common:toasts.restored', counted(restored.length)));
    },
    onSettled: invalidate,
  });

  const remove = useMutation({
    mutationFn: (ids: number[]) => settleEach(ids, resource.api.remove, CONCURRENT_CALLS),
    onSuccess: (deleted, ids) => {
      const failed = ids.length - deleted.length;
      if (failed > 0 && ids.length > 1)
        withToast((toast) =>
          toast.error(t('common:toasts.notDeleted', counted(failed)), {
            toastId: `not-deleted:${ids.join(',')}`,
          }),
        );
      if (!deleted.length) return;
      const toastId = `deleted:${deleted.join(',')}`;
      withToast((toast) =>
        toast.success(
          createElement(UndoToast, {
            message: t('common:toasts.deleted', counted(deleted.length)),
            undoLabel: t('common:actions.undo'),
            onUndo: () => {
              toast.dismiss(toastId);
              restore.mutate(deleted);
            },
          }),
          { toastId, autoClose: UNDO_TOAST_MS, closeOnClick: false },
        ),
      );
    },
    onSettled: invalidate,
  });

  /** A declared row action's call; the API client shows a failure, the lists reload. */
  const runAction = useMutation({
    mutationFn: ({ run, row }: { run: (row: Row) => Promise<unknown>; row: Row }) => run(row),
    onSuccess: () => notifySuccess(t('common:toasts.done')),
    onSettled: invalidate,
  });

  return { remove, restore, runAction, invalidate };
}
