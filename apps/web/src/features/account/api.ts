import type { Admin, ChangePasswordBody, OwnProfileBody, SignInEntry } from '@showroom/contract';
import { accountPaths } from '@showroom/contract/constants';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The forms show their own errors under their fields: no toast. */
const formCall = { quiet: true } as const;

export const accountKeys = {
  all: ['account'] as const,
  signIns: () => [...accountKeys.all, 'sign-ins'] as const,
};

/** One's own recent sign-ins, newest first. */
export const signInsQuery = () =>
  queryOptions({
    queryKey: accountKeys.signIns(),
    queryFn: ({ signal }) => api.get<SignInEntry[]>(accountPaths.signIns, { signal }),
  });

export const updateProfile = (body: OwnProfileBody) =>
  api.patch<Admin>(accountPaths.profile, body, formCall);

export const changePassword = (body: ChangePasswordBody) =>
  api.post<{ endedSessions: number }>(accountPaths.password, body, formCall);
