import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { useText } from '../lib/strings';
import { ChunkLoadError } from './lazy-page';
import { StatusPage } from './pages/status-page';

const RELOADED_KEY = 'showroom.chunkReloadedAt';

/**
 * The error boundary of every route. A page whose code fails to load is most often a new
 * deploy that removed the old chunks: reload once on our own, then offer a reload button.
 */
export function RouteError({ fullScreen = false }: { fullScreen?: boolean }) {
  const error = useRouteError();
  // Read without i18next: this page shows when a download fails, i18next's too.
  const t = useText('shell');
  const chunk = error instanceof ChunkLoadError;

  useEffect(() => {
    if (!chunk || error.timedOut) return;
    const last = Number(window.sessionStorage.getItem(RELOADED_KEY) ?? 0);
    if (Date.now() - last > 60_000) {
      window.sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
      window.location.reload();
    }
  }, [chunk, error]);

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusPage
        fullScreen={fullScreen}
        code="404"
        title={t('pages.notFoundTitle')}
        text={t('pages.notFoundText')}
      />
    );
  }
  return (
    <StatusPage
      fullScreen={fullScreen}
      title={chunk ? t('pages.chunkTitle') : t('pages.errorTitle')}
      text={chunk ? t('pages.chunkText') : t('pages.errorText')}
      actions={
        <>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('pages.reload')}
          </Button>
          <Button component={RouterLink} to="/" reloadDocument>
            {t('pages.home')}
          </Button>
        </>
      }
    />
  );
}
