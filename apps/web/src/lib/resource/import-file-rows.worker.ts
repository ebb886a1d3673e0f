import { readImportFileRows, type ImportFileRows } from './import-file-rows';

/** A chosen file read off the page's thread (`readImportFile`). */
export type ImportFileRequest = { file: File; delimiter: ',' | ';'; wanted: number[] };
export type ImportFileAnswer = { rows: ImportFileRows } | { error: string };

globalThis.addEventListener('message', (event: MessageEvent<ImportFileRequest>) => {
  const { file, delimiter, wanted } = event.data;
  void file
    .text()
    .then((text) => ({ rows: readImportFileRows(text, delimiter, new Set(wanted)) }))
    .catch((error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }))
    .then((answer: ImportFileAnswer) => globalThis.postMessage(answer));
});
