import { describe, expect, it } from 'vitest';
import { guardFormula, unguardFormula } from './csv-cells';

describe('a cell a spreadsheet would run as a formula', () => {
  it('is written with a leading apostrophe, and only such a cell', () => {
    expect(['=1+2', '+971', '-5', '@me', '\tx', '\rx'].map(guardFormula)).toEqual([
      "'=1+2",
      "'+971",
      "'-5",
      "'@me",
      "'\tx",
      "'\rx",
    ]);
    expect(['Corolla', "'quoted", '1-2', ''].map(guardFormula)).toEqual([
      'Corolla',
      "'quoted",
      '1-2',
      '',
    ]);
  });

  it('reads back as it was written, apostrophes of its own included', () => {
    const values = ['=1+2', '-Special', "'=already", "''+two", "'quoted", 'plain', "'", ''];
    for (const value of values) expect(unguardFormula(guardFormula(value))).toBe(value);
  });
});
