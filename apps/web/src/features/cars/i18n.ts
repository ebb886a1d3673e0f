import { translations } from '../../lib/i18n';

/** Strings of the cars screens, namespace `cars`. */
export const carsTranslations = translations('cars', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});
