import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse, type Options } from 'csv-parse';
import { IMPORT_MAX_COLUMNS, msg } from '@showroom/contract';
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

/** The file's first line, from its first 64 KB, without a byte-order mark. */
async function firstLineOf(file: string): Promise<string> {
  const handle = await open(file);
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const text = buffer
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    return text.split(/\r?\n/, 1)[0] ?? '';
  } finally {
    await handle.close();
  }
}

/** The parser every read of an import file goes through: UTF-8 with or without BOM, Excel quoting. */
export function csvRows(file: string, delimiter: Delimiter, options: Options = {}) {
  return createReadStream(file).pipe(
    parse({
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: 1024 * 1024,
      ...options,
    }),
  );
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
