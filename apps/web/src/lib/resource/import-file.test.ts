import type { ImportProblem } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { refusedRowsCsv, refusedRowsOf, type RefusedRowsWords } from './import-file';

const words: RefusedRowsWords = {
  row: 'Row',
  error: 'Error',
  reason: (problem) => `${problem.field ?? 'The whole row'}: ${problem.message}`,
  reasons: (list) => list.join('; '),
};

describe('the refused rows as a file', () => {
  const problems: ImportProblem[] = [
    { row: 5, field: 'Year', message: 'Must be 1950 or later' },
    { row: 3, field: 'Brand', message: 'Nothing is named "Trabant"' },
    { row: 5, field: 'Price', message: 'Must be 0 or more' },
    { row: 6, field: null, message: 'Car not found' },
  ];
  const rows = {
    header: ['Title', 'Brand', 'Year', 'Price'],
    blank: [false, false, false, false],
    picked: new Map([
      [3, ['East, "old"', 'Trabant', '1990', '100']],
      [5, ['Too old', 'Toyota', '1900', '-5']],
      [6, ['Gone', 'Toyota', '2019', '100', 'extra']],
    ]),
  };

  it('names each refused row once, in the file’s order', () => {
    expect(refusedRowsOf(problems)).toEqual([3, 5, 6]);
  });

  it('puts each row’s number and reasons before its own cells, as written, under the file’s header', () => {
    expect(refusedRowsCsv(rows, problems, words).split('\r\n')).toEqual([
      'Row,Error,Title,Brand,Year,Price',
      '3,"Brand: Nothing is named ""Trabant""","East, ""old""",Trabant,1990,100',
      // The cells come back as the file held them, a leading minus too: the fixed file imports them.
      '5,Year: Must be 1950 or later; Price: Must be 0 or more,Too old,Toyota,1900,-5',

      '6,The whole row: Car not found,Gone,Toyota,2019,100,extra',
    ]);
  });
});
