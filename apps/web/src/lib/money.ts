import { minorDigits } from './format';

/** Shown amounts are formatted by `./format` (ADR 036); this file converts typed ones. */
export { formatMoney, minorDigits } from './format';

/** Major units typed by a person (e.g. "12.5") as integer minor units, or null if not a number. */
export function toMinorUnits(text: string, currency: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d*)?$/.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  const digits = minorDigits(currency);
  if (fraction.length > digits) return null;
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** Integer minor units as the text of a major-unit input ("12.50"). */
export const fromMinorUnits = (minor: number, currency: string) =>
  (minor / 10 ** minorDigits(currency)).toFixed(minorDigits(currency));
