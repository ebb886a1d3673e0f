import { translations } from '../../lib/i18n';

/** Strings of the roles screens, namespace `roles`. */
export const rolesTranslations = translations('roles', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});
