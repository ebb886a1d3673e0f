import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  handLanguageTo,
  isLanguage,
  keepStrings,
  showLanguage,
  stringsOf,
  type Language,
  type Strings,
  type TranslationBundle,
} from './strings';

export * from './strings';

/**
 * i18next, for every screen past the session pages, which read `./strings` alone: the app
 * loads it when it leaves them (`startI18n` in `app/i18n.ts`).
 */
export const i18n = i18next.createInstance();

/** Every area registered so far, by namespace. */
const areas = new Map<string, TranslationBundle>();

/** Registers areas; returns their namespaces. */
function register(bundles: TranslationBundle[]) {
  for (const bundle of bundles) areas.set(bundle.namespace, bundle);
  return bundles.map((bundle) => bundle.namespace);
}

/**
 * i18next's backend: a namespace's strings in a language, from its area, kept for the pages
 * that read them without i18next too.
 */
async function loadNamespace(language: string, namespace: string): Promise<Strings> {
  const area = areas.get(namespace);
  if (!area) throw new Error(`No strings are registered for "${namespace}"`);
  const lang = isLanguage(language) ? language : 'en';
  const strings = await stringsOf(area, lang);
  keepStrings(lang, namespace, strings);
  return strings;
}

/** Settles once the first language's strings are in; null until `initI18n`. */
let started: Promise<unknown> | null = null;

/**
 * Sets the instance up in `language` and loads the areas registered so far in it, and only in
 * it: changing the language loads the other's files first, then re-renders.
 */
export function initI18n(bundles: TranslationBundle[], language: Language) {
  register(bundles);
  // The app's language changes through i18next from now on, which loads every namespace in
  // use before it says so.
  i18n.on('languageChanged', (changed) => {
    if (isLanguage(changed)) showLanguage(changed);
  });
  handLanguageTo(async (next) => {
    await started;
    await i18n.changeLanguage(next);
  });
  started = i18n
    .use(resourcesToBackend(loadNamespace))
    .use(initReactI18next)
    .init({
      lng: language,
      // Every Arabic file words every English message (app/i18n.test.ts): no English is
      // downloaded behind it.
      fallbackLng: false,
      ns: [...areas.keys()],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      // A screen names other areas' keys (`cars:title` in the sidebar) without waiting for
      // their namespace: it renders again when a namespace arrives.
      react: { bindI18nStore: 'added' },
    });
  return started;
}

/**
 * Adds areas loaded after start-up (the signed-in app's resources and pages, a page's own
 * strings) and settles when they are loaded in the app's language.
 */
export async function addTranslations(bundles: TranslationBundle[]) {
  const namespaces = register(bundles);
  // Before `initI18n` there is nothing to wait for: it loads every registered area.
  if (!started) return;
  await started;
  await i18n.loadNamespaces(namespaces);
}

/** Dates are formatted in the app's language by `./format` (ADR 036). */
export { formatDateTime } from './format';
