import { translations } from '../../lib/i18n';

/** Strings of the queries screens, namespace `queries`. */
export const queriesTranslations = translations('queries', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});
