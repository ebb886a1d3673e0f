import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../lib/resource/define-resource';
import type { ListParams } from '../../lib/resource/list-params';
import type { BaseRow } from '../../lib/resource/resource-api';
import { ConfirmDialog } from '../confirm-dialog';
import type { ListSelection } from './use-list-selection';
import { useResourceActions } from './use-resource-actions';
import { useResourceNouns } from './use-resource-nouns';

/**
 * "Select all that match" takes at most this many records: their ids are read page by page
 * through the list API (it has no bulk call), then deleted or restored a few at a time.
 */
export const BULK_LIMIT = 1000;

type PendingConfirm =
  | { kind: 'one'; id: number; label: string }
  | { kind: 'selection'; ids: number[] }
  | { kind: 'matching'; count: number }
  | null;

/**
 * Deleting and restoring from a list: one row, the selected rows or every row that matches
 * (up to `BULK_LIMIT`), a delete asked first in a dialog (`dialog`, to render), the rest
 * with the toasts of `useResourceActions`.
 */
export function useListDeletion<Row extends BaseRow>(
  resource: ResourceDefinition<Row>,
  params: ListParams,
  selection: ListSelection,
  count: number,
) {
  const ns = resource.namespace;
  const { t } = useTranslation(['common', ns]);
  const nouns = useResourceNouns(ns);
  const { remove, restore } = useResourceActions(resource);
  const [confirm, setConfirm] = useState<PendingConfirm>(null);
  const [collecting, setCollecting] = useState(false);
  const matchingCount = Math.min(count, BULK_LIMIT);
  const busy = collecting || remove.isPending || restore.isPending;

  /** The ids a bulk action works on: the selected rows, or every row that matches. */
  async function selectedIds(): Promise<number[]> {
    if (!selection.allMatching) return selection.ids;
    setCollecting(true);
    try {
      return await resource.api.listIds(params, BULK_LIMIT);
    } finally {
      setCollecting(false);
    }
  }

  async function runBulk(action: 'delete' | 'restore') {
    let ids: number[];
    try {
      ids = await selectedIds();
    } catch {
      return; // The API client has already shown the error.
    }
    const mutation = action === 'delete' ? remove : restore;
    mutation.mutate(ids, { onSettled: selection.clear });
  }

  const confirmText = (() => {
    if (confirm === null) return { title: '', message: '' };
    if (confirm.kind === 'one')
      return {
        title: t(`${ns}:sentences.deleteTitle`),
        message: t('common:confirm.deleteMessage', { label: confirm.label }),
      };
    const total = confirm.kind === 'selection' ? confirm.ids.length : confirm.count;
    const counted = { count: total, items: nouns.items(total) };
    return {
      title: t('common:confirm.deleteManyTitle', counted),
      message: t('common:confirm.deleteManyMessage', counted),
    };
  })();

  const dialog = (
    <ConfirmDialog
      open={confirm !== null}
      title={confirmText.title}
      message={confirmText.message}
      confirmLabel={t('common:actions.delete')}
      destructive
      busy={busy}
      onCancel={() => setConfirm(null)}
      onConfirm={() => {
        const pending = confirm;
        setConfirm(null);
        if (pending?.kind === 'one') remove.mutate([pending.id]);
        else if (pending) void runBulk('delete');
      }}
    />
  );

  return {
    busy,
    matchingCount,
    dialog,
    restoreRows: restore.mutate,
    askDeleteOne: (row: Row) => setConfirm({ kind: 'one', id: row.id, label: resource.title(row) }),
    askDeleteSelected: () =>
      setConfirm(
        selection.allMatching
          ? { kind: 'matching', count: matchingCount }
          : { kind: 'selection', ids: selection.ids },
      ),
    restoreSelected: () => void runBulk('restore'),
  };
}

export type ListDeletion = ReturnType<typeof useListDeletion>;
