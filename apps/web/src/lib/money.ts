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

/** Integer minor units as the currency's amount, e.g. 123450 KWD → "KWD 123.450". */
export function formatMoney(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const amount = minor / 10 ** digits;
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(digits)} ${currency}`;
  }
}

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
