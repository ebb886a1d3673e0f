import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoTimestamp } from './rows';

const outcome = (write: () => string) => {
  try {
    return write();
  } catch (error) {
    return `throws ${String(error)}`;
  }
};

describe('timestamps read as PostgreSQL sends them', () => {
  it('are written as toISOString writes the same moment, whatever the year, fraction or offset', () => {
    const digits = (min: number, max: number, length: number) =>
      fc.integer({ min, max }).map((n) => String(n).padStart(length, '0'));
    const text = fc
      .tuple(
        digits(1, 9999, 4),
        digits(1, 12, 2),
        digits(1, 28, 2),
        digits(0, 23, 2),
        digits(0, 59, 2),
        digits(0, 59, 2),
        fc.stringMatching(/^(\.\d{1,6})?$/),
        fc.constantFrom('+00', '+04', '-05', '+05:30'),
      )
      .map(
        ([y, mo, d, h, mi, s, fraction, offset]) =>
          `${y}-${mo}-${d} ${h}:${mi}:${s}${fraction}${offset}`,
      );
    fc.assert(
      fc.property(text, (value) => {
        // A year a Date cannot read (0013) fails the same way.
        expect(outcome(() => isoTimestamp(value))).toBe(
          outcome(() => new Date(value).toISOString()),
        );
      }),
      { numRuns: 2000 },
    );
  });
});
