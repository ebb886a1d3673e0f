import { translations } from '../lib/i18n';

/** Strings of the shared pieces (list page, form page, fields, dialogs), namespace `common`. */
export const commonTranslations = translations('common', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});
