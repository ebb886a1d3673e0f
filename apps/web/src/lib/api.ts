import { API_BASE } from '@showroom/contract/constants';
import { createApiClient, type ApiClientEvents } from './api-client';
import { currentLanguage, messageText, text, type TranslationBundle } from './strings';
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

/** The client's own messages (the server words the others), namespace `api`. */
export const apiTranslations: TranslationBundle = {
  namespace: 'api',
  en: {
    timeout: 'Request timed out',
    offline: 'You are offline. Check your connection and try again.',
    unreachable: 'The server could not be reached. Check your connection and try again.',
  },
  ar: {
    timeout: 'انتهت مهلة الطلب',
    offline: 'أنت غير متصل بالإنترنت. تحقق من الاتصال وحاول مرة أخرى.',
    unreachable: 'تعذّر الوصول إلى الخادم. تحقق من الاتصال وحاول مرة أخرى.',
  },
};

/** The app's one API client. */
export const api = createApiClient({
  baseUrl: API_BASE,
  tokens: tokenStore,
  language: currentLanguage,
  events: {
    notify: (message) => handlers.notify(message),
    sessionExpired: () => handlers.sessionExpired(),
    timedOut: () => handlers.timedOut(),
  },
  messages: {
    timeout: () => text('api', 'timeout'),
    offline: () => text('api', 'offline'),
    unreachable: () => text('api', 'unreachable'),
    serverError: () => messageText('errors.internal'),
  },
});
