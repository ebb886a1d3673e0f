import type { LoginBody, RegisterBody, ResetPasswordBody, Session } from '@showroom/contract';
import { api } from '../../lib/api';

/** The session calls are public (no bearer, no refresh) and their forms show the errors. */
const publicCall = { auth: false, quiet: true } as const;

/** A session answer, checked against the contract (loaded with the call, not with the page). */
async function startSession(path: string, body: LoginBody | RegisterBody): Promise<Session> {
  const [{ sessionSchema }, session] = await Promise.all([
    import('@showroom/contract'),
    api.post<unknown>(path, body, publicCall),
  ]);
  return sessionSchema.parse(session);
}

export const signIn = (body: LoginBody) => startSession('/admin/login', body);

export const signUp = (body: RegisterBody) => startSession('/admin/register', body);

export async function requestPasswordReset(email: string): Promise<void> {
  await api.post('/admin/forgot-password', { email }, publicCall);
}

export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await api.post('/admin/reset-password', body, publicCall);
}
