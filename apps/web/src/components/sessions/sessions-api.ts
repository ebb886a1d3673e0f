import type { AccountSession, SessionsEnded } from '@showroom/contract';
import { OWN_SESSIONS_PATH, USER_SESSIONS_SEGMENT } from '@showroom/contract/constants';
import { resourcePaths } from '@showroom/contract/values';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Whose sessions: the signed-in person's own, or a staff member's (for a super admin). */
export type SessionsOwner = 'me' | { userId: number };

const pathOf = (owner: SessionsOwner) =>
  owner === 'me'
    ? OWN_SESSIONS_PATH
    : `${resourcePaths.users.root}/${owner.userId}/${USER_SESSIONS_SEGMENT}`;

/** Every sessions list shares this key root: ending any session refreshes them all. */
export const SESSIONS_KEY = ['sessions'] as const;

export const sessionsQuery = (owner: SessionsOwner) =>
  queryOptions({
    queryKey: [...SESSIONS_KEY, owner === 'me' ? 'me' : owner.userId],
    queryFn: ({ signal }) => api.get<AccountSession[]>(pathOf(owner), { quiet: true, signal }),
  });

/** Ends one session. */
export const endSession = (owner: SessionsOwner, sessionId: string) =>
  api.delete<SessionsEnded>(`${pathOf(owner)}/${encodeURIComponent(sessionId)}`);

/** Ends every session but the caller's own: of the caller, or all of a staff member's. */
export const endOtherSessions = (owner: SessionsOwner) =>
  api.delete<SessionsEnded>(owner === 'me' ? `${OWN_SESSIONS_PATH}/others` : pathOf(owner));
