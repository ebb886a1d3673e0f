import { describe, expect, it } from 'vitest';
import { formatMoney, fromMinorUnits, toMinorUnits } from './money';

describe('money in minor units', () => {
  it('follows each currency’s digits', () => {
    expect(toMinorUnits('12.5', 'USD')).toBe(1250);
    expect(toMinorUnits('12.5', 'KWD')).toBe(12500);
    expect(toMinorUnits('12', 'JPY')).toBe(12);
    expect(toMinorUnits('12.345', 'USD')).toBeNull();
    expect(toMinorUnits('-1', 'USD')).toBeNull();
    expect(fromMinorUnits(1250, 'AED')).toBe('12.50');
    expect(formatMoney(123450, 'KWD').replace(/\s/g, ' ')).toBe('KWD 123.450');
  });
});
