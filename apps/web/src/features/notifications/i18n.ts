import { translations } from '../../lib/i18n';

/** Strings of the notifications screens, namespace `notifications`. */
export const notificationsTranslations = translations('notifications', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});
