import { translations } from '../../lib/i18n';

/** Strings of the countries screens, namespace `countries`. */
export const countriesTranslations = translations('countries', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});
