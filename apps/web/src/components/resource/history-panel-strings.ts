import { translations } from '../../lib/i18n';

/** Strings of a record's History panel and of the audit diff, namespace `history`. */
export const historyTranslations = translations('history', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});
