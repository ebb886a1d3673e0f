import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Asks before leaving a page with unsaved changes: in-app navigation gets a dialog, closing
 * or reloading the tab gets the browser's own prompt. `allowLeave` lets a save navigate away.
 */
export function useUnsavedChangesPrompt(dirty: boolean): { dialog: ReactNode; allowLeave(): void } {
  const { t } = useTranslation('common');
  const dirtyRef = useRef(dirty);
  const allowedRef = useRef(false);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        dirtyRef.current &&
        !allowedRef.current &&
        currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (allowedRef.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('form.unsavedTitle')}
      message={t('form.unsavedMessage')}
      confirmLabel={t('actions.leave')}
      cancelLabel={t('actions.stay')}
      destructive
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
  return {
    dialog,
    allowLeave: () => {
      allowedRef.current = true;
    },
  };
}
