import { keepStrings, stringsOf, translations, type Language } from '../../lib/strings';

/**
 * Strings of second factors (setting up an authenticator app, recovery codes, the account
 * page's section and the reminder to set one up), namespace `secondFactor`.
 */
export const secondFactorTranslations = translations('secondFactor', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});

/**
 * Loads them in `language` for a page that reads strings without i18next (setting up an app
 * while signing in); past the session pages i18next loads them with the app's.
 */
export async function loadSecondFactorStrings(language: Language) {
  keepStrings(
    language,
    secondFactorTranslations.namespace,
    await stringsOf(secondFactorTranslations, language),
  );
}
