import type { ImportProblem } from '@showroom/contract';
import { quotedCell, toCsv } from '../csv';
import type { ImportFileRows } from './import-file-rows';
import type { ImportFileAnswer, ImportFileRequest } from './import-file-rows.worker';

/**
 * What the import dialog reads of the file it keeps (ADR 056): the file is read in a worker,
 * off the page's thread, by `readImportFileRows` (the API's parser and its options).
 */

/** The chosen file's header, which columns some row leaves empty, and the rows `wanted`. */
export function readImportFile(
  file: File,
  delimiter: ',' | ';',
  wanted: readonly number[] = [],
): Promise<ImportFileRows> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./import-file-rows.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.addEventListener('message', (event: MessageEvent<ImportFileAnswer>) => {
      worker.terminate();
      if ('rows' in event.data) resolve(event.data.rows);
      else reject(new Error(event.data.error));
    });
    worker.addEventListener('error', (event) => {
      worker.terminate();
      reject(new Error(event.message));
    });
    const request: ImportFileRequest = { file, delimiter, wanted: [...wanted] };
    worker.postMessage(request);
  });
}

/** The refused rows' file's words, in the app's language. */
export type RefusedRowsWords = {
  /** The headers of the two columns put first. */
  row: string;
  error: string;
  /** A reason as the file writes it: "Field: why". */
  reason(problem: ImportProblem): string;
  /** A row's reasons in one cell. */
  reasons(list: string[]): string;
};

/** The rows numbers a job's reasons name, each once, in the file's order. */
export const refusedRowsOf = (problems: readonly ImportProblem[]) =>
  [...new Set(problems.map((problem) => problem.row))].sort((a, b) => a - b);

/**
 * The refused rows as a CSV file to fix and import again: the row's number and its reasons
 * first (a person reads them without scrolling, and a row longer than the header does not
 * push them aside), then the row's cells under the file's own header, so the fixed file maps
 * as the first one did; the two added columns are left out of the mapping. The cells are the
 * person's own, written as they came: defused (`csvCell`), a phone number `+971…` would come
 * back as `'+971…`.
 */
export function refusedRowsCsv(
  rows: ImportFileRows,
  problems: readonly ImportProblem[],
  words: RefusedRowsWords,
): string {
  const lines = refusedRowsOf(problems).map((row) => [
    String(row),
    words.reasons(
      problems.filter((problem) => problem.row === row).map((problem) => words.reason(problem)),
    ),
    ...(rows.picked.get(row) ?? []),
  ]);
  return toCsv([words.row, words.error, ...rows.header], lines, quotedCell);
}
