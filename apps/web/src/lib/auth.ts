import type { Admin, Session } from '@showroom/contract';
import {
  can,
  inGroup,
  type Action,
  type Resource,
  type RoleGroup,
} from '@showroom/contract/access';
import { api } from './api';
import { createStore, useStore } from './store';
import { tokenStore } from './tokens';

/** Uninitialised until the stored token has been checked; then signed in or not. */
export type AuthState =
  | { status: 'uninitialised'; admin: null }
  | { status: 'authenticated'; admin: Admin }
  | { status: 'unauthenticated'; admin: null };

const state = createStore<AuthState>({ status: 'uninitialised', admin: null });
const setState = state.set;

export const authStore = {
  getState: state.get,
  subscribe: state.subscribe,

  /** Start-up: with a stored access token, fetch the admin it belongs to. */
  async initialise() {
    if (!tokenStore.getAccessToken() && !tokenStore.getRefreshToken()) {
      setState({ status: 'unauthenticated', admin: null });
      return;
    }
    try {
      // The body is read per attempt: after a refresh the replay sends the new token.
      const admin = await api.post<Admin>(
        '/admin/getAdminByToken',
        () => ({ token: tokenStore.getAccessToken() ?? '' }),
        { quiet: true },
      );
      setState({ status: 'authenticated', admin });
    } catch {
      tokenStore.clear();
      setState({ status: 'unauthenticated', admin: null });
    }
  },

  /** Sign-in and sign-up answer with a session: keep its tokens and its admin. */
  signIn(session: Session) {
    tokenStore.setTokens(session);
    setState({ status: 'authenticated', admin: session.admin });
  },

  /** Forgets the session locally (tokens and user); the caller clears cached data. */
  clear() {
    tokenStore.clear();
    setState({ status: 'unauthenticated', admin: null });
  },
};

export function useAuth(): AuthState {
  return useStore(state);
}

/** What the signed-in admin may do; everything is false when nobody is signed in. */
export function usePermissions() {
  const { admin } = useAuth();
  return {
    admin,
    can: (resource: Resource, action: Action) =>
      admin ? can(admin.role.permissions, resource, action) : false,
    inGroup: (group: RoleGroup) => (admin ? inGroup(admin.role.level, group) : false),
    isGuest: admin?.role.level === 'GUEST',
  };
}

export type Permissions = ReturnType<typeof usePermissions>;
