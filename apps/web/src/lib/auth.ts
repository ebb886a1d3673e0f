import type { Admin, Session } from '@showroom/contract';
import {
  can,
  inGroup,
  type Action,
  type Resource,
  type RoleGroup,
} from '@showroom/contract/access';
import { api } from './api';
import { ApiError } from './api-error';
import { createStore, useStore } from './store';
import { tokenStore } from './tokens';

/**
 * Uninitialised until the stored token has been checked; then signed in or not. While the
 * check cannot reach the server (`unreachable`), the stored tokens are kept and it is tried
 * again: only the server's refusal signs the person out.
 */
export type AuthState =
  | { status: 'uninitialised'; admin: null; unreachable: boolean }
  | { status: 'authenticated'; admin: Admin }
  | { status: 'unauthenticated'; admin: null };

const state = createStore<AuthState>({ status: 'uninitialised', admin: null, unreachable: false });
const setState = state.set;

/** The first retries of an unanswered check come soon, later ones at most this far apart. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 15_000;

/**
 * Whether an error says the session is over, as opposed to the server not being asked or
 * not answering now. The API client has already refreshed once on a 401 and ends the session
 * itself when the server refuses the refresh (`sessionEnded`); a token the server turns down
 * otherwise (400, 403, 404) is a refusal too. No answer (a navigation, a reload, a dropped
 * network, a time-out), 408, 429 and 5xx are not: the tokens stay.
 */
export function endsSession(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.details.sessionEnded === true) return true;
  const { status } = error;
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** The admin the stored access token belongs to (the API client refreshes it on a 401). */
const fetchAdmin = () =>
  // The body is read per attempt: after a refresh the replay sends the new token.
  api.post<Admin>('/admin/getAdminByToken', () => ({ token: tokenStore.getAccessToken() ?? '' }), {
    quiet: true,
  });

/** The pending retry of the start-up check, and how long the next one waits. */
const retry: { timer: ReturnType<typeof setTimeout> | null; delay: number } = {
  timer: null,
  delay: RETRY_FIRST_MS,
};
function cancelRetry() {
  if (retry.timer !== null) clearTimeout(retry.timer);
  retry.timer = null;
  if (typeof window !== 'undefined') window.removeEventListener('online', retryNow);
}
function retryNow() {
  cancelRetry();
  void authStore.initialise();
}
function scheduleRetry() {
  cancelRetry();
  retry.timer = setTimeout(retryNow, retry.delay);
  retry.delay = Math.min(retry.delay * 2, RETRY_MAX_MS);
  // The network coming back is the moment to ask again.
  window.addEventListener('online', retryNow);
}

export const authStore = {
  getState: state.get,
  subscribe: state.subscribe,

  /**
   * Start-up: with a stored token, fetch the admin it belongs to. Until the server answers,
   * the state stays uninitialised (marked unreachable after a failed try) and the check is
   * tried again, soon at first, then less often, and at once when the browser is back online.
   */
  async initialise() {
    cancelRetry();
    if (!tokenStore.getAccessToken() && !tokenStore.getRefreshToken()) {
      setState({ status: 'unauthenticated', admin: null });
      return;
    }
    try {
      const admin = await fetchAdmin();
      retry.delay = RETRY_FIRST_MS;
      setState({ status: 'authenticated', admin });
    } catch (error) {
      // Signed in or out meanwhile (another tab's sign-in, the session ended): that stands.
      if (state.get().status !== 'uninitialised') return;
      if (endsSession(error)) {
        authStore.clear();
        return;
      }
      setState({ status: 'uninitialised', admin: null, unreachable: true });
      scheduleRetry();
    }
  },

  /** Tries the start-up check again now (the person asked to). */
  retryNow,

  /**
   * Reads the signed-in admin again (their role or its permissions changed): menus, routes
   * and buttons follow. A failure leaves what is shown; the API client ends a session the
   * server refuses.
   */
  async reload() {
    if (state.get().status !== 'authenticated') return;
    try {
      const admin = await fetchAdmin();
      if (state.get().status === 'authenticated') setState({ status: 'authenticated', admin });
    } catch {
      // Kept as it is: the next live event or reconnection asks again.
    }
  },

  /** Sign-in and sign-up answer with a session: keep its tokens and its admin. */
  signIn(session: Session) {
    cancelRetry();
    tokenStore.setTokens(session);
    setState({ status: 'authenticated', admin: session.admin });
  },

  /** Forgets the session locally (tokens and user); the caller clears cached data. */
  clear() {
    cancelRetry();
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
