import { translations } from '../../lib/i18n';

/** Strings of the contact details screens, namespace `contactDetails`. */
export const contactDetailsTranslations = translations('contactDetails', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});
