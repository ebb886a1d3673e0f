import { translations } from '../../lib/i18n';

/** Strings of the users screens, namespace `users`. */
export const usersTranslations = translations('users', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});
