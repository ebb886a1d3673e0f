import './lib/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { setUpFirstStrings } from './app/i18n';
import { createRouter } from './app/router';
import { settingsStore } from './app/theme/settings';
import { setApiEvents } from './lib/api';
import { authStore } from './lib/auth';
import { notifyError } from './lib/toast';

/** A service worker left by an older deployment would serve stale files: remove it. */
function unregisterOldServiceWorkers() {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .getRegistrations()
    .then((registrations) =>
      Promise.all(registrations.map((registration) => registration.unregister())),
    )
    .catch(() => undefined);
}

unregisterOldServiceWorkers();
// The first page waits for its strings (`app/router.tsx`), downloaded beside its code.
void setUpFirstStrings(settingsStore.get().language);
const router = createRouter();

setApiEvents({
  notify: notifyError,
  sessionExpired() {
    const from = router.state.location;
    authStore.clear();
    // The query cache comes with the pages past sign-in; forget whatever it holds.
    void import('./lib/query-client').then(({ queryClient }) => queryClient.clear());
    if (!from.pathname.startsWith('/session/'))
      void router.navigate('/session/signin', { replace: true, state: { from } });
  },
  timedOut() {
    void router.navigate('/500');
  },
});
void authStore.initialise();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A transition renders in slices, yielding to the browser between them: starting the app
// never holds the page for one long task.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  ),
);
