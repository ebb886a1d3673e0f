import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatusPage } from './status-page';

/** Route module (lazy): `/500`, where a timed-out request sends the user. */
export function Component() {
  const { t } = useTranslation('shell');
  return (
    <StatusPage
      fullScreen
      code="500"
      title={t('pages.serverErrorTitle')}
      text={t('pages.serverErrorText')}
      actions={
        <>
          <Button variant="contained" component={RouterLink} to="/">
            {t('pages.home')}
          </Button>
          <Button onClick={() => window.history.back()}>{t('pages.reload')}</Button>
        </>
      }
    />
  );
}
