import { formatMessage, type Sentences } from '@showroom/contract/messages';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

export const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

export const directionOf = (language: Language): 'ltr' | 'rtl' =>
  language === 'ar' ? 'rtl' : 'ltr';

/** A namespace's strings in one language, in i18next's JSON format. */
export type Strings = { [key: string]: string | Strings };

/** What importing a language's JSON file gives. */
type StringsFile<T extends Strings = Strings> = Promise<{ default: T }>;

/**
 * One language's strings of an area: its JSON file, imported when the app is in that language
 * (Vite makes each file its own chunk), or, for the few messages the app must show when
 * nothing can be downloaded (the client's offline error), written in the code.
 */
export type StringsSource = Strings | (() => StringsFile);

/** Translations of one area of the app: its namespace and each language's strings. */
export type TranslationBundle = { namespace: string } & Record<Language, StringsSource>;

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** The messages of a namespace as `a.b.c` keys, a counted one once: each language has its forms. */
type MessageKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Message}_${PluralForm}` ? Message : K}`
    : MessageKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Nothing when the Arabic file words the English file's messages, no more and no fewer. */
type SameMessages<En, Ar> = [
  Exclude<MessageKeys<En>, MessageKeys<Ar>> | Exclude<MessageKeys<Ar>, MessageKeys<En>>,
] extends [never]
  ? unknown
  : {
      arabicDiffers: {
        missing: Exclude<MessageKeys<En>, MessageKeys<Ar>>;
        extra: Exclude<MessageKeys<Ar>, MessageKeys<En>>;
      };
    };

/**
 * An area whose strings are one JSON file a language, e.g.
 * `translations('cars', { en: () => import('./locales/en.json'), ar: () => import('./locales/ar.json') })`.
 * The compiler checks that the Arabic file words the same messages as the English one.
 */
export function translations<En extends Strings, Ar extends Strings>(
  namespace: string,
  files: { en: () => StringsFile<En>; ar: (() => StringsFile<Ar>) & SameMessages<En, Ar> },
) {
  return { namespace, ...files } satisfies TranslationBundle;
}

/** An area's strings in a language, loading its file if it has one. */
export async function stringsOf(bundle: TranslationBundle, language: Language): Promise<Strings> {
  const source = bundle[language];
  return typeof source === 'function' ? (await source()).default : source;
}

export const i18n = i18next.createInstance();

/** Every area registered so far, by namespace. */
const areas = new Map<string, TranslationBundle>();

/** Registers areas; returns their namespaces. */
function register(bundles: TranslationBundle[]) {
  for (const bundle of bundles) areas.set(bundle.namespace, bundle);
  return bundles.map((bundle) => bundle.namespace);
}

/** i18next's backend: a namespace's strings in a language, from its area. */
function loadNamespace(language: string, namespace: string): Promise<Strings> {
  const area = areas.get(namespace);
  if (!area) return Promise.reject(new Error(`No strings are registered for "${namespace}"`));
  return stringsOf(area, isLanguage(language) ? language : 'en');
}

/** Settles once the first language's strings are in; null until `initI18n`. */
let started: Promise<unknown> | null = null;

/**
 * Sets the instance up in `language` and loads the areas registered so far in it, and only in
 * it: changing the language loads the other's files first, then re-renders.
 */
export function initI18n(bundles: TranslationBundle[], language: Language) {
  register(bundles);
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

/**
 * The contract's sentences (the API's and the contract's checks' messages), namespace
 * `messages`: one language's file, loaded with the app's other strings in that language.
 */
export const messagesTranslations = translations('messages', {
  en: () => import('@showroom/contract/catalogue/en'),
  ar: () => import('@showroom/contract/catalogue/ar'),
});

/**
 * A message from the contract's catalogue (the token a zod check carries) in the app's
 * language; text that is no token (the server's own words, already in the language asked
 * for) comes back as it is.
 */
export function messageText(text: string, language: string = i18n.language) {
  const lang = language === 'ar' ? 'ar' : 'en';
  // i18next adds `getResourceBundle` when it starts: before that there is nothing to word.
  const sentences = i18n.isInitialized
    ? (i18n.getResourceBundle(lang, messagesTranslations.namespace) as Sentences | undefined)
    : undefined;
  return sentences ? formatMessage(text, sentences, lang) : text;
}

/** Dates are shown in the US English locale (spec §9), whatever the language. */
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const formatDateTime = (iso: string | null | undefined) =>
  iso ? dateTime.format(new Date(iso)) : '';
