import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LogoLoader } from '../components/logo-loader';
import { authStore, useAuth } from '../lib/auth';
import { StatusPage } from './pages/status-page';

/**
 * The signed-in area: an unauthenticated visit goes to sign-in, carrying the page asked for.
 * While the session cannot be checked (no network, the server down), the person stays on the
 * page asked for and is told it is tried again: the session is kept.
 */
export function RequireAuth() {
  const auth = useAuth();
  const location = useLocation();
  const { t } = useTranslation(['common', 'shell']);
  if (auth.status === 'uninitialised') {
    if (!auth.unreachable) return <LogoLoader fullScreen label={t('loading')} />;
    return (
      <StatusPage
        fullScreen
        title={t('shell:pages.unreachableTitle')}
        text={t('shell:pages.unreachableText')}
        actions={
          <Button variant="contained" onClick={authStore.retryNow}>
            {t('shell:pages.retry')}
          </Button>
        }
      />
    );
  }
  if (auth.status === 'unauthenticated')
    return <Navigate to="/session/signin" replace state={{ from: location }} />;
  return <Outlet />;
}
