import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../confirm-dialog';

/**
 * A save refused with 409 (someone saved the record since it was read): offers to show the
 * record as it is now, or to keep editing what was typed.
 */
export function StaleVersionDialog({
  open,
  namespace,
  onKeepEditing,
  onReload,
}: {
  open: boolean;
  /** The resource's namespace, whose `item` names the record. */
  namespace: string;
  onKeepEditing(): void;
  onReload(): void;
}) {
  const { t } = useTranslation(['common', namespace]);
  return (
    <ConfirmDialog
      open={open}
      title={t('common:form.staleTitle')}
      message={t('common:form.staleMessage', { item: t(`${namespace}:item`) })}
      confirmLabel={t('common:actions.reload')}
      cancelLabel={t('common:actions.keepEditing')}
      onCancel={onKeepEditing}
      onConfirm={onReload}
    />
  );
}
