import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../lib/auth';
import type { ResourceDefinition } from '../../lib/resource/define-resource';
import type { BaseRow } from '../../lib/resource/resource-api';
import { showsOn, type RowActionDefinition } from '../../lib/resource/row-actions';
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
    // One record's refusal is the API client's toast; many records' are one toast, with the
    // first reason (a brand cars are on, say), not a toast for each.
    mutationFn: async (ids: number[]) => {
      const many = ids.length > 1;
      let reason = null as string | null;
      const deleted = await settleEach(
        ids,
        (id) =>
          resource.api.remove(id, many).catch((error: unknown) => {
            reason ??= error instanceof Error ? error.message : null;
            throw error;
          }),
        CONCURRENT_CALLS,
      );
      return { deleted, reason };
    },
    onSuccess: ({ deleted, reason }, ids) => {
      const failed = ids.length - deleted.length;
      if (failed > 0 && ids.length > 1) {
        notifyError([t('common:toasts.notDeleted', counted(failed)), reason].join(' ').trim());
      }
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

  return { remove, restore, invalidate };
}

/** A declared action that asks something first: its small form, or a confirmation. */
export type PromptedAction<Row> = Exclude<RowActionDefinition<Row>, { to: unknown }>;

/** The action waiting for its dialog's answer, and the record it is for. */
export type PendingAction<Row> = { action: PromptedAction<Row>; row: Row };

/**
 * The declared row actions (status moves, block, send…) of one resource, wherever they are
 * offered: the list's rows, a record's page. An action with a dialog or a confirmation waits
 * in `pending` for `RowActionPrompt` (action-dialog.tsx) to ask; any other runs at once.
 * Each one that succeeds says what it did to which record: the resource's
 * `done.<key>` sentence with the record's `title` ("Hyundai Santa Fe 2026 rejected"); the
 * resource's lists and records reload.
 */
export function useRowActions<Row extends BaseRow>(resource: ResourceDefinition<Row>) {
  const ns = resource.namespace;
  const { t } = useTranslation(['common', ns]);
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const [pending, setPending] = useState<PendingAction<Row> | null>(null);
  const invalidate = () => queryClient.invalidateQueries({ queryKey: resource.api.keys.all });
  const announce = (key: string, row: Row) =>
    notifySuccess(t(`${ns}:done.${key}`, { title: resource.title(row) }));

  /** A call; the API client shows a failure. */
  const run = useMutation({
    mutationFn: ({ action, row }: { action: PromptedAction<Row>; row: Row }) =>
      'run' in action ? action.run(row) : Promise.resolve(),
    onSuccess: (_, { action, row }) => announce(action.key, row),
    onSettled: invalidate,
  });

  const { mutate } = run;
  /** Starts an action on a record: asks first when it has a dialog or a confirmation. */
  const start = useCallback(
    (action: RowActionDefinition<Row>, row: Row) => {
      if ('to' in action) return;
      if ('dialog' in action || action.confirm) setPending({ action, row });
      else mutate({ action, row });
    },
    [mutate],
  );

  return {
    pending,
    running: run.isPending,
    start,
    /** The confirmation was answered yes: the call runs. */
    confirm() {
      if (pending) run.mutate(pending);
      setPending(null);
    },
    /** The dialog's form was sent and the server took it. */
    done() {
      if (pending) announce(pending.action.key, pending.row);
      setPending(null);
      void invalidate();
    },
    close: () => setPending(null),
    /**
     * Reads the pending record again (its dialog met a stale version): the dialog starts
     * again from the record as it is now, and the lists show it.
     */
    async reload() {
      if (!pending) return;
      const { action, row } = pending;
      const fresh = await queryClient.query({
        ...resource.api.detailQuery(row.id),
        staleTime: 0,
      });
      void queryClient.invalidateQueries({ queryKey: resource.api.keys.lists() });
      // Changed so that the action is no longer offered (a subscription cancelled meanwhile
      // cannot be extended): the dialog closes and says why, as the list no longer offers it.
      if (!showsOn(action, fresh, permissions.admin)) {
        setPending(null);
        notifyError(
          t('common:actions.noLongerOffered', {
            title: resource.title(fresh),
            action: t(`${ns}:actions.${action.key}`),
          }),
        );
        return;
      }
      setPending({ action, row: fresh });
    },
  };
}

export type RowActions<Row extends BaseRow> = ReturnType<typeof useRowActions<Row>>;
