// The data folder (DATA_DIR) belongs to one process at a time, and a database folder that is
// not a complete database is reported, never replaced. See docs/decisions/008.
import { randomUUID } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { mkdir, open, readFile, readdir, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** A problem with the data folder, worded for the person who started the process. */
export class DataDirError extends Error {
  override name = 'DataDirError';
}

export const LOCK_FILE = 'showroom.lock';

type LockRecord = {
  pid: number;
  hostname: string;
  /** What holds the folder: `server`, `seed`, `backup`, `restore`. */
  purpose: string;
  startedAt: string;
  /** Linux process start time, so a reused pid is not taken for the holder. */
  processStart?: string;
  nonce: string;
};

export type DataDirLock = {
  readonly dataDir: string;
  readonly file: string;
  release(): Promise<void>;
};

/** Lock files this process holds, released synchronously if the process exits without closing. */
const held = new Map<string, string>();
let exitHookInstalled = false;

function releaseAllSync() {
  for (const [file, nonce] of held) {
    try {
      const record = JSON.parse(readFileSync(file, 'utf8')) as LockRecord;
      if (record.nonce === nonce) unlinkSync(file);
    } catch {
      // Already gone or unreadable: nothing of ours to remove.
    }
  }
  held.clear();
}

/** Field 22 of /proc/<pid>/stat (start time in clock ticks since boot), where there is one. */
function processStartOf(pid: number): { start: string; zombie: boolean } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const start = fields[19];
    return start ? { start, zombie: fields[0] === 'Z' || fields[0] === 'X' } : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(record: LockRecord): boolean {
  // Another machine's process cannot be checked from here: assume it still runs.
  if (record.hostname !== hostname()) return true;
  // A lock with our own pid that we do not hold was left by an earlier process (pid reuse,
  // typically pid 1 in a container).
  if (record.pid === process.pid) return false;
  try {
    process.kill(record.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const current = processStartOf(record.pid);
  if (!current) return true;
  if (current.zombie) return false;
  return record.processStart === undefined || record.processStart === current.start;
}

function describeHolder(record: LockRecord) {
  return `process ${record.pid} on ${record.hostname} (${record.purpose}, since ${record.startedAt})`;
}

async function readRecord(file: string): Promise<{ text: string; record?: LockRecord } | null> {
  try {
    const text = await readFile(file, 'utf8');
    try {
      return { text, record: JSON.parse(text) as LockRecord };
    } catch {
      return { text };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function tryCreate(file: string, record: LockRecord): Promise<boolean> {
  let handle;
  try {
    handle = await open(file, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    await handle.writeFile(`${JSON.stringify(record, null, 2)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return true;
}

/**
 * Removes a stale lock whose content is still `staleText`. A second lock file serialises the
 * removal, so two processes that both found the same stale lock cannot each remove the
 * other's fresh one.
 */
async function removeStale(file: string, staleText: string) {
  const guard = `${file}.takeover`;
  let guardHandle;
  try {
    guardHandle = await open(guard, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // A takeover left behind by a process that died in the middle of it.
    const info = await stat(guard).catch(() => null);
    if (info && Date.now() - info.mtimeMs > 10_000) await unlink(guard).catch(() => undefined);
    return;
  }
  try {
    const current = await readRecord(file);
    if (current?.text === staleText) await unlink(file);
  } finally {
    await guardHandle.close();
    await unlink(guard).catch(() => undefined);
  }
}

/**
 * Takes the data folder for this process, or throws a DataDirError naming the folder and
 * the process holding it. A lock left by a process that no longer runs is taken over.
 */
export async function lockDataDir(dataDir: string, purpose: string): Promise<DataDirLock> {
  const folder = path.resolve(dataDir);
  const file = path.join(folder, LOCK_FILE);
  if (held.has(file)) {
    throw new DataDirError(
      `The data folder ${folder} is already open in this process (process ${process.pid}).`,
    );
  }
  await mkdir(folder, { recursive: true });
  const start = processStartOf(process.pid)?.start;
  const record: LockRecord = {
    pid: process.pid,
    hostname: hostname(),
    purpose,
    startedAt: new Date().toISOString(),
    ...(start ? { processStart: start } : {}),
    nonce: randomUUID(),
  };

  for (let attempt = 0; ; attempt++) {
    if (await tryCreate(file, record)) break;
    const existing = await readRecord(file);
    if (!existing) continue;
    if (!existing.record) {
      // Just created by another process that has not written it yet, or a torn write.
      const info = await stat(file).catch(() => null);
      if (info && Date.now() - info.mtimeMs < 5_000 && attempt < 50) {
        await sleep(100);
        continue;
      }
    } else if (isAlive(existing.record)) {
      throw new DataDirError(
        [
          `The data folder ${folder} is in use by ${describeHolder(existing.record)}.`,
          'Only one Showroom process may use a data folder at a time: stop that process first,',
          'or set DATA_DIR to another folder.',
          `If that process no longer runs, delete ${file} and try again.`,
        ].join('\n'),
      );
    }
    if (attempt >= 50) throw new DataDirError(`Could not take the lock ${file}; try again.`);
    await removeStale(file, existing.text);
  }

  held.set(file, record.nonce);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on('exit', releaseAllSync);
  }
  return {
    dataDir: folder,
    file,
    async release() {
      if (held.get(file) !== record.nonce) return;
      held.delete(file);
      const current = await readRecord(file);
      if (current?.record?.nonce === record.nonce) await unlink(file).catch(() => undefined);
    },
  };
}

/** Files and folders every PostgreSQL data directory has once initdb has finished. */
const REQUIRED_ENTRIES = [
  { name: 'PG_VERSION', kind: 'file' },
  { name: path.join('global', 'pg_control'), kind: 'file' },
  { name: 'base', kind: 'folder' },
  { name: 'pg_wal', kind: 'folder' },
  { name: 'pg_xact', kind: 'folder' },
] as const;

/** What to do about a database folder that cannot be used, for every message that reports one. */
export function remedyFor(pgdata: string) {
  return [
    'Showroom does not replace it, so nothing in it is lost. To go on, either:',
    '  - restore a backup: npm run restore -- <backup folder>',
    `  - or move it away to start with a new, empty database: mv ${pgdata} ${pgdata}.damaged`,
  ].join('\n');
}

/**
 * `new` when the database folder is missing or empty (the only case where a database is
 * created), `existing` when it looks like a complete database; throws a DataDirError otherwise.
 */
export async function checkDatabaseFolder(pgdata: string): Promise<'new' | 'existing'> {
  const info = await stat(pgdata).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  });
  if (!info) return 'new';
  if (!info.isDirectory()) {
    throw new DataDirError(`The database folder ${pgdata} is not a folder.\n${remedyFor(pgdata)}`);
  }
  const entries = await readdir(pgdata);
  if (entries.length === 0) return 'new';
  const missing: string[] = [];
  for (const entry of REQUIRED_ENTRIES) {
    const found = await stat(path.join(pgdata, entry.name)).catch(() => null);
    const right = entry.kind === 'file' ? found?.isFile() : found?.isDirectory();
    if (!right) missing.push(entry.name);
  }
  if (missing.length > 0) {
    throw new DataDirError(
      `The database folder ${pgdata} is not a complete database: ${missing.join(', ')} ${
        missing.length === 1 ? 'is' : 'are'
      } missing.\n${remedyFor(pgdata)}`,
    );
  }
  return 'existing';
}

/** Names the probe below writes; whoever lists a folder passes over them. */
export const PROBE_PREFIX = '.ready-';

/** Writes and removes a small file: the folder exists (or can be made) and takes writes. */
export async function checkWritable(folder: string) {
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `${PROBE_PREFIX}${randomUUID()}`);
  await writeFile(file, 'ready');
  await rm(file, { force: true });
}
