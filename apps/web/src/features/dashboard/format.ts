import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Numbers in Arabic are written with Arabic-Indic digits; dates stay US English (spec §9). */
export const numberLocale = (language: string) => (language === 'ar' ? 'ar-u-nu-arab' : 'en-US');

/** Minor units to a currency amount, with the currency's own number of decimals (ISO 4217). */
export function formatMoney(minorUnits: number, currency: string, language: string): string {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(numberLocale(language), { style: 'currency', currency });
  } catch {
    // An unknown code: the amount in two decimals followed by the code as stored.
    const plain = new Intl.NumberFormat(numberLocale(language), {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    return `${plain.format(minorUnits / 100)} ${currency}`;
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** digits);
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
/** A `YYYY-MM-DD` day of the series, e.g. "Nov 3". */
export const formatDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

/** The current language's number and money formats. */
export function useFormats() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(numberLocale(language));
    const percent = new Intl.NumberFormat(numberLocale(language), {
      style: 'percent',
      maximumFractionDigits: 0,
    });
    return {
      language,
      rtl: language === 'ar',
      number: (value: number) => numbers.format(value),
      percent: (fraction: number) => percent.format(fraction),
      money: (minorUnits: number, currency: string) => formatMoney(minorUnits, currency, language),
    };
  }, [language]);
}
export type Formats = ReturnType<typeof useFormats>;
