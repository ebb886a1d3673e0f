// `npm run backup` / `npm run restore`: the database (a PGlite folder or PostgreSQL) and the
// uploaded files (the local folder or the S3 bucket), in one folder with a manifest of every
// table's row count and checksum, so a restore proves it brought back every record.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Config } from '../config';
import { createPglite, openDatabase, queryRows } from '../db/client';
import { sql } from 'drizzle-orm';
import { contentTypeOf, createLocalStorage, createStorage, type FileStorage } from './file-storage';
import { DataDirError, lockDataDir } from './data-dir';

const run = promisify(execFile);

export type TableSummary = Record<string, { rows: number; checksum: string }>;

export type BackupManifest = {
  format: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** The file beside the manifest holding the database. */
  databaseFile: string;
  /** Whether the backup has an `uploads/` folder: every stored file, under its key. */
  uploads: boolean;
  /** Where the files were kept (absent in older backups: the local folder). */
  storage?: FileStorage['kind'];
  /** How many files `uploads/` holds, and the URL they were served under. */
  files?: { count: number; url: string };
  tables: TableSummary;
};

/** Files copied at once between storages: a bucket answers each one over the network. */
const COPY_CONCURRENCY = 8;

/** Copies every file of `from` into `to` under the same key; answers how many. */
async function copyFiles(from: FileStorage, to: FileStorage): Promise<number> {
  let count = 0;
  let batch: string[] = [];
  const flush = async () => {
    await Promise.all(
      batch.map(async (key) => {
        await to.put(key, await from.read(key), contentTypeOf(key));
      }),
    );
    count += batch.length;
    batch = [];
  };
  for await (const key of from.keys()) {
    batch.push(key);
    if (batch.length === COPY_CONCURRENCY) await flush();
  }
  await flush();
  return count;
}

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** Every table of the application and of its migration log. */
const TABLES_QUERY = `select table_schema as schema, table_name as name from information_schema.tables
  where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`;

/** Row count and an md5 of every row's text, in a fixed order, per table. */
export async function summarizeTables(query: Query): Promise<TableSummary> {
  const summary: TableSummary = {};
  for (const table of await query(TABLES_QUERY)) {
    const name = `"${String(table.schema)}"."${String(table.name)}"`;
    const [row] = await query(
      `select count(*)::int as rows, coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as checksum from ${name} t`,
    );
    summary[`${String(table.schema)}.${String(table.name)}`] = {
      rows: Number(row?.rows),
      checksum: String(row?.checksum),
    };
  }
  return summary;
}

/** Which tables differ between two summaries (empty when they match). */
export function differences(expected: TableSummary, actual: TableSummary): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...names]
    .filter(
      (name) =>
        expected[name]?.rows !== actual[name]?.rows ||
        expected[name]?.checksum !== actual[name]?.checksum,
    )
    .map(
      (name) =>
        `${name}: ${String(expected[name]?.rows ?? 'absent')} rows expected, ${String(actual[name]?.rows ?? 'absent')} found`,
    );
}

/** A PostgreSQL client program: from PATH, else the newest under /usr/lib/postgresql. */
function pgTool(name: 'pg_dump' | 'pg_restore') {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(root, versions[0], 'bin', name);
  throw new Error(
    `${name} was not found. Install the PostgreSQL client tools (the same major version as the server or newer).`,
  );
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** The URL without its password, for messages. */
const safeUrl = (url: string) => {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
};

/**
 * Writes a backup folder (default `DATA_DIR/backups/showroom-<time>`). A PGlite folder must
 * not be in use (the server holds its lock); PostgreSQL is dumped online from one snapshot.
 */
export async function createBackup(
  config: Config,
  out?: string,
): Promise<{ folder: string; manifest: BackupManifest }> {
  const folder = path.resolve(out ?? path.join(config.dataDir, 'backups', `showroom-${stamp()}`));
  if (existsSync(folder)) throw new Error(`${folder} already exists; choose another --out.`);
  const partial = `${folder}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  try {
    let manifest: BackupManifest;
    if (config.DATABASE_URL) {
      // pg_dump sets up its session first: never through a transaction-mode pooler (ADR 060).
      manifest = await dumpPostgres(config.DATABASE_DIRECT_URL ?? config.DATABASE_URL, partial);
    } else {
      const database = await openDatabase({
        dataDir: path.join(config.dataDir, 'pgdata'),
        purpose: 'backup',
      });
      try {
        const tables = await summarizeTables((text) => queryRows(database.db, sql.raw(text)));
        if (!database.dumpDataDir) throw new Error('This database cannot dump its folder.');
        const tarball = await database.dumpDataDir();
        await writeFile(
          path.join(partial, 'database.tgz'),
          Buffer.from(await tarball.arrayBuffer()),
        );
        manifest = {
          format: 1,
          createdAt: new Date().toISOString(),
          database: 'pglite',
          databaseFile: 'database.tgz',
          uploads: false,
          tables,
        };
        // Copied while the folder is locked, so no upload lands half-way.
        Object.assign(manifest, await backUpFiles(config, partial));
      } finally {
        await database.close();
      }
    }
    // After the database: every file its records name was stored before they were written.
    if (config.DATABASE_URL) Object.assign(manifest, await backUpFiles(config, partial));
    await writeFile(path.join(partial, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, folder);
    return { folder, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Copies every stored file, from the folder or the bucket, into the backup's `uploads/`. */
async function backUpFiles(
  config: Config,
  into: string,
): Promise<Pick<BackupManifest, 'uploads' | 'storage' | 'files'>> {
  const storage = createStorage(config);
  try {
    const count = await copyFiles(storage, createLocalStorage(path.join(into, 'uploads')));
    return {
      uploads: count > 0,
      storage: storage.kind,
      files: { count, url: storage.urlFor('') },
    };
  } finally {
    storage.close();
  }
}

async function dumpPostgres(url: string, into: string): Promise<BackupManifest> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The table summary and the dump read the same snapshot, so they agree under load.
    await client.query('begin isolation level repeatable read read only');
    const [exported] = (await client.query<{ id: string }>('select pg_export_snapshot() as id'))
      .rows;
    if (!exported) throw new Error('PostgreSQL exported no snapshot.');
    const tables = await summarizeTables(
      async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    );
    await run(pgTool('pg_dump'), [
      '--format=custom',
      `--snapshot=${exported.id}`,
      `--file=${path.join(into, 'database.dump')}`,
      `--dbname=${url}`,
    ]);
    await client.query('commit');
    return {
      format: 1,
      createdAt: new Date().toISOString(),
      database: 'postgres',
      databaseFile: 'database.dump',
      uploads: false,
      tables,
    };
  } finally {
    await client.end();
  }
}

async function readManifest(folder: string): Promise<BackupManifest> {
  const file = path.join(folder, 'manifest.json');
  let manifest: Omit<BackupManifest, 'format'> & { format: unknown };
  try {
    manifest = JSON.parse(await readFile(file, 'utf8')) as BackupManifest;
  } catch {
    throw new Error(`${folder} is not a Showroom backup (no readable manifest.json).`);
  }
  if (manifest.format !== 1)
    throw new Error(`${file}: unknown backup format ${String(manifest.format)}.`);
  return { ...manifest, format: 1 };
}

export type RestoreResult = {
  manifest: BackupManifest;
  /** What was in the way, moved aside rather than deleted. */
  movedAside: string[];
  /** How many files were put back. */
  files: number;
  /** What the operator should know about the restored data. */
  notes: string[];
};

/** Where a backup's files go back to, checked before the database is touched. */
type FilesDestination = { storage: FileStorage; folder: string | null };

/**
 * Files go back where the records' URLs point: a local backup's into the uploads folder that
 * `/uploads/` serves, a bucket's into the configured bucket, which must exist.
 */
async function filesDestination(
  config: Config,
  manifest: BackupManifest,
): Promise<FilesDestination | null> {
  if (!manifest.uploads) return null;
  if ((manifest.storage ?? 'local') === 'local') {
    return { storage: createLocalStorage(config.uploadsDir), folder: config.uploadsDir };
  }
  if (!config.S3_BUCKET) {
    throw new Error(
      `This backup's files came from an S3 bucket (served under ${manifest.files?.url ?? 'its URL'}). Set S3_BUCKET and the other S3 settings to the bucket they go back to.`,
    );
  }
  const storage = createStorage(config);
  try {
    await storage.check(AbortSignal.timeout(10_000));
  } catch (error) {
    storage.close();
    throw error;
  }
  return { storage, folder: null };
}

/** Puts the backup's files back, checking their number against the manifest. */
async function restoreFiles(
  destination: FilesDestination | null,
  from: string,
  manifest: BackupManifest,
  result: Pick<RestoreResult, 'movedAside' | 'notes'>,
): Promise<number> {
  if (!destination) return 0;
  const { storage, folder } = destination;
  if (folder && existsSync(folder)) {
    const aside = `${folder}.before-restore-${stamp()}`;
    await rename(folder, aside);
    result.movedAside.push(aside);
  }
  // A bucket keeps what it has: names are never reused, so nothing there is in the way.
  const count = await copyFiles(createLocalStorage(path.join(from, 'uploads')), storage);
  if (manifest.files && count !== manifest.files.count) {
    throw new Error(`Put back ${count} files; the backup lists ${manifest.files.count}.`);
  }
  const url = storage.urlFor('');
  if (manifest.files && manifest.files.url !== url) {
    result.notes.push(
      `The records name their files under ${manifest.files.url}; this configuration serves them under ${url}. Serve the files at the old address (S3_PUBLIC_URL), or the pictures will not show.`,
    );
  }
  return count;
}

/**
 * Restores a backup into the configured database, checking every table against the
 * manifest. A PGlite folder in use (locked) is refused; the folder it replaces is moved
 * aside. A PostgreSQL database that already has tables is replaced only with `replace`.
 */
export async function restoreBackup(
  config: Config,
  from: string,
  options: { replace?: boolean } = {},
): Promise<RestoreResult> {
  const folder = path.resolve(from);
  const manifest = await readManifest(folder);
  const expectedKind = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.database !== expectedKind) {
    throw new Error(
      `This backup is of a ${manifest.database === 'pglite' ? 'PGlite folder' : 'PostgreSQL database'}; the configuration points at ${config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `a PGlite folder (DATA_DIR)`}.`,
    );
  }
  const destination = await filesDestination(config, manifest);
  try {
    return await restoreInto(config, folder, manifest, destination, options.replace ?? false);
  } finally {
    destination?.storage.close();
  }
}

async function restoreInto(
  config: Config,
  folder: string,
  manifest: BackupManifest,
  destination: FilesDestination | null,
  replace: boolean,
): Promise<RestoreResult> {
  const result = { manifest, movedAside: [] as string[], notes: [] as string[] };
  const { movedAside } = result;
  if (config.DATABASE_URL) {
    // pg_restore sets up its session first: never through a transaction-mode pooler (ADR 060).
    const url = config.DATABASE_DIRECT_URL ?? config.DATABASE_URL;
    await restorePostgres(url, folder, manifest, replace);
    return { ...result, files: await restoreFiles(destination, folder, manifest, result) };
  }

  const lock = await lockDataDir(config.dataDir, 'restore');
  try {
    const pgdata = path.join(config.dataDir, 'pgdata');
    const staging = `${pgdata}.restoring`;
    await rm(staging, { recursive: true, force: true });
    const tarball = new Blob([await readFile(path.join(folder, manifest.databaseFile))]);
    const client = await createPglite(staging, tarball);
    try {
      const restored = await summarizeTables(
        async (text) => (await client.query<Record<string, unknown>>(text)).rows,
      );
      const wrong = differences(manifest.tables, restored);
      if (wrong.length > 0)
        throw new Error(
          `The restored database does not match the backup:\n  ${wrong.join('\n  ')}`,
        );
    } catch (error) {
      await client.close();
      await rm(staging, { recursive: true, force: true });
      throw error;
    }
    await client.close();
    const existing = await stat(pgdata).catch(() => null);
    if (existing) {
      const aside = `${pgdata}.before-restore-${stamp()}`;
      await rename(pgdata, aside);
      movedAside.push(aside);
    }
    await rename(staging, pgdata);
    return { ...result, files: await restoreFiles(destination, folder, manifest, result) };
  } finally {
    await lock.release();
  }
}

async function restorePostgres(
  url: string,
  folder: string,
  manifest: BackupManifest,
  replace: boolean,
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from information_schema.tables where table_schema in ('public', 'drizzle')`,
    );
    if ((rows[0]?.count ?? 0) > 0) {
      if (!replace) {
        throw new DataDirError(
          [
            `The database ${safeUrl(url)} already has tables; a restore would replace all of its data.`,
            'Stop every Showroom process using it, then run the restore again with --replace',
            '(or restore into a new, empty database and point DATABASE_URL at it).',
          ].join('\n'),
        );
      }
      await client.query('drop schema if exists drizzle cascade');
      await client.query('drop schema if exists public cascade');
      await client.query('create schema public');
    }
    await run(pgTool('pg_restore'), [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${url}`,
      path.join(folder, manifest.databaseFile),
    ]);
    const restored = await summarizeTables(
      async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    );
    const wrong = differences(manifest.tables, restored);
    if (wrong.length > 0)
      throw new Error(`The restored database does not match the backup:\n  ${wrong.join('\n  ')}`);
  } finally {
    await client.end();
  }
}
