import { translations } from '../../lib/i18n';

/** Strings of the packages screens, namespace `packages`. */
export const packagesTranslations = translations('packages', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});
