import { translations } from '../../lib/i18n';

/** Strings of a list's saved views, namespace `views`. */
export const viewsTranslations = translations('views', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});
