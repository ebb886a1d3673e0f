import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, queryRows } from '../src/db/client';
import { seedIfEmpty } from '../src/db/seed/seed';
import { createBackup, restoreBackup, summarizeTables, type TableSummary } from '../src/lib/backup';
import { LOCK_FILE } from '../src/lib/data-dir';

const postgresUrl = process.env.TEST_DATABASE_URL;
const folders: string[] = [];
const databases: string[] = [];
const children: ChildProcess[] = [];

async function tempDir(prefix: string) {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
}

/** A new empty PostgreSQL database beside TEST_DATABASE_URL, dropped after the file. */
async function newPostgresDatabase(url: string) {
  const name = `showroom_b_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  databases.push(name);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** The configuration of a Showroom on its own data folder (and database, on PostgreSQL). */
async function newShowroom(): Promise<Config> {
  const dataDir = await tempDir('showroom-backup-');
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...(postgresUrl ? { DATABASE_URL: await newPostgresDatabase(postgresUrl) } : {}),
  });
}

const pgdataOf = (config: Config) => path.join(config.dataDir, 'pgdata');

async function summaryOf(config: Config): Promise<TableSummary> {
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: pgdataOf(config) });
  try {
    return await summarizeTables((text) => queryRows(database.db, sql.raw(text)));
  } finally {
    await database.close();
  }
}

/** Holds a data folder's lock the way a running server does, from another process. */
async function holdFolder(config: Config) {
  const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)']);
  children.push(holder);
  await writeFile(
    path.join(config.dataDir, LOCK_FILE),
    JSON.stringify({
      pid: holder.pid,
      hostname: hostname(),
      purpose: 'server',
      startedAt: new Date().toISOString(),
      nonce: 'running-server',
    }),
  );
  return async () => {
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.on('exit', resolve));
    await rm(path.join(config.dataDir, LOCK_FILE), { force: true });
  };
}

let source: Config;
let before: TableSummary;
let backupFolder: string;

beforeAll(async () => {
  source = await newShowroom();
  const database = await openDatabase({ url: source.DATABASE_URL, dataDir: pgdataOf(source) });
  await database.migrate();
  await seedIfEmpty(database.db, {
    adminEmail: 'root@showroom.test',
    adminPassword: 'correct horse battery',
    demo: true,
    uploadsDir: source.uploadsDir,
  });
  await database.close();
  before = await summaryOf(source);
  backupFolder = (await createBackup(source, path.join(await tempDir('showroom-bk-'), 'b1')))
    .folder;
}, 300_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
  if (postgresUrl && databases.length > 0) {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});

describe(`backup and restore (${postgresUrl ? 'PostgreSQL' : 'PGlite folder'})`, () => {
  it('restores every record of a seeded database into a new one, table by table', async () => {
    const seededTables = Object.entries(before).filter(([, table]) => table.rows > 0);
    // The demo data fills the catalogue, people and marketplace: a meaningful comparison.
    expect(seededTables.length).toBeGreaterThan(15);

    const target = await newShowroom();
    await restoreBackup(target, backupFolder);
    expect(await summaryOf(target)).toEqual(before);
    // The uploaded demo pictures come back too.
    const files = (dir: string) => readdirSync(dir, { recursive: true }).map(String).sort();
    expect(files(target.uploadsDir)).toEqual(files(source.uploadsDir));
    expect(files(target.uploadsDir).length).toBeGreaterThan(0);
  }, 300_000);

  it('restores over changed data, keeping what was there aside', async () => {
    const database = await openDatabase({ url: source.DATABASE_URL, dataDir: pgdataOf(source) });
    await database.db.execute(sql`delete from faqs`);
    await database.db.execute(
      sql`insert into brands (name_en, name_ar, sort_order) values ('After the backup', 'x', 9)`,
    );
    await database.close();
    expect(await summaryOf(source)).not.toEqual(before);

    const { movedAside } = await restoreBackup(source, backupFolder, { replace: true });
    expect(await summaryOf(source)).toEqual(before);
    expect(
      movedAside.some((aside) => aside.startsWith(`${source.uploadsDir}.before-restore-`)),
    ).toBe(true);
    if (!postgresUrl) {
      const aside = movedAside.find((p) => p.startsWith(`${pgdataOf(source)}.before-restore-`));
      expect(aside && existsSync(path.join(aside, 'PG_VERSION'))).toBe(true);
    }
  }, 300_000);

  if (postgresUrl) {
    it('does not replace a PostgreSQL database that has data unless told to', async () => {
      await expect(restoreBackup(source, backupFolder)).rejects.toThrow(
        'already has tables; a restore would replace all of its data',
      );
      expect(await summaryOf(source)).toEqual(before);
    }, 120_000);
  } else {
    it('refuses to restore into, or back up, a data folder a running server holds', async () => {
      const target = await newShowroom();
      await restoreBackup(target, backupFolder);
      const release = await holdFolder(target);
      try {
        await expect(restoreBackup(target, backupFolder)).rejects.toThrow(
          `The data folder ${target.dataDir} is in use by process`,
        );
        await expect(createBackup(target, path.join(target.dataDir, 'refused'))).rejects.toThrow(
          'is in use by process',
        );
        expect(existsSync(path.join(target.dataDir, 'refused'))).toBe(false);
        expect((await readdir(target.dataDir)).filter((f) => f.includes('before-restore'))).toEqual(
          [],
        );
      } finally {
        await release();
      }
      expect(await summaryOf(target)).toEqual(before);
    }, 300_000);
  }

  it('refuses a folder that is not a backup', async () => {
    const target = await newShowroom();
    await expect(restoreBackup(target, target.dataDir)).rejects.toThrow('is not a Showroom backup');
  });
});
