import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecoveryCodes } from '../../components/second-factor/recovery-codes';
import { TotpEnrolment } from '../../components/second-factor/totp-enrolment';
import { getErrorMessage } from '../../lib/api-error';
import { useAuth } from '../../lib/auth';
import { formatDate } from '../../lib/format';
import { rememberSecondFactorDue } from '../../lib/second-factor-due';
import { SECOND_FACTOR_ANCHOR } from './account-path';
import { RenewRecoveryCodes } from './renew-recovery-codes';
import {
  beginTotp,
  confirmTotp,
  secondFactorStatusKey,
  secondFactorStatusQuery,
} from './second-factor-api';

/**
 * The account page's second factors: whether an authenticator app is on and how many
 * recovery codes are left; setting one up (QR code, first code) and the recovery codes,
 * shown once. Mounted by the account page: `<SecondFactorSection />`.
 */
export function SecondFactorSection() {
  const { t } = useTranslation('secondFactor');
  const { admin } = useAuth();
  const queryClient = useQueryClient();
  const status = useQuery(secondFactorStatusQuery());
  const [stage, setStage] = useState<'idle' | 'setting-up' | 'renewing' | { codes: string[] }>(
    'idle',
  );

  const confirm = useCallback(async (code: string) => {
    const { recoveryCodes } = await confirmTotp(code);
    // Nothing is due any more: the reminder goes.
    rememberSecondFactorDue(null);
    setStage({ codes: recoveryCodes });
  }, []);
  const finish = () => {
    setStage('idle');
    void queryClient.invalidateQueries({ queryKey: secondFactorStatusKey });
  };

  const titleId = `${SECOND_FACTOR_ANCHOR}-title`;
  let body: ReactNode;
  if (typeof stage === 'object') {
    body = <RecoveryCodes codes={stage.codes} account={admin?.email ?? ''} onDone={finish} />;
  } else if (stage === 'renewing') {
    body = (
      <RenewRecoveryCodes
        onRenewed={(codes) => setStage({ codes })}
        onCancel={() => setStage('idle')}
      />
    );
  } else if (stage === 'setting-up') {
    body = <TotpEnrolment begin={beginTotp} confirm={confirm} onCancel={() => setStage('idle')} />;
  } else if (status.isPending) {
    body = <Skeleton variant="rounded" height={72} />;
  } else if (status.isError) {
    body = (
      <Alert
        severity="error"
        action={<Button onClick={() => void status.refetch()}>{t('common:actions.retry')}</Button>}
      >
        {getErrorMessage(status.error)}
      </Alert>
    );
  } else {
    const { totp, recoveryCodesLeft, passkeys, required, enrolBy } = status.data;
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography color="text.secondary">{t('section.intro')}</Typography>
        {totp ? (
          <>
            <Chip color="success" label={t('section.on', { date: formatDate(totp.enrolledAt) })} />
            <Typography>{t('section.recoveryLeft', { count: recoveryCodesLeft })}</Typography>
            <Button variant="outlined" onClick={() => setStage('renewing')}>
              {t('section.renew')}
            </Button>
          </>
        ) : (
          <>
            <Chip
              {...(passkeys > 0
                ? { color: 'success', label: t('section.passkeysOn', { count: passkeys }) }
                : { label: t('section.off') })}
            />
            {required && passkeys === 0 ? (
              <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
                {enrolBy
                  ? t('section.requiredBy', { date: formatDate(enrolBy) })
                  : t('section.required')}
              </Alert>
            ) : null}
            <Button variant="contained" onClick={() => setStage('setting-up')}>
              {t('section.start')}
            </Button>
          </>
        )}
      </Stack>
    );
  }

  return (
    <Card id={SECOND_FACTOR_ANCHOR} component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('section.title')}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
