import { renderMessage } from '@showroom/contract';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

export const directionOf = (language: Language): 'ltr' | 'rtl' =>
  language === 'ar' ? 'rtl' : 'ltr';

/** Translations of one area of the app, namespaced, in both languages. */
export type TranslationBundle = {
  namespace: string;
  en: Record<string, unknown>;
  ar: Record<string, unknown>;
};

export const i18n = i18next.createInstance();

/** Areas added before the instance was set up; `initI18n` takes them in. */
const early: TranslationBundle[] = [];

export function initI18n(bundles: TranslationBundle[], language: Language) {
  const resources: Resource = { en: {}, ar: {} };
  for (const bundle of [...bundles, ...early]) {
    (resources.en as Record<string, unknown>)[bundle.namespace] = bundle.en;
    (resources.ar as Record<string, unknown>)[bundle.namespace] = bundle.ar;
  }
  void i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

/** Adds areas loaded after start-up (the signed-in app's resources and pages). */
export function addTranslations(bundles: TranslationBundle[]) {
  if (!i18n.isInitialized) {
    early.push(...bundles);
    return;
  }
  for (const bundle of bundles) {
    i18n.addResourceBundle('en', bundle.namespace, bundle.en, true, true);
    i18n.addResourceBundle('ar', bundle.namespace, bundle.ar, true, true);
  }
}

/**
 * A message from the contract's catalogue (the token a zod check carries) in the app's
 * language; text that is no token (the server's own words, already in the language asked
 * for) comes back as it is.
 */
export const messageText = (text: string, language: string = i18n.language) =>
  renderMessage(text, language === 'ar' ? 'ar' : 'en');

/** Dates are shown in the US English locale (spec §9), whatever the language. */
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const formatDateTime = (iso: string | null | undefined) =>
  iso ? dateTime.format(new Date(iso)) : '';
