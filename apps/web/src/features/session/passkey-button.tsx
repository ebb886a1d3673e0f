import Button from '@mui/material/Button';
import type { AuthenticationCredential, AuthenticationOptions, Session } from '@showroom/contract';
import { useState } from 'react';
import { getErrorMessage } from '../../lib/api-error';
import { passkeyRefusalOf, passkeysSupported, signWithPasskey } from '../../lib/passkeys';
import { useText } from '../../lib/strings';

/**
 * A sign-in with a passkey, on one button: a challenge from the server (`options`), the
 * browser's prompt, and the signed answer sent back (`send`) for the session. What went wrong
 * is handed to `onError` in words (the person closed the prompt, the browser cannot, the
 * server refused), with the error itself for a caller that looks closer.
 */
export function PasskeyButton({
  label,
  variant,
  options,
  send,
  onSignedIn,
  onError,
  disabled = false,
}: {
  label: string;
  variant: 'contained' | 'outlined' | 'text';
  options: () => Promise<AuthenticationOptions>;
  send: (credential: AuthenticationCredential) => Promise<Session>;
  onSignedIn: (session: Session) => Promise<void>;
  onError: (message: string | null, caught?: unknown) => void;
  disabled?: boolean;
}) {
  const t = useText('session');
  const [busy, setBusy] = useState(false);

  const start = async () => {
    onError(null);
    if (!passkeysSupported()) {
      onError(t('passkey.unsupported'));
      return;
    }
    setBusy(true);
    try {
      const session = await send(await signWithPasskey(await options()));
      await onSignedIn(session);
    } catch (caught) {
      setBusy(false);
      const refusal = passkeyRefusalOf(caught);
      onError(
        refusal === null
          ? getErrorMessage(caught)
          : t(`passkey.${refusal === 'exists' ? 'failed' : refusal}`),
        caught,
      );
    }
  };

  return (
    <Button
      variant={variant}
      size="large"
      onClick={() => void start()}
      disabled={disabled || busy}
      aria-busy={busy}
    >
      {busy ? t('passkey.waiting') : label}
    </Button>
  );
}
