import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SecondFactorStep as Step, Session } from '@showroom/contract';
import { useRef, useState, type SyntheticEvent } from 'react';
import { OutlinedField } from '../../components/form/outlined-field';
import { getErrorMessage, isApiError } from '../../lib/api-error';
import { messageText, useLanguage, useText } from '../../lib/strings';
import { secondFactorPasskeyOptions, signInWithSecondFactor } from './api';
import { PasskeyButton } from './passkey-button';
import { SessionCard } from './session-card';
import { SessionForm } from './session-form';

type Method = 'code' | 'recoveryCode';

/** The contract's own checks (`totpCodeSchema`, `recoveryCodeSchema`), without loading zod. */
const formats: Record<
  Method,
  { normal: (value: string) => string; valid: RegExp; message: string }
> = {
  code: {
    normal: (v) => v.replace(/\s/g, ''),
    valid: /^\d{6}$/,
    message: 'secondFactor.codeFormat',
  },
  recoveryCode: {
    normal: (v) => v.replace(/[\s-]/g, '').toUpperCase(),
    valid: /^[A-Z2-9]{12}$/,
    message: 'secondFactor.recoveryFormat',
  },
};

/**
 * The sign-in's second step: the code the authenticator app shows, or, switched to, one of
 * the recovery codes, or a passkey (the only way for an account with passkeys and no app). A
 * wrong code is said under the field; an expired ticket sends the person back to the password.
 */
export function SecondFactorStep({
  step,
  onSignedIn,
  onRestart,
}: {
  step: Step['secondFactor'];
  onSignedIn: (session: Session) => Promise<void>;
  onRestart: () => void;
}) {
  const t = useText('session');
  const language = useLanguage();
  const recoveryAllowed = step.methods.includes('recovery-code');
  const passkeyAllowed = step.methods.includes('passkey');
  const codesAllowed = step.methods.includes('totp') || recoveryAllowed;
  const [method, setMethod] = useState<Method>(
    step.methods.includes('totp') ? 'code' : 'recoveryCode',
  );
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const switchTo = (next: Method) => {
    setMethod(next);
    setValue('');
    setFieldError(null);
    setError(null);
    // The field changes under the switch: the focus goes to it.
    requestAnimationFrame(() => input.current?.focus());
  };

  /** A refusal that is no field's: an expired ticket leads back to the password. */
  const refused = (message: string | null, caught?: unknown) => {
    if (isApiError(caught) && caught.details.reason === 'TICKET_INVALID') {
      setExpired(true);
      setError(t('secondFactor.expired'));
      return;
    }
    setError(message);
  };

  const passkey = (variant: 'contained' | 'outlined') =>
    passkeyAllowed && !expired ? (
      <PasskeyButton
        label={t('passkey.use')}
        variant={variant}
        options={() => secondFactorPasskeyOptions(step.ticket)}
        send={(credential) => signInWithSecondFactor({ ticket: step.ticket, passkey: credential })}
        onSignedIn={onSignedIn}
        onError={refused}
        disabled={submitting}
      />
    ) : null;
  const restartButton = (
    <Button onClick={onRestart} variant={expired ? 'contained' : 'text'}>
      {t('secondFactor.restart')}
    </Button>
  );

  if (!codesAllowed) {
    return (
      <SessionCard title={t('secondFactor.title')}>
        <Stack spacing={2}>
          <Typography color="text.secondary">{t('passkey.text')}</Typography>
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          {passkey('contained')}
          {restartButton}
        </Stack>
      </SessionCard>
    );
  }

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setError(null);
    const format = formats[method];
    if (!format.valid.test(format.normal(value))) {
      setFieldError(t(format.message));
      input.current?.focus();
      return;
    }
    setFieldError(null);
    setSubmitting(true);
    try {
      const answer = format.normal(value);
      const session = await signInWithSecondFactor(
        method === 'code'
          ? { ticket: step.ticket, code: answer }
          : { ticket: step.ticket, recoveryCode: answer },
      );
      await onSignedIn(session);
    } catch (caught) {
      setSubmitting(false);
      const placed = isApiError(caught) ? caught.fieldErrors[method] : undefined;
      if (placed) {
        setFieldError(placed.map((message) => messageText(message, language)).join(' '));
        input.current?.select();
        return;
      }
      refused(getErrorMessage(caught), caught);
    }
  };

  const label = method === 'code' ? t('secondFactor.code') : t('secondFactor.recoveryCode');
  return (
    <SessionCard title={t('secondFactor.title')}>
      <SessionForm
        state={{ onSubmit: submit, error, submitting }}
        page="secondFactor"
        lead={
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {method === 'code' ? t('secondFactor.codeText') : t('secondFactor.recoveryText')}
          </Typography>
        }
      >
        <OutlinedField
          key={method}
          name={method}
          label={label}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (fieldError) setFieldError(null);
          }}
          inputRef={input}
          autoComplete={method === 'code' ? 'one-time-code' : 'off'}
          slotProps={{
            input: {
              dir: 'ltr',
              inputMode: method === 'code' ? 'numeric' : 'text',
              autoCapitalize: 'characters',
              spellCheck: false,
              maxLength: method === 'code' ? 9 : 20,
            },
          }}
          error={fieldError !== null}
          helperText={
            fieldError ??
            (method === 'code' ? t('secondFactor.codeHelp') : t('secondFactor.recoveryCodeHelp'))
          }
          disabled={expired}
          required
          autoFocus
        />
      </SessionForm>
      <Stack spacing={1} sx={{ pt: 2, alignItems: 'center' }}>
        {passkey('outlined')}
        {recoveryAllowed && !expired ? (
          <Button onClick={() => switchTo(method === 'code' ? 'recoveryCode' : 'code')}>
            {method === 'code' ? t('secondFactor.useRecovery') : t('secondFactor.useCode')}
          </Button>
        ) : null}
        {restartButton}
      </Stack>
    </SessionCard>
  );
}
