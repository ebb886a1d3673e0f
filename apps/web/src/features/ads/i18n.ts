import { translations } from '../../lib/i18n';

/** Strings of the ads screens, namespace `ads`. */
export const adsTranslations = translations('ads', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});
