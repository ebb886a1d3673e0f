import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { formatDate } from '../../lib/format';
import { putOffSecondFactorReminder, useSecondFactorDue } from '../../lib/second-factor-due';
import { ACCOUNT_PATH, SECOND_FACTOR_ANCHOR } from './account-path';

/**
 * Leads a person whose role requires a second factor, and who has none yet, to set one up
 * while their grace period lasts (after it they cannot sign in without one), as their
 * sign-in said. Not on the account page itself, which says so in its section.
 */
export function SecondFactorBanner() {
  const { t } = useTranslation('secondFactor');
  const { pathname } = useLocation();
  const due = useSecondFactorDue();
  if (!due || pathname === ACCOUNT_PATH) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
      action={
        <Stack direction="row" spacing={1}>
          <Button
            color="inherit"
            size="small"
            component={RouterLink}
            to={`${ACCOUNT_PATH}#${SECOND_FACTOR_ANCHOR}`}
          >
            {t('banner.action')}
          </Button>
          <Button color="inherit" size="small" onClick={putOffSecondFactorReminder}>
            {t('banner.later')}
          </Button>
        </Stack>
      }
    >
      {t('banner.text', { date: formatDate(due) })}
    </Alert>
  );
}
