import { API_BASE } from '@showroom/contract';
import { createApiClient, type ApiClientEvents } from './api-client';
import { i18n } from './i18n';
import { tokenStore } from './tokens';

/** Set by the app once the router and the toasts exist; until then nothing is shown. */
const handlers: ApiClientEvents = {
  notify: () => undefined,
  sessionExpired: () => undefined,
  timedOut: () => undefined,
};

export function setApiEvents(events: ApiClientEvents) {
  Object.assign(handlers, events);
}

/** The app's one API client. */
export const api = createApiClient({
  baseUrl: API_BASE,
  tokens: tokenStore,
  language: () => (i18n.language === 'ar' ? 'ar' : 'en'),
  events: {
    notify: (message) => handlers.notify(message),
    sessionExpired: () => handlers.sessionExpired(),
    timedOut: () => handlers.timedOut(),
  },
});
