import { translations } from '../../lib/i18n';

/** Strings of a person's sessions list (their account page, a staff member's), namespace `sessions`. */
export const sessionsTranslations = translations('sessions', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});
