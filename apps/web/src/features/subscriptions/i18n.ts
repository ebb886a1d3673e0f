import { translations } from '../../lib/i18n';

/** Strings of the subscriptions screens, namespace `subscriptions`. */
export const subscriptionsTranslations = translations('subscriptions', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});
