import type {
  AuthenticationCredential,
  AuthenticationOptions,
  RegistrationCredential,
  RegistrationOptions,
} from '@showroom/contract';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/*
 * The browser's side of passkeys (ADR 052), through `@simplewebauthn/browser`: it turns the
 * server's JSON options into `navigator.credentials` calls and their answers back into JSON.
 * It loads with the first passkey used, never with the sign-in page itself.
 */

const browserLibrary = () => import('@simplewebauthn/browser');

/** Whether this browser can use passkeys at all (WebAuthn). */
export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** Makes a new passkey with the person's authenticator (a touch, a PIN, a face). */
export async function createPasskey(options: RegistrationOptions): Promise<RegistrationCredential> {
  const { startRegistration } = await browserLibrary();
  // The contract writes the options' enumerations as plain strings; they are the server's own.
  const answer = await startRegistration({
    optionsJSON: options as PublicKeyCredentialCreationOptionsJSON,
  });
  return answer as RegistrationCredential;
}

/** Signs the server's challenge with one of the person's passkeys. */
export async function signWithPasskey(
  options: AuthenticationOptions,
): Promise<AuthenticationCredential> {
  const { startAuthentication } = await browserLibrary();
  const answer = await startAuthentication({
    optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
  });
  return answer as AuthenticationCredential;
}

/** Why the browser gave no passkey, as the pages word it. */
export type PasskeyRefusal = 'cancelled' | 'exists' | 'unsupported' | 'failed';

/**
 * What a browser's refusal means to the person: they closed the prompt or it timed out (the
 * browser says no more, on purpose), the authenticator already holds one of theirs, or the
 * browser cannot use passkeys. Null for anything else (the server's answer, say).
 */
export function passkeyRefusalOf(error: unknown): PasskeyRefusal | null {
  if (!(error instanceof Error)) return null;
  const code = 'code' in error ? error.code : undefined;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || error.name === 'InvalidStateError')
    return 'exists';
  if (
    code === 'ERROR_CEREMONY_ABORTED' ||
    error.name === 'NotAllowedError' ||
    error.name === 'AbortError'
  )
    return 'cancelled';
  if (error.name === 'NotSupportedError' || /does not support WebAuthn/i.test(error.message))
    return 'unsupported';
  if (typeof code === 'string' && code.startsWith('ERROR_')) return 'failed';
  return null;
}
