import type {
  AuthenticationCredential,
  AuthenticationOptions,
  EnrolledSession,
  EnrolmentConfirmBody,
  LoginBody,
  LoginResult,
  RegisterBody,
  ResetPasswordBody,
  SecondFactorBody,
  Session,
  TotpSetup,
} from '@showroom/contract';
import { api } from '../../lib/api';

/** The session calls are public (no bearer, no refresh) and their forms show the errors. */
const publicCall = { auth: false, quiet: true } as const;

/**
 * The password step: a session, or a ticket for the step still due (the second factor, or
 * setting one up), as the contract's `LoginResult`.
 */
export const signIn = (body: LoginBody) => api.post<LoginResult>('/admin/login', body, publicCall);

/** The second step: the ticket and a code from the app or a recovery code. */
export const signInWithSecondFactor = (body: SecondFactorBody) =>
  api.post<Session>('/admin/login/second-factor', body, publicCall);

/** Setting up an app at sign-in, with the enrolment ticket. */
export const beginEnrolment = (ticket: string) =>
  api.post<TotpSetup>('/admin/login/enrolment', { ticket }, publicCall);

export const confirmEnrolment = (body: EnrolmentConfirmBody) =>
  api.post<EnrolledSession>('/admin/login/enrolment/confirm', body, publicCall);

export const signUp = (body: RegisterBody) =>
  api.post<Session>('/admin/register', body, publicCall);

export async function requestPasswordReset(email: string): Promise<void> {
  await api.post('/admin/forgot-password', { email }, publicCall);
}

export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await api.post('/admin/reset-password', body, publicCall);
}

/** A challenge for signing in with a passkey alone. */
export const passkeySignInOptions = () =>
  api.post<AuthenticationOptions>('/admin/login/passkey/options', undefined, publicCall);

/** Signing in with a passkey alone: its signature stands for the password and the second factor. */
export const signInWithPasskey = (credential: AuthenticationCredential) =>
  api.post<Session>('/admin/login/passkey', { credential }, publicCall);

/** A challenge for the second step's passkey, with the password step's ticket. */
export const secondFactorPasskeyOptions = (ticket: string) =>
  api.post<AuthenticationOptions>(
    '/admin/login/second-factor/passkey-options',
    { ticket },
    publicCall,
  );
