import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatList,
  formatMoney,
  formatNumber,
  formatPercent,
} from './format';

const instant = '2026-11-26T20:10:00.000Z';
/** Arabic-Indic and Persian digits: ADR 036 writes none of them. */
const easternDigits = /[\u0660-\u0669\u06f0-\u06f9]/;

describe('formats (ADR 036)', () => {
  it('names fields one after the other in each language', () => {
    expect(formatList(['Title', 'Model', 'Price'], 'en')).toBe('Title, Model, and Price');
    expect(formatList(['Title'], 'en')).toBe('Title');
    expect(formatList(['العنوان', 'الطراز'], 'ar')).toBe('العنوان والطراز');
  });

  it('keeps the spec’s US English in English', () => {
    const shown = formatDateTime(instant, 'en');
    expect(shown).toMatch(/^Nov 26, 2026, \d{1,2}:10\s[AP]M$/);
    expect(formatDate(instant, 'en')).toMatch(/^Nov 2[67], 2026$/);
    expect(formatDay('2026-11-03', 'en')).toBe('Nov 3');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatPercent(0.42, 'en')).toBe('42%');
    expect(formatMoney(8500000, 'AED', 'en').replace(/\s/g, ' ')).toBe('AED 85,000.00');
    expect(formatMoney(123450, 'KWD', 'en').replace(/\s/g, ' ')).toBe('KWD 123.450');
  });

  it('writes Arabic words and order in Arabic, with Latin digits only', () => {
    const values = [
      formatDateTime(instant, 'ar'),
      formatDate(instant, 'ar'),
      formatDay('2026-11-03', 'ar'),
      formatNumber(1234567, 'ar'),
      formatPercent(0.42, 'ar'),
      formatMoney(8500000, 'AED', 'ar'),
      formatMoney(12345, 'XYZ', 'ar'),
    ];
    for (const value of values) expect(value).not.toMatch(easternDigits);
    expect(values[0]).toContain('نوفمبر');
    expect(values[0]).toContain('2026');
    expect(values[0]).not.toMatch(/Nov|AM|PM/);
    expect(values[2]).toMatch(/^3 نوفمبر$/);
    expect(values[3]).toBe('1,234,567');
    expect(values[5]).toContain('85,000.00');
    expect(values[5]).toContain('د.إ.');
    expect(values[5]).not.toContain('AED');
    expect(values[6]).toMatch(/123\.45.*XYZ/);
  });
});
