import { translations } from '../../lib/i18n';

/** Strings of the contact subjects screens, namespace `contactSubjects`. */
export const contactSubjectsTranslations = translations('contactSubjects', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});
