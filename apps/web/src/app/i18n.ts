import { sessionTranslations } from '../features/session/i18n';
import { apiTranslations } from '../lib/api';
import { onceUntilFailure } from '../lib/once';
import {
  currentLanguage,
  loadFirstStrings,
  messagesTranslations,
  translations,
  type Language,
} from '../lib/strings';

/** The shell's strings: navigation, breadcrumbs, top bar, settings and the error pages. */
export const shellTranslations = translations('shell', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});

/**
 * What the first pages show, read without i18next (`lib/strings.ts`): the client's messages,
 * the contract's sentences, the session pages' strings and the shell's (its error pages must
 * be at hand before a download can fail).
 */
const firstAreas = [apiTranslations, messagesTranslations, shellTranslations, sessionTranslations];

/**
 * Loads the first pages' strings in `language` (the app's, at start), once; settles when they
 * are in. A failed download is tried again on the next call.
 */
export const setUpFirstStrings = onceUntilFailure((language: Language) =>
  loadFirstStrings(firstAreas, language),
);

/**
 * Loads i18next and sets it up in the app's language with the first areas and the shared
 * pieces' strings, once: every screen past the session pages reads its strings through it.
 * `app-routes` adds the rest when loaded. A failed download is tried again on the next call.
 */
export const startI18n = onceUntilFailure(async () => {
  const [{ initI18n }, { commonTranslations }] = await Promise.all([
    import('../lib/i18n'),
    import('../components/i18n'),
  ]);
  return initI18n([...firstAreas, commonTranslations], currentLanguage());
});

/** Both, in `language`: what a test renders screens with. */
export async function setUpI18n(language: Language) {
  await setUpFirstStrings(language);
  await startI18n();
}
