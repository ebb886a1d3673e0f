import type { Passkey, RegistrationOptions } from '@showroom/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { createPasskey } from '../../lib/passkeys';
import { secondFactorStatusKey } from './second-factor-api';

/** The signed-in person's passkeys. */
export const passkeysKey = ['passkeys', 'mine'] as const;

export const passkeysQuery = () =>
  queryOptions({
    queryKey: passkeysKey,
    queryFn: ({ signal }) => api.get<Passkey[]>('/admin/passkeys', { signal, quiet: true }),
  });

/** What a change of passkeys makes stale: the list, and the second factors' summary. */
export const passkeysChanged = [passkeysKey, secondFactorStatusKey] as const;

/**
 * Adds a passkey named `name`: a challenge from the server, the browser's prompt (the person's
 * touch, PIN or face), and the new credential sent back. The caller shows what failed.
 */
export async function addPasskey(name: string): Promise<Passkey> {
  const options = await api.post<RegistrationOptions>('/admin/passkeys/options', undefined, {
    quiet: true,
  });
  const credential = await createPasskey(options);
  return api.post<Passkey>('/admin/passkeys', { name, credential }, { quiet: true });
}

export const renamePasskey = (id: number, name: string) =>
  api.patch<Passkey>(`/admin/passkeys/${id}`, { name }, { quiet: true });

export const removePasskey = (id: number) => api.delete(`/admin/passkeys/${id}`);
