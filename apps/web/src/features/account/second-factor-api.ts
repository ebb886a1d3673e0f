import type { RecoveryCodes, SecondFactorStatus, TotpSetup } from '@showroom/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The signed-in person's second factors: one key, so setting one up refreshes every reader. */
export const secondFactorStatusKey = ['second-factors', 'mine'] as const;

export const secondFactorStatusQuery = () =>
  queryOptions({
    queryKey: secondFactorStatusKey,
    queryFn: ({ signal }) =>
      api.get<SecondFactorStatus>('/admin/second-factors', { signal, quiet: true }),
  });

/** A new secret for the app being set up (it replaces one not confirmed yet). */
export const beginTotp = () => api.post<TotpSetup>('/admin/second-factors/totp', undefined);

/** The app's first code turns it on; the answer carries the recovery codes, shown once. */
export const confirmTotp = (code: string) =>
  api.post<RecoveryCodes>('/admin/second-factors/totp/confirm', { code }, { quiet: true });

/** Ten new recovery codes for a current code of the app; the old ones stop working. */
export const renewRecoveryCodes = (code: string) =>
  api.post<RecoveryCodes>('/admin/second-factors/recovery-codes', { code }, { quiet: true });
