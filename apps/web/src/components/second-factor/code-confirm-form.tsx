import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { getErrorMessage, isApiError } from '../../lib/api-error';
import { messageText, useLanguage, useText } from '../../lib/strings';
import { OutlinedField } from '../form/outlined-field';

/**
 * A form that a code of the person's authenticator app confirms: `children` say what it does,
 * the six digits are checked here, and `send` gets them; when the server refuses the code,
 * its reason shows under the field, and any other error above it.
 */
export function CodeConfirmForm({
  children,
  send,
  submit,
  submitting: submittingLabel,
  helperText = ' ',
  onCancel,
  cancel,
  autoFocus = false,
}: {
  children: ReactNode;
  send: (digits: string) => Promise<void>;
  submit: string;
  submitting: string;
  helperText?: string;
  onCancel?: () => void;
  cancel?: string;
  autoFocus?: boolean;
}) {
  const t = useText('secondFactor');
  const language = useLanguage();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const confirm = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFormError(null);
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setCodeError(t('setup.codeFormat'));
      input.current?.focus();
      return;
    }
    setCodeError(null);
    setSubmitting(true);
    try {
      await send(digits);
    } catch (error) {
      const field = isApiError(error) ? error.fieldErrors.code : undefined;
      if (field) {
        setCodeError(field.map((message) => messageText(message, language)).join(' '));
        input.current?.select();
      } else setFormError(getErrorMessage(error));
      setSubmitting(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void confirm(event)}>
      {children}
      {formError ? (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      ) : null}
      <OutlinedField
        name="code"
        label={t('setup.code')}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          if (codeError) setCodeError(null);
        }}
        inputRef={input}
        autoComplete="one-time-code"
        slotProps={{ input: { dir: 'ltr', inputMode: 'numeric', maxLength: 9 } }}
        error={codeError !== null}
        helperText={codeError ?? helperText}
        required
        autoFocus={autoFocus}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {onCancel ? <Button onClick={onCancel}>{cancel}</Button> : null}
        <Button type="submit" variant="contained" disabled={submitting}>
          {submitting ? submittingLabel : submit}
        </Button>
      </Stack>
    </Stack>
  );
}
