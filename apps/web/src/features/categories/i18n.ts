import { translations } from '../../lib/i18n';

/** Strings of the categories screens, namespace `categories`. */
export const categoriesTranslations = translations('categories', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});
