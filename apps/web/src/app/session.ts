import { api } from '../lib/api';
import { authStore } from '../lib/auth';
import { queryClient } from '../lib/query-client';

/** Signs out: ends the session on the server (best effort), then forgets tokens and every cached query. */
export async function signOut() {
  try {
    await api.post('/admin/logout', undefined, { quiet: true });
  } catch {
    // The session is forgotten locally whatever the server said.
  }
  authStore.clear();
  queryClient.clear();
}
