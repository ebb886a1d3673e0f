import { translations } from '../../lib/strings';

/** Strings of the session screens, namespace `session`. */
export const sessionTranslations = translations('session', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});
