import { formatMessage, type Sentences } from '@showroom/contract/messages';
import { createStore, useStore } from './store';

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

/**
 * The contract's sentences (the API's and the contract's checks' messages), namespace
 * `messages`: one language's file, loaded with the app's other strings in that language.
 */
export const messagesTranslations = translations('messages', {
  en: () => import('@showroom/contract/catalogue/en'),
  ar: () => import('@showroom/contract/catalogue/ar'),
});

// The first strings. The session pages, the error pages and the API client read their
// strings here, synchronously, without i18next (54 KB, loaded past the session pages by
// `lib/i18n.ts`, whose backend keeps what it loads here as well).

/** Every namespace loaded so far, by language. */
const loaded: Record<Language, Map<string, Strings>> = { en: new Map(), ar: new Map() };
/** The app's language: set at start, then changed once the new language's strings are in. */
const shown = createStore<Language>('en');
/** The areas the first pages read, loaded in the app's language before they show. */
let firstAreas: TranslationBundle[] = [];

/** Keeps an area's strings in a language for `text` and `messageText`. */
export function keepStrings(language: Language, namespace: string, strings: Strings) {
  loaded[language].set(namespace, strings);
}

/** Shows the app in `language`, whose strings are loaded. */
export const showLanguage = (language: Language) => shown.set(language);

/** Loads the first areas in a language, then shows it. */
async function loadFirstAreas(language: Language) {
  await Promise.all(
    firstAreas.map(async (area) =>
      keepStrings(language, area.namespace, await stringsOf(area, language)),
    ),
  );
  showLanguage(language);
}

let change: (language: Language) => Promise<unknown> = loadFirstAreas;

/**
 * Sets the app's language and loads the first pages' areas in it; settles once they are in
 * (the first pages wait for them).
 */
export function loadFirstStrings(areas: TranslationBundle[], language: Language) {
  firstAreas = areas;
  showLanguage(language);
  return loadFirstAreas(language);
}

/** Changes the app's language: loads its strings first (all of i18next's, once it runs). */
export const changeLanguage = (language: Language) => change(language);

/** From now on i18next changes the language (and tells `showLanguage` when it has). */
export function handLanguageTo(changeI18n: (language: Language) => Promise<unknown>) {
  change = changeI18n;
}

export const currentLanguage = () => shown.get();

/** The app's language, re-rendering when it changes. */
export const useLanguage = () => useStore(shown);

/** Values put in a string's `{{name}}` places. */
export type TextValues = Record<string, string | number>;

/** A string of a loaded area (`a.b.c` key), `{{name}}` places filled in; undefined when none. */
export function findText(
  namespace: string,
  key: string,
  values: TextValues = {},
  language: Language = shown.get(),
): string | undefined {
  let found: string | Strings | undefined = loaded[language].get(namespace);
  for (const part of key.split('.')) found = typeof found === 'object' ? found[part] : undefined;
  if (typeof found !== 'string') return undefined;
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (place, name: string) =>
    name in values ? String(values[name]) : place,
  );
}

/** A string of a loaded area; its key when there is none, as i18next does. */
export const text = (...args: Parameters<typeof findText>) => findText(...args) ?? args[1];

/** `text` of one namespace in the app's language, for a component of the first pages. */
export function useText(namespace: string) {
  const language = useLanguage();
  return (key: string, values?: TextValues) => text(namespace, key, values, language);
}

/**
 * A message from the contract's catalogue (the token a zod check carries) in the app's
 * language; text that is no token (the server's own words, already in the language asked
 * for) comes back as it is.
 */
export function messageText(message: string, language: string = shown.get()) {
  const lang = isLanguage(language) ? language : 'en';
  const sentences = loaded[lang].get(messagesTranslations.namespace) as Sentences | undefined;
  return sentences ? formatMessage(message, sentences, lang) : message;
}
