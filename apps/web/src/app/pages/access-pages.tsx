import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

/** Shown inside the shell when the role lacks the permission a route declares. */
export function ForbiddenPage() {
  const { t } = useTranslation('shell');
  return (
    <StatusPage code="403" title={t('pages.forbiddenTitle')} text={t('pages.forbiddenText')} />
  );
}

/** Shown to a GUEST account on every signed-in route until a role is granted. */
export function WaitingForAccessPage() {
  const { t } = useTranslation('shell');
  return <StatusPage title={t('pages.waitingTitle')} text={t('pages.waitingText')} />;
}
