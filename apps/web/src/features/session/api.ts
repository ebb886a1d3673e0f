import {
  sessionSchema,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type Session,
} from '@showroom/contract';
import { api } from '../../lib/api';

/** The session calls are public (no bearer, no refresh) and their forms show the errors. */
const publicCall = { auth: false, quiet: true } as const;

export async function signIn(body: LoginBody): Promise<Session> {
  return sessionSchema.parse(await api.post<unknown>('/admin/login', body, publicCall));
}

export async function signUp(body: RegisterBody): Promise<Session> {
  return sessionSchema.parse(await api.post<unknown>('/admin/register', body, publicCall));
}

export async function requestPasswordReset(email: string): Promise<void> {
  await api.post('/admin/forgot-password', { email }, publicCall);
}

export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await api.post('/admin/reset-password', body, publicCall);
}
