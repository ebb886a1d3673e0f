import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse, type Options } from 'csv-parse';
import { IMPORT_MAX_COLUMNS, msg, unguardFormula } from '@showroom/contract';
import { AppError, fieldError } from '../../lib/errors';

/**
 * Import files on the data folder's disk (`DATA_DIR/imports/<uuid>.csv`), streamed in and
 * read back as a stream, so no file is ever held whole in memory. A file lives for the request
 * that reads its head or the job it was sent with (ADR 062); one a crash left is removed a
 * day later, when a new one arrives.
 */

export type Delimiter = ',' | ';';

/** Files older than this are removed when a new one arrives. */
const KEPT_FOR_MS = 24 * 60 * 60 * 1000;
/** Rows shown as the mapping's examples. */
const PREVIEW_ROWS = 3;

export const importsDir = (dataDir: string) => path.join(dataDir, 'imports');
export const importFilePath = (dataDir: string, id: string) =>
  path.join(importsDir(dataDir), `${id}.csv`);

/** Writes an arriving file to disk; refuses one over its limit with nothing left behind. */
export async function keepFile(dataDir: string, source: Readable & { truncated?: boolean }) {
  const dir = importsDir(dataDir);
  await mkdir(dir, { recursive: true });
  await sweep(dir);
  const id = randomUUID();
  const file = importFilePath(dataDir, id);
  try {
    await pipeline(source, createWriteStream(file, { flags: 'wx' }));
    if (source.truncated) throw new AppError('PAYLOAD_TOO_LARGE', 'errors.fileTooLarge');
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return { id, file, bytes: (await stat(file)).size };
}

async function sweep(dir: string) {
  const now = Date.now();
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > KEPT_FOR_MS) await rm(file, { force: true });
  }
}

/**
 * The file's delimiter, by its first line: a semicolon when it has more of them than commas
 * (a spreadsheet saved where the decimal mark is a comma), else a comma. Quoted text is skipped.
 */
export function delimiterOf(firstLine: string): Delimiter {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** A UTF-16 (little-endian) byte-order mark: the parser reads such a file as UTF-16. */
const UTF16_BOM = Buffer.from([0xff, 0xfe]);

/**
 * A file's first bytes as text, decoded as the parser will decode them (UTF-16 after its
 * byte-order mark, else UTF-8), without the mark; null when they are no text. A character cut
 * at the end of the bytes is left out, not taken for a broken one.
 */
function headText(head: Buffer): string | null {
  if (head.subarray(0, UTF16_BOM.length).equals(UTF16_BOM)) {
    return head.subarray(UTF16_BOM.length).toString('utf16le');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return null;
  }
}

/**
 * Refused before any row is read: a file whose first bytes are no UTF-8 or UTF-16 text (an
 * image, a workbook, a PDF, a CSV saved in a legacy code page), or whose header row holds a
 * NUL (an archive, UTF-16 without its mark). A NUL further on is text's, refused on its cell.
 * Signatures (file-type, as uploads use) are not asked: their shortest ones match text, a
 * header row starting "BM" being a bitmap's.
 */
const notText = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'imports.notText', {
    fieldErrors: { file: ['imports.notText'] },
  });

/** The file's first line, from its first 64 KB, without a byte-order mark; refused if no text. */
async function firstLineOf(file: string): Promise<string> {
  const handle = await open(file);
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const text = headText(buffer.subarray(0, bytesRead));
    const firstLine = text === null ? null : (text.split(/\r?\n/, 1)[0] ?? '');
    if (firstLine === null || firstLine.includes('\u0000')) throw notText();
    return firstLine;
  } finally {
    await handle.close();
  }
}

/**
 * The parser every read of an import file goes through: UTF-8 with or without BOM (or UTF-16
 * after its BOM), Excel quoting, and the apostrophe an export put before a cell a spreadsheet
 * would run taken off again (`unguardFormula`), so that a file exported and imported back
 * stores what it held.
 * Joined by `pipeline`, not `pipe`: a read error (the file gone) ends the rows with that error,
 * where `pipe` left it unhandled, which stops the process, and the rows waiting for ever.
 */
export function csvRows(file: string, delimiter: Delimiter, options: Options = {}) {
  const parser = parse({
    bom: true,
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: 1024 * 1024,
    cast: (cell) => unguardFormula(cell),
    ...options,
  });
  // The rows' reader is told of any error through the parser; nothing is left to do here.
  pipeline(createReadStream(file), parser).catch(() => {});
  return parser;
}

/** What a kept file starts with: its delimiter, its header row and the first rows. */
export async function headOf(file: string) {
  const delimiter = delimiterOf(await firstLineOf(file));
  const rows: string[][] = [];
  try {
    for await (const record of csvRows(file, delimiter, { to: PREVIEW_ROWS + 1 })) {
      rows.push(record as string[]);
    }
  } catch (error) {
    throw unreadable(error);
  }
  const [headers, ...preview] = rows;
  if (!headers || headers.every((cell) => cell.trim() === '')) {
    throw new AppError('VALIDATION_FAILED', 'imports.empty', {
      fieldErrors: { file: ['imports.empty'] },
    });
  }
  if (headers.length > IMPORT_MAX_COLUMNS) {
    throw fieldError(
      'file',
      msg('imports.tooManyColumns', { count: headers.length, max: IMPORT_MAX_COLUMNS }),
    );
  }
  return { delimiter, headers: headers.map((cell) => cell.trim()), preview };
}

/** A file the parser gave up on, with the row it stopped at. */
export function unreadable(error: unknown): AppError {
  const lines = (error as { lines?: unknown }).lines;
  const row = typeof lines === 'number' ? lines : 1;
  return new AppError('VALIDATION_FAILED', { key: 'imports.unreadable', params: { row } });
}

export const removeFile = (file: string) => rm(file, { force: true });
