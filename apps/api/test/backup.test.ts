import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, queryRows } from '../src/db/client';
import { seedIfEmpty } from '../src/db/seed/seed';
import {
  createBackup,
  restoreBackup,
  summarizeTables,
  type BackupManifest,
  type TableSummary,
} from '../src/lib/backup';
import { LOCK_FILE } from '../src/lib/data-dir';
import { banners } from '../src/db/schema';
import { createLocalStorage, createStorage } from '../src/modules/uploads';
import { useS3Server } from './helpers';

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
async function newShowroom(env: Record<string, string> = {}): Promise<Config> {
  const dataDir = await tempDir('showroom-backup-');
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...(postgresUrl ? { DATABASE_URL: await newPostgresDatabase(postgresUrl) } : {}),
    ...env,
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
    storage: createLocalStorage(source.uploadsDir),
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

describe(`backup and restore with an S3 bucket (${postgresUrl ? 'PostgreSQL' : 'PGlite folder'})`, () => {
  const s3 = useS3Server();
  const key = '2026/11/0b5c2f4e-8d8e-4a59-9a43-1c2d3e4f5a6b.png';
  let picture: Buffer;
  let bucketShowroom: Config;
  let bucketBackup: string;

  beforeAll(async () => {
    picture = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#1e88e5' } })
      .png()
      .toBuffer();
    bucketShowroom = await newShowroom(s3().env);
    const storage = createStorage(bucketShowroom);
    const database = await openDatabase({
      url: bucketShowroom.DATABASE_URL,
      dataDir: pgdataOf(bucketShowroom),
    });
    try {
      await database.migrate();
      await seedIfEmpty(database.db, { adminPassword: 'correct horse battery', demo: false });
      await storage.put(key, picture, 'image/png');
      await database.db
        .insert(banners)
        .values({ titleEn: 'From the bucket', imageUrl: storage.urlFor(key) });
    } finally {
      storage.close();
      await database.close();
    }
    bucketBackup = (
      await createBackup(bucketShowroom, path.join(await tempDir('showroom-bk-'), 'bucket'))
    ).folder;
  }, 120_000);

  it('copies every object of the bucket into the backup', async () => {
    const manifest = JSON.parse(
      await readFile(path.join(bucketBackup, 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    expect(manifest).toMatchObject({
      uploads: true,
      storage: 's3',
      files: { count: 1, url: `${s3().endpoint}/${s3().bucket}/` },
    });
    expect(await readFile(path.join(bucketBackup, 'uploads', key))).toEqual(picture);
  });

  it('puts a lost object back in the bucket with the records that name it', async () => {
    const target = await newShowroom(s3().env);
    const storage = createStorage(target);
    try {
      await storage.delete(key);
      expect(await storage.exists(key)).toBe(false);

      const result = await restoreBackup(target, bucketBackup);
      expect(result).toMatchObject({ files: 1, notes: [], movedAside: [] });
      const database = await openDatabase({ url: target.DATABASE_URL, dataDir: pgdataOf(target) });
      let imageUrl: string | undefined;
      try {
        [{ imageUrl } = { imageUrl: undefined }] = await database.db
          .select({ imageUrl: banners.imageUrl })
          .from(banners)
          .where(eq(banners.titleEn, 'From the bucket'));
      } finally {
        await database.close();
      }
      expect(imageUrl).toBe(storage.urlFor(key));
      const served = await fetch(imageUrl!);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(picture);
    } finally {
      storage.close();
    }
  }, 120_000);

  it('says where the records point when the files go back to another address', async () => {
    const elsewhere = await newShowroom({
      ...s3().env,
      S3_PUBLIC_URL: 'https://media.showroom.test',
    });
    const { notes } = await restoreBackup(elsewhere, bucketBackup);
    expect(notes).toEqual([
      `The records name their files under ${s3().endpoint}/${s3().bucket}/; this configuration serves them under https://media.showroom.test/. Serve the files at the old address (S3_PUBLIC_URL), or the pictures will not show.`,
    ]);
  }, 120_000);

  it('refuses, before touching the database, a bucket backup without a bucket to put files in', async () => {
    const local = await newShowroom();
    await expect(restoreBackup(local, bucketBackup)).rejects.toThrow(
      "This backup's files came from an S3 bucket",
    );
    const missing = await newShowroom({ ...s3().env, S3_BUCKET: 'no-such-bucket' });
    await expect(restoreBackup(missing, bucketBackup)).rejects.toThrow(
      `S3_BUCKET: the bucket "no-such-bucket" at ${s3().endpoint} does not exist.`,
    );
    for (const config of [local, missing]) {
      expect(existsSync(pgdataOf(config))).toBe(false);
      if (config.DATABASE_URL) expect(Object.keys(await summaryOf(config))).toEqual([]);
    }
  }, 120_000);
});
