import { commonTranslations } from '../components/i18n';
import { sessionTranslations } from '../features/session/i18n';
import { apiTranslations } from '../lib/api';
import { initI18n, messagesTranslations, translations, type Language } from '../lib/i18n';

/** The shell's strings: navigation, breadcrumbs, top bar, settings and the error pages. */
export const shellTranslations = translations('shell', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});

/**
 * Sets i18n up in `language` with what the sign-in page shows, in that language alone: the
 * client's and the shared pieces' messages, the session pages' and the shell's (its error
 * pages must be at hand before a download can fail). `app-routes` adds the rest when loaded.
 */
export function setUpI18n(language: Language) {
  return initI18n(
    [
      apiTranslations,
      messagesTranslations,
      commonTranslations,
      shellTranslations,
      sessionTranslations,
    ],
    language,
  );
}
