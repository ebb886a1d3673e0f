import { translations } from '../../lib/i18n';

/** Strings of the offers screens, namespace `offers`. */
export const offersTranslations = translations('offers', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});
