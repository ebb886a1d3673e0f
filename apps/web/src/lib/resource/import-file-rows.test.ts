import { describe, expect, it } from 'vitest';
import { readImportFileRows } from './import-file-rows';

describe('a chosen import file, read in the browser', () => {
  it('numbers its rows as the API does: the header is row 1, empty lines are no rows, a quoted newline stays in its row', () => {
    const text = [
      '\uFEFFName;Note',
      'Alpha;"two',
      'lines; one cell"',
      '',
      'Beta;"say ""hi"""',
      ';blank name',
      'Gamma',
    ].join('\r\n');
    const rows = readImportFileRows(text, ';', new Set([2, 3, 4, 5, 9]));
    expect(rows.header).toEqual(['Name', 'Note']);
    expect(Object.fromEntries(rows.picked)).toEqual({
      2: ['Alpha', 'two\r\nlines; one cell'],
      3: ['Beta', 'say "hi"'],
      4: ['', 'blank name'],
      5: ['Gamma'],
    });
  });

  it('says which columns some row leaves empty, a short row leaving out its last ones', () => {
    const rows = readImportFileRows('id,title,price\n1,A,10\n, B ,20\n3,C\n', ',', new Set());
    expect(rows.blank).toEqual([true, false, true]);
    expect(rows.picked.size).toBe(0);
    expect(readImportFileRows('id,title\n1,A\n2,B\n', ',', new Set()).blank).toEqual([
      false,
      false,
    ]);
  });
});
