import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LogoLoader } from '../components/logo-loader';
import { useAuth } from '../lib/auth';

/** The signed-in area: an unauthenticated visit goes to sign-in, carrying the page asked for. */
export function RequireAuth() {
  const auth = useAuth();
  const location = useLocation();
  const { t } = useTranslation('common');
  if (auth.status === 'uninitialised') return <LogoLoader fullScreen label={t('loading')} />;
  if (auth.status === 'unauthenticated')
    return <Navigate to="/session/signin" replace state={{ from: location }} />;
  return <Outlet />;
}
