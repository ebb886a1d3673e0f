import { translations } from '../../lib/i18n';

/** Strings of the colors screens, namespace `colors`. */
export const colorsTranslations = translations('colors', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});
