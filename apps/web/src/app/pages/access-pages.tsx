import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { authStore } from '../../lib/auth';
import { StatusPage } from './status-page';

/** How often a waiting Guest's page asks whether a role has been given (it has no live stream). */
const WAITING_CHECK_MS = 15_000;

/** Shown inside the shell when the role lacks the permission a route declares. */
export function ForbiddenPage() {
  const { t } = useTranslation('shell');
  return (
    <StatusPage code="403" title={t('pages.forbiddenTitle')} text={t('pages.forbiddenText')} />
  );
}

/**
 * Shown to a GUEST account on every signed-in route until a role is granted. A Guest opens no
 * live events stream, so the page asks again now and then, and whenever the tab is shown
 * again: once a role is given, the page asked for opens without a reload.
 */
export function WaitingForAccessPage() {
  const { t } = useTranslation('shell');
  useEffect(() => {
    const check = () => void authStore.reload();
    const timer = setInterval(check, WAITING_CHECK_MS);
    const onShown = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onShown);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onShown);
    };
  }, []);
  return <StatusPage title={t('pages.waitingTitle')} text={t('pages.waitingText')} />;
}
