import { translations } from '../../lib/strings';

/** Strings of the account page, namespace `account`. */
export const accountTranslations = translations('account', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});
