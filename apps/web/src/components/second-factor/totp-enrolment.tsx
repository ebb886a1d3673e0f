import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TotpSetup } from '@showroom/contract';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import { getErrorMessage } from '../../lib/api-error';
import { useText } from '../../lib/strings';
import { CodeConfirmForm } from './code-confirm-form';

/** The key as people type it: groups of four. */
const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up an authenticator app: the QR code of its `otpauth://` URI (drawn here, in the
 * browser: the secret goes to no other server), the key as text for those who cannot scan,
 * and the first code, which turns it on. `begin` asks the server for a new secret; `confirm`
 * sends the code and rejects with the server's error when it is refused.
 */
export function TotpEnrolment({
  begin,
  confirm,
  onCancel,
}: {
  begin: () => Promise<TotpSetup>;
  confirm: (code: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const t = useText('secondFactor');
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // Once: a second secret would replace the first one the person may have scanned.
    if (started.current) return;
    started.current = true;
    begin().then(setSetup, (error: unknown) => setLoadError(getErrorMessage(error)));
  }, [begin]);

  if (loadError) return <Alert severity="error">{loadError}</Alert>;
  if (!setup) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }} role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('setup.loading')}</Typography>
      </Stack>
    );
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(setup.secret);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refusal): the key stays on screen to type.
    }
  };

  return (
    <CodeConfirmForm
      send={confirm}
      submit={t('setup.confirm')}
      submitting={t('setup.confirming')}
      helperText={t('setup.codeHelp')}
      onCancel={onCancel}
      cancel={t('setup.cancel')}
    >
      <Typography>{t('setup.scan')}</Typography>
      {/* Dark on white whatever the theme: scanners read it best so. */}
      <Box
        role="img"
        aria-label={t('setup.qrTitle')}
        sx={{ alignSelf: 'center', p: 1.5, bgcolor: '#fff', borderRadius: 1, lineHeight: 0 }}
      >
        <QRCodeSVG value={setup.uri} size={184} marginSize={2} aria-hidden />
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary" id="totp-secret-label">
          {t('setup.manual')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography
            component="code"
            dir="ltr"
            aria-labelledby="totp-secret-label"
            data-testid="totp-secret"
            sx={{ fontFamily: 'monospace', fontSize: '1rem', wordBreak: 'break-all', py: 1 }}
          >
            {groupedSecret(setup.secret)}
          </Typography>
          <Button size="small" onClick={() => void copy()}>
            {copied ? t('setup.copied') : t('setup.copy')}
          </Button>
        </Stack>
      </Box>
    </CodeConfirmForm>
  );
}
