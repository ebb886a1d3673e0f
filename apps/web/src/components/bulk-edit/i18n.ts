import { translations } from '../../lib/i18n';

/** Strings of the "Edit fields" dialog of a list's selected rows, namespace `bulkEdit`. */
export const bulkEditTranslations = translations('bulkEdit', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});
