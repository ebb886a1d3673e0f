import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { listHref } from '../../lib/resource/list-memory';

/**
 * Why a record's page shows no record (not found, in the trash, or the API's error), with
 * the way on: back to the list, or a retry where reading again may succeed.
 */
export function RecordUnavailable(
  props: { message: string } & ({ listPath: string } | { onRetry(): void }),
) {
  const { t } = useTranslation('common');
  return (
    <Alert
      severity="error"
      action={
        'onRetry' in props ? (
          <Button color="inherit" size="small" onClick={props.onRetry}>
            {t('common:actions.retry')}
          </Button>
        ) : (
          <Button color="inherit" size="small" component={RouterLink} to={listHref(props.listPath)}>
            {t('common:actions.backToList')}
          </Button>
        )
      }
    >
      {props.message}
    </Alert>
  );
}
