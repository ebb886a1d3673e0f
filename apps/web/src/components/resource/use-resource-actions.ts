import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { ResourceDefinition } from '../../lib/resource/define-resource';
import type { BaseRow } from '../../lib/resource/resource-api';
import { UndoToast } from './undo-toast';

/** An undo offer stays longer than the spec's 1500 ms default so there is time to reach it. */
export const UNDO_TOAST_MS = 6000;

async function settleAll(ids: number[], call: (id: number) => Promise<unknown>) {
  const results = await Promise.allSettled(ids.map((id) => call(id)));
  return ids.filter((_, index) => results[index]?.status === 'fulfilled');
}

/**
 * Delete (into the trash, with an Undo in the toast) and restore, for one record or many.
 * Every write invalidates only this resource's queries.
 */
export function useResourceActions<Row extends BaseRow>(resource: ResourceDefinition<Row>) {
  const { t } = useTranslation(['common', resource.name]);
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: resource.api.keys.all });
  const item = (count: number) =>
    count === 1 ? t(`${resource.name}:singular`) : t(`${resource.name}:title`);

  const restore = useMutation({
    mutationFn: (ids: number[]) => settleAll(ids, resource.api.restore),
    onSuccess: (restored) => {
      if (restored.length)
        toast.success(
          t('common:toasts.restored', { count: restored.length, item: item(restored.length) }),
        );
    },
    onSettled: invalidate,
  });

  const remove = useMutation({
    mutationFn: (ids: number[]) => settleAll(ids, resource.api.remove),
    onSuccess: (deleted) => {
      if (!deleted.length) return;
      toast.success(
        createElement(UndoToast, {
          message: t('common:toasts.deleted', {
            count: deleted.length,
            item: item(deleted.length),
          }),
          undoLabel: t('common:actions.undo'),
          onUndo: () => {
            toast.dismiss(`deleted:${deleted.join(',')}`);
            restore.mutate(deleted);
          },
        }),
        { toastId: `deleted:${deleted.join(',')}`, autoClose: UNDO_TOAST_MS, closeOnClick: false },
      );
    },
    onSettled: invalidate,
  });

  return { remove, restore };
}
