import { translations } from '../../lib/i18n';

/** Strings of the brands screens, namespace `brands`. */
export const brandsTranslations = translations('brands', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});
