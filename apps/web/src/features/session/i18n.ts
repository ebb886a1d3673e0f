import { translations } from '../../lib/i18n';

/** Strings of the session screens, namespace `session`. */
export const sessionTranslations = translations('session', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});
