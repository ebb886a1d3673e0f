import { parse } from 'csv-parse/browser/esm/sync';

/**
 * What the import dialog reads of a chosen file itself (ADR 056): the API's parser, with the
 * options the API reads the file with (apps/api/src/modules/imports/import-files.ts), so a row
 * here is the row the check and the import number (the header is row 1, empty lines are not
 * rows, a quoted newline stays inside its row). Run in a worker: a file may be 64 MB.
 */

export type ImportFileRows = {
  /** The header row's cells, as written. */
  header: string[];
  /** For each column of the header: whether some row leaves it empty. */
  blank: boolean[];
  /** The cells of the rows asked for, by their row number. */
  picked: Map<number, string[]>;
};

export function readImportFileRows(
  text: string,
  delimiter: ',' | ';',
  wanted: ReadonlySet<number>,
): ImportFileRows {
  let header: string[] = [];
  const blank = new Set<number>();
  const picked = new Map<number, string[]>();
  let row = 0;
  parse(text, {
    bom: true,
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    // Each row is looked at and dropped: the file is never held as rows.
    on_record: (record: string[]) => {
      row += 1;
      if (row === 1) header = record;
      else {
        header.forEach((_, index) => {
          if ((record[index] ?? '').trim() === '') blank.add(index);
        });
        if (wanted.has(row)) picked.set(row, record);
      }
      return null;
    },
  });
  return { header, blank: header.map((_, index) => blank.has(index)), picked };
}
