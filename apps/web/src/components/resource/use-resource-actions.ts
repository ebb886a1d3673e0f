import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../lib/resource/define-resource';
import type { BaseRow } from '../../lib/resource/resource-api';
import { settleEach } from '../../lib/settle';
import { notifyUndo } from './undo-toast';
import { useResourceNouns } from './use-resource-nouns';
import { notifyError, notifySuccess } from '../../lib/toast';

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
      if (failed > 0 && ids.length > 1) notifyError(t('common:toasts.notDeleted', counted(failed)));
      if (!deleted.length) return;
      notifyUndo({
        toastId: `deleted:${deleted.join(',')}`,
        message: t('common:toasts.deleted', counted(deleted.length)),
        undoLabel: t('common:actions.undo'),
        onUndo: () => restore.mutate(deleted),
      });
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
