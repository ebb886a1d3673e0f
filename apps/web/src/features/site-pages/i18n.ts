import { translations } from '../../lib/i18n';

/** Strings of the about, privacy-policy and terms-and-conditions screens, namespace `sitePages`. */
export const sitePagesTranslations = translations('sitePages', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});
