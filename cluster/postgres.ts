// A throwaway PostgreSQL server: initdb in a temporary folder, a free port on 127.0.0.1,
// trust authentication, removed on close. `npm run cluster` and `npm run faults` use it, so
// neither touches a shared server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** A port nobody listens on at the moment, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function pgBin(name: string) {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error(`${name} not found under ${base} (apt-get install postgresql)`);
  return path.join(base, versions[0], 'bin', name);
}

const isRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL server program, as the postgres user when we are root (initdb refuses root). */
function asPostgres(program: string, args: string[]) {
  const [command, commandArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', pgBin(program), ...args]]
    : [pgBin(program), args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${program} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  }
}

export type ThrowawayPostgres = {
  /** The `showroom` database on this server. */
  url: string;
  port: number;
  stop(mode: 'fast' | 'immediate'): void;
  start(): void;
  /** Stops the server (if running) and removes its folder. */
  close(): Promise<void>;
};

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = await mkdtemp(path.join(tmpdir(), 'showroom-pg-'));
  try {
    if (isRoot) {
      const owner = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
      const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
      await chown(dir, Number(owner.stdout.trim()), Number(group.stdout.trim()));
    }
    const data = path.join(dir, 'data');
    const port = await freePort();
    asPostgres('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-locale',
    ]);
    let running = false;
    const start = () => {
      asPostgres('pg_ctl', [
        '-D',
        data,
        '-l',
        path.join(dir, 'server.log'),
        '-w',
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
        'start',
      ]);
      running = true;
    };
    const stop = (mode: 'fast' | 'immediate') => {
      asPostgres('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
      running = false;
    };
    start();
    const close = async () => {
      if (running) {
        try {
          stop('immediate');
        } catch {
          // Already stopped.
        }
      }
      await rm(dir, { recursive: true, force: true });
    };
    try {
      const admin = new pg.Client({
        connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
      });
      await admin.connect();
      await admin.query('create database showroom');
      await admin.end();
    } catch (error) {
      await close();
      throw error;
    }
    return { url: `postgres://postgres@127.0.0.1:${port}/showroom`, port, stop, start, close };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
