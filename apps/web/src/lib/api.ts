import { API_BASE } from '@showroom/contract/constants';
import { createApiClient, type ApiClientEvents } from './api-client';
import { i18n, messageText, type TranslationBundle } from './i18n';
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
  language: () => (i18n.language === 'ar' ? 'ar' : 'en'),
  events: {
    notify: (message) => handlers.notify(message),
    sessionExpired: () => handlers.sessionExpired(),
    timedOut: () => handlers.timedOut(),
  },
  messages: {
    timeout: () => i18n.t('api:timeout'),
    offline: () => i18n.t('api:offline'),
    unreachable: () => i18n.t('api:unreachable'),
    serverError: () => messageText('errors.internal'),
  },
});
