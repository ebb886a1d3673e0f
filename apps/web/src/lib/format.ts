import { useMemo } from 'react';
import { currentLanguage, useLanguage, type Language } from './strings';

/*
 * Every date, time, number, percentage and amount of money the app shows is formatted here,
 * in the app's language (ADR 036): US English in English (spec §9: "Nov 26, 2026, 8:10 PM",
 * "$85,000.00"), Arabic words and order in Arabic ("26 نوفمبر 2026، 8:10 م", "‏85,000.00 د.إ.‏")
 * — with the Latin digits 0–9 in both, the one digit system of every screen, its user data
 * and its inputs alike. Nothing else calls `Intl` or `toLocaleString` to show a value.
 */

/** The locale a language's values are written in: Arabic with Latin digits (ADR 036). */
export const localeOf = (language: Language) => (language === 'ar' ? 'ar-u-nu-latn' : 'en-US');

/** Intl formatters are costly to build: one of each kind a language, kept. */
function kept<T>(build: (locale: string) => T) {
  const made = new Map<Language, T>();
  return (language: Language): T => {
    let found = made.get(language);
    if (!found) {
      found = build(localeOf(language));
      made.set(language, found);
    }
    return found;
  };
}

const dateTimes = kept((locale) =>
  locale === 'en-US'
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
    : // Arabic's medium date is all digits and slashes (27/11/2026): its month by name reads better.
      new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }),
);
const dates = kept(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: locale === 'en-US' ? 'short' : 'long',
      day: 'numeric',
    }),
);
const days = kept(
  (locale) => new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
);
const numbers = kept((locale) => new Intl.NumberFormat(locale));
const lists = kept((locale) => new Intl.ListFormat(locale, { type: 'conjunction' }));
const percents = kept(
  (locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }),
);

/** An instant with its time: "Nov 26, 2026, 8:10 PM" / "26 نوفمبر 2026، 8:10 م"; '' for none. */
export const formatDateTime = (
  iso: string | null | undefined,
  language: Language = currentLanguage(),
) => (iso ? dateTimes(language).format(new Date(iso)) : '');

/** An instant's day: "Nov 26, 2026" / "26 نوفمبر 2026"; '' for none. */
export const formatDate = (
  iso: string | null | undefined,
  language: Language = currentLanguage(),
) => (iso ? dates(language).format(new Date(iso)) : '');

/** A `YYYY-MM-DD` day of a series, as a chart's axis names it: "Nov 3" / "3 نوف". */
export const formatDay = (date: string, language: Language = currentLanguage()) =>
  days(language).format(new Date(`${date}T00:00:00Z`));

/** A count or a measure: "1,234". */
export const formatNumber = (value: number, language: Language = currentLanguage()) =>
  numbers(language).format(value);

/** A share (0..1) in whole percent: "42%" / "‏42‎%‎". */
export const formatPercent = (fraction: number, language: Language = currentLanguage()) =>
  percents(language).format(fraction);

/** Names one after the other: "Title, Model, and Price" / "العنوان والطراز والسعر". */
export const formatList = (items: readonly string[], language: Language = currentLanguage()) =>
  lists(language).format(items);

/** Digits after the decimal point of a currency (2 for USD, 3 for KWD, 0 for JPY). */
export function minorDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/**
 * Integer minor units as the currency's amount: "AED 85,000.00" / "‏85,000.00 د.إ.‏"; an unknown
 * code as two decimals followed by the code as stored.
 */
export function formatMoney(
  minor: number,
  currency: string,
  language: Language = currentLanguage(),
): string {
  const digits = minorDigits(currency);
  const amount = minor / 10 ** digits;
  try {
    return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency }).format(
      amount,
    );
  } catch {
    return `${new Intl.NumberFormat(localeOf(language), {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(minor / 100)} ${currency}`;
  }
}

/** The formats of the app's language, for a screen that renders again when it changes. */
export function useFormats() {
  const language = useLanguage();
  return useMemo(
    () => ({
      language,
      rtl: language === 'ar',
      number: (value: number) => formatNumber(value, language),
      percent: (fraction: number) => formatPercent(fraction, language),
      list: (items: readonly string[]) => formatList(items, language),
      money: (minor: number, currency: string) => formatMoney(minor, currency, language),
      dateTime: (iso: string | null | undefined) => formatDateTime(iso, language),
      date: (iso: string | null | undefined) => formatDate(iso, language),
      day: (date: string) => formatDay(date, language),
    }),
    [language],
  );
}
export type Formats = ReturnType<typeof useFormats>;
