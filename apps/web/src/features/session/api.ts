import type { LoginBody, RegisterBody, ResetPasswordBody, Session } from '@showroom/contract';
import { api } from '../../lib/api';

/** The session calls are public (no bearer, no refresh) and their forms show the errors. */
const publicCall = { auth: false, quiet: true } as const;

/** A session answer, as the contract's `Session` (the API writes it through its schema). */
const startSession = (path: string, body: LoginBody | RegisterBody) =>
  api.post<Session>(path, body, publicCall);

export const signIn = (body: LoginBody) => startSession('/admin/login', body);

export const signUp = (body: RegisterBody) => startSession('/admin/register', body);

export async function requestPasswordReset(email: string): Promise<void> {
  await api.post('/admin/forgot-password', { email }, publicCall);
}

export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await api.post('/admin/reset-password', body, publicCall);
}
