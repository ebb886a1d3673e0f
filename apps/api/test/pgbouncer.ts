import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseRoute } from './helpers';

export type PgBouncer = {
  /** The settings it runs with (`[pgbouncer]` of its configuration). */
  settings: Record<string, string>;
  /** The app reaches its database through this PgBouncer, and PostgreSQL itself for a session. */
  route: DatabaseRoute;
  close(): Promise<void>;
};

const BINARY = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((file) => existsSync(file));

/** A free port on 127.0.0.1, for PgBouncer to listen on. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** PgBouncer refuses to run as root: then it runs as the `postgres` account. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres']).stdout.toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * A PgBouncer of the test's own, on a free port of 127.0.0.1, in front of the PostgreSQL
 * server of `serverUrl` (trusting its user, as that server does): `settings` go into its
 * `[pgbouncer]` section beside where it listens. `close` stops it and removes its folder;
 * a test process that ends without it does not leave it running.
 */
export async function startPgBouncer(
  serverUrl: string,
  settings: Record<string, string>,
): Promise<PgBouncer> {
  if (!BINARY) {
    throw new Error('pgbouncer is not installed (apt-get install -y pgbouncer; .ci/run does)');
  }
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username) || 'postgres';
  const port = await freePort();
  const folder = await mkdtemp(path.join(tmpdir(), 'showroom-pgbouncer-'));
  const config = path.join(folder, 'pgbouncer.ini');
  const users = path.join(folder, 'userlist.txt');
  const ini = [
    '[databases]',
    `* = host=${server.hostname} port=${server.port || '5432'}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${String(port)}`,
    'unix_socket_dir =',
    'auth_type = trust',
    `auth_file = ${users}`,
    ...Object.entries(settings).map(([name, value]) => `${name} = ${value}`),
  ];
  await writeFile(config, `${ini.join('\n')}\n`);
  await writeFile(users, `"${user}" ""\n`);
  const account = runAs();
  if (account) {
    for (const file of [folder, config, users]) await chown(file, account.uid, account.gid);
  }

  const child = spawn(BINARY, [config], { stdio: ['ignore', 'ignore', 'pipe'], ...account });
  const stop = () => child.kill('SIGTERM');
  process.once('exit', stop);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Its log, until it is up; then read and let go.
  let log: string | null = '';
  child.stderr.on('data', (chunk: Buffer) => {
    if (log !== null) log += chunk.toString();
  });
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`pgbouncer did not start:\n${log}`)), 10_000);
      child.stderr.on('data', () => {
        if (log?.includes('process up')) {
          clearTimeout(timer);
          log = null;
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`pgbouncer exited (${String(code)}):\n${log}`));
      });
    });
  } catch (error) {
    stop();
    await exited;
    process.off('exit', stop);
    await rm(folder, { recursive: true, force: true });
    throw error;
  }

  return {
    settings,
    route: (url) => {
      const pooled = new URL(url);
      pooled.host = `127.0.0.1:${String(port)}`;
      return { url: pooled.toString(), directUrl: url };
    },
    async close() {
      // SIGTERM: PgBouncer 1.18 closes every connection at once.
      stop();
      await exited;
      process.off('exit', stop);
      await rm(folder, { recursive: true, force: true });
    },
  };
}
