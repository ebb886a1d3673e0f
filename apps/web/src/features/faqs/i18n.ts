import { translations } from '../../lib/i18n';

/** Strings of the faqs screens, namespace `faqs`. */
export const faqsTranslations = translations('faqs', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});
