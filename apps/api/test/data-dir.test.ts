import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, truncate, unlink, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../src/db/client';
import { DataDirError, LOCK_FILE, lockDataDir } from '../src/lib/data-dir';

const apiRoot = path.resolve(import.meta.dirname, '..');
const folders: string[] = [];
const children: ChildProcess[] = [];

async function tempDataDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'showroom-data-'));
  folders.push(dir);
  return dir;
}

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of folders.splice(0)) await rm(dir, { recursive: true, force: true });
});

type Run = {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code, or rejects after `ms`. */
  exited: (ms?: number) => Promise<number | null>;
  /** Resolves once the server says it is ready, or rejects when it exits first. */
  ready: () => Promise<void>;
};

/** Runs a Showroom entry point (the server by default) the way `npm start` does. */
function run(dataDir: string, entry: string | { script: string } = 'src/server.ts'): Run {
  const args =
    typeof entry === 'string' ? [entry] : ['--input-type=module', '--eval', entry.script];
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: apiRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SEED_DEMO_DATA: 'false',
      ADMIN_PASSWORD: 'correct horse battery',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return {
    child,
    output: () => output,
    exited: (ms = 60_000) =>
      Promise.race([
        exit,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`still running after ${ms} ms:\n${output}`)), ms),
        ),
      ]),
    ready: () =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`not ready:\n${output}`)), 90_000);
        const check = () => {
          if (output.includes('Showroom is ready')) {
            clearTimeout(timer);
            resolve();
          }
        };
        child.stdout.on('data', check);
        void exit.then((code) => {
          clearTimeout(timer);
          reject(new Error(`exited with ${String(code)} before it was ready:\n${output}`));
        });
      }),
  };
}

/** A data folder with a migrated database holding one brand. */
async function folderWithData() {
  const dataDir = await tempDataDir();
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pgdata') });
  await database.migrate();
  await database.db.execute(
    sql`insert into brands (name_en, name_ar, sort_order) values ('Kept', 'Kept', 1)`,
  );
  await database.close();
  return dataDir;
}

async function brandNames(dataDir: string) {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pgdata') });
  try {
    const rows = await queryRows<{ name_en: string }>(
      database.db,
      sql`select name_en from brands order by name_en`,
    );
    return rows.map((row) => row.name_en);
  } finally {
    await database.close();
  }
}

describe('one process per data folder', () => {
  it('refuses a second server and the seed command on a folder a server uses, naming both', async () => {
    const dataDir = await tempDataDir();
    const first = run(dataDir);
    await first.ready();
    const lock = JSON.parse(await readFile(path.join(dataDir, LOCK_FILE), 'utf8'));
    expect(lock.pid).toBe(first.child.pid);

    const second = run(dataDir);
    expect(await second.exited()).toBe(1);
    expect(second.output()).toContain(`The data folder ${dataDir} is in use by process`);
    expect(second.output()).toContain(String(first.child.pid));
    expect(second.output()).not.toContain('Showroom is ready');

    const seed = run(dataDir, 'src/db/seed/cli.ts');
    expect(await seed.exited()).toBe(1);
    expect(seed.output()).toContain(`${dataDir} is in use by process ${first.child.pid}`);

    await expect(openDatabase({ dataDir: path.join(dataDir, 'pgdata') })).rejects.toThrow(
      DataDirError,
    );

    first.child.kill('SIGINT');
    expect(await first.exited()).toBe(0);
    // Stopped cleanly: the lock is gone and the folder opens again.
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    const reopened = await openDatabase({ dataDir: path.join(dataDir, 'pgdata') });
    await reopened.close();
  }, 240_000);

  it('takes over a lock left by a process that no longer runs', async () => {
    const dataDir = await folderWithData();
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.on('exit', resolve));
    await writeFile(
      path.join(dataDir, LOCK_FILE),
      JSON.stringify({
        pid: gone.pid,
        hostname: hostname(),
        purpose: 'server',
        startedAt: new Date().toISOString(),
        nonce: 'left-behind',
      }),
    );
    expect(await brandNames(dataDir)).toEqual(['Kept']);
  }, 120_000);

  it('refuses a folder held by a live process of this machine', async () => {
    const dataDir = await tempDataDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    children.push(holder);
    await writeFile(
      path.join(dataDir, LOCK_FILE),
      JSON.stringify({
        pid: holder.pid,
        hostname: hostname(),
        purpose: 'seed',
        startedAt: new Date().toISOString(),
        nonce: 'alive',
      }),
    );
    await expect(lockDataDir(dataDir, 'server')).rejects.toThrow(
      `The data folder ${dataDir} is in use by process ${String(holder.pid)}`,
    );
  });

  it('lets only one of several processes that find the same stale lock take the folder', async () => {
    const dataDir = await tempDataDir();
    await writeFile(
      path.join(dataDir, LOCK_FILE),
      JSON.stringify({
        pid: 2 ** 22 + 1,
        hostname: hostname(),
        purpose: 'server',
        startedAt: new Date().toISOString(),
        nonce: 'left-behind',
      }),
    );
    // Each holds the folder for two seconds if it gets it, so the others find it taken.
    const script = `
      const { lockDataDir } = await import(${JSON.stringify(path.join(apiRoot, 'src/lib/data-dir.ts'))});
      try { await lockDataDir(process.env.DATA_DIR, 'seed'); } catch { process.exit(3); }
      await new Promise((resolve) => setTimeout(resolve, 2000));`;
    const racers = [1, 2, 3].map(() => run(dataDir, { script }));
    const codes = await Promise.all(racers.map((racer) => racer.exited()));
    expect(codes.sort()).toEqual([0, 3, 3]);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);
});

describe('a data folder that is not a complete database', () => {
  it('stops start-up on a folder without PG_VERSION, keeps it and seeds nothing', async () => {
    const dataDir = await folderWithData();
    await unlink(path.join(dataDir, 'pgdata', 'PG_VERSION'));

    const server = run(dataDir);
    expect(await server.exited()).toBe(1);
    const output = server.output();
    expect(output).toContain(`The database folder ${path.join(dataDir, 'pgdata')}`);
    expect(output).toContain('PG_VERSION is missing');
    expect(output).toContain('npm run restore');
    expect(output).not.toContain('Sign in');
    expect(output).not.toMatch(/RuntimeError|ErrnoError|\bat .*\.js:\d+/);
    // Nothing was written over it, and the lock was released.
    expect(existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'initial-admin.txt'))).toBe(false);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);

  it('names the folder and the remedy when PostgreSQL cannot read its control file', async () => {
    const dataDir = await folderWithData();
    await truncate(path.join(dataDir, 'pgdata', 'global', 'pg_control'), 100);
    const opening = openDatabase({ dataDir: path.join(dataDir, 'pgdata') });
    await expect(opening).rejects.toThrow(DataDirError);
    await expect(opening).rejects.toThrow(
      `The database in ${path.join(dataDir, 'pgdata')} could not be opened`,
    );
    await expect(opening).rejects.toThrow('move it away to start with a new, empty database');
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);

  it('refuses a database folder that is a file', async () => {
    const dataDir = await tempDataDir();
    await writeFile(path.join(dataDir, 'pgdata'), 'not a database');
    await expect(openDatabase({ dataDir: path.join(dataDir, 'pgdata') })).rejects.toThrow(
      'is not a folder',
    );
  });

  it('creates a new database in an empty folder and keeps its data across starts', async () => {
    const dataDir = await tempDataDir();
    await mkdir(path.join(dataDir, 'pgdata'));
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pgdata') });
    await database.migrate();
    await database.db.execute(
      sql`insert into brands (name_en, name_ar, sort_order) values ('First', 'First', 1)`,
    );
    await database.close();
    expect(await brandNames(dataDir)).toEqual(['First']);
  }, 120_000);
});
