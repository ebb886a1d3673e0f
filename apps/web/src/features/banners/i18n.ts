import { translations } from '../../lib/i18n';

/** Strings of the banners screens, namespace `banners`. */
export const bannersTranslations = translations('banners', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});
