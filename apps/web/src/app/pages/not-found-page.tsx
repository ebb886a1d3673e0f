import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatusPage } from './status-page';

/** Route module (lazy): `/session/404` and every unknown path. */
export function Component() {
  const { t } = useTranslation('shell');
  return (
    <StatusPage
      fullScreen
      code="404"
      title={t('pages.notFoundTitle')}
      text={t('pages.notFoundText')}
      actions={
        <Button variant="contained" component={RouterLink} to="/">
          {t('pages.home')}
        </Button>
      }
    />
  );
}
