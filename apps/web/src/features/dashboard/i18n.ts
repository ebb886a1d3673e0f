import { addTranslations, translations } from '../../lib/i18n';

/**
 * The dashboard's and the charts page's strings, namespace `dashboard`: registered when the
 * pages' code loads (the app's i18n set-up knows only the shell's areas); the pages wait for
 * them in Suspense.
 */
export const dashboardTranslations = translations('dashboard', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});

void addTranslations([dashboardTranslations]);
