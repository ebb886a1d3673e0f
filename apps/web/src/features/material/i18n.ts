import { translations } from '../../lib/i18n';

/**
 * The template pages' strings: their titles (sidebar entries and breadcrumbs) and what they
 * show, one namespace loaded with the app in its language.
 */
export const materialTranslations = translations('material', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});
