import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EnrolledSession, EnrolmentStep as Step, Session } from '@showroom/contract';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { loadSecondFactorStrings } from '../../components/second-factor/i18n';
import { RecoveryCodes } from '../../components/second-factor/recovery-codes';
import { TotpEnrolment } from '../../components/second-factor/totp-enrolment';
import { useLanguage, useText, type Language } from '../../lib/strings';
import { beginEnrolment, confirmEnrolment } from './api';
import { SessionCard } from './session-card';

/**
 * Setting up an authenticator app at sign-in, when the person's role requires one and its
 * grace period is over: the enrolment ticket stands in for a session until the app's first
 * code is confirmed. Then the recovery codes, once, and the session. Loaded only on this
 * path, with the QR code library.
 */
export function EnrolmentStep({
  step,
  onSignedIn,
  onRestart,
}: {
  step: Step['enrolment'];
  onSignedIn: (session: Session) => Promise<void>;
  onRestart: () => void;
}) {
  const t = useText('session');
  const language = useLanguage();
  const [loaded, setLoaded] = useState<Language | null>(null);
  const [enrolled, setEnrolled] = useState<EnrolledSession | null>(null);

  useEffect(() => {
    let current = true;
    void loadSecondFactorStrings(language).then(() => {
      if (current) setLoaded(language);
    });
    return () => {
      current = false;
    };
  }, [language]);

  const begin = useCallback(() => beginEnrolment(step.ticket), [step.ticket]);
  const confirm = useCallback(
    async (code: string) => setEnrolled(await confirmEnrolment({ ticket: step.ticket, code })),
    [step.ticket],
  );

  let body: ReactNode;
  if (loaded !== language) {
    body = (
      <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('enrol.loading')}</Typography>
      </Stack>
    );
  } else if (enrolled) {
    const { recoveryCodes, ...session } = enrolled;
    body = (
      <RecoveryCodes
        codes={recoveryCodes}
        account={session.admin.email}
        onDone={() => void onSignedIn(session)}
      />
    );
  } else {
    body = (
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('enrol.text')}</Typography>
        <TotpEnrolment begin={begin} confirm={confirm} />
      </Stack>
    );
  }
  return (
    <SessionCard title={t('enrol.title')}>
      {body}
      {enrolled ? null : (
        <Stack sx={{ pt: 2, alignItems: 'center' }}>
          <Button onClick={onRestart}>{t('enrol.restart')}</Button>
        </Stack>
      )}
    </SessionCard>
  );
}
