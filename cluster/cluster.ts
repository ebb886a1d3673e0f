// A Showroom cluster on one machine: N API processes behind HAProxy, sharing one PostgreSQL,
// one Redis and one S3-compatible bucket, each started here and stopped by `close()`. What a
// production deployment runs on several machines (docs/decisions/059), small enough for
// `npm run cluster` and for the tests that prove what must hold across processes.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { S3RVER_CREDENTIALS, startS3Server } from '../apps/api/test/s3-server';
import { buildApi } from '../scripts/build-if-stale.mjs';
import { freePort, startThrowawayPostgres, type ThrowawayPostgres } from './postgres';

const root = path.resolve(import.meta.dirname, '..');
const apiRoot = path.join(root, 'apps/api');
const webDist = path.join(root, 'apps/web/dist');

/** How long an API process keeps answering after SIGTERM, its readiness already 503. */
export const DRAIN_MS = 2_000;
/** HAProxy checks each process this often, and takes it out after 2 failed checks. */
const CHECK_EVERY_MS = 400;
const START_TIMEOUT_MS = 120_000;

export type ApiProcess = {
  index: number;
  port: number;
  /** This process's own address, bypassing HAProxy: `http://127.0.0.1:<port>`. */
  url: string;
  /** The running child, or null while stopped. */
  child: ChildProcess | null;
  /** What it printed since it last started. */
  output(): string;
};

export type ClusterOptions = {
  processes?: number;
  /** HAProxy's port on 127.0.0.1 (default: a free one). */
  port?: number;
  /** More environment for every API process (tests shorten intervals with it). */
  env?: Record<string, string>;
  /** The API processes' LOG_LEVEL (default `warn`). */
  logLevel?: string;
  /**
   * Start every child in a process group of its own, so that Ctrl+C at a terminal reaches only
   * the caller, which then stops them in order (the API processes first, Redis last). Off by
   * default: children in the caller's group also go when it is killed outright.
   */
  ownProcessGroups?: boolean;
};

export type Cluster = {
  /** HAProxy's address: `http://127.0.0.1:<port>`. */
  url: string;
  apiProcesses: ApiProcess[];
  adminEmail: string;
  adminPassword: string;
  postgres: ThrowawayPostgres;
  redisUrl: string;
  s3: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string };
  /** SIGTERM (by default) to one API process; resolves with its exit code once it is gone. */
  stopProcess(index: number, signal?: NodeJS.Signals): Promise<number | null>;
  /** Starts a stopped API process again on its port; resolves once it says it is ready. */
  startProcess(index: number): Promise<void>;
  /**
   * SIGTERM to one API process, then starts it again; resolves once HAProxy sends it requests
   * again. With the exit code of the stopped process.
   */
  restartProcess(index: number): Promise<number | null>;
  /** HAProxy's view of each API process: `UP`, `DOWN`, `MAINT`… (with transitions `UP 1/2`). */
  balancerStates(): Promise<string[]>;
  /** Waits until HAProxy sees that process in that state (`UP` or `DOWN`). */
  waitForBalancer(index: number, state: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>;
  /** Stops everything and removes every temporary folder. */
  close(): Promise<void>;
};

async function waitFor(what: string, timeoutMs: number, check: () => Promise<boolean> | boolean) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

function exitOf(child: ChildProcess) {
  return new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

/** Sends `signal` and waits for the exit; SIGKILL if it takes longer than `graceMs`. */
async function stopChild(child: ChildProcess, signal: NodeJS.Signals, graceMs: number) {
  const exited = exitOf(child);
  if (child.exitCode !== null || child.signalCode !== null) return exited;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  const code = await exited;
  clearTimeout(timer);
  return code;
}

// ---------------------------------------------------------------- Redis

async function startRedis(dir: string, detached: boolean) {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], detached },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (error) =>
      reject(new Error(`redis-server did not start: ${error.message}`)),
    );
  });
  await Promise.race([
    failed,
    waitFor('redis-server', 10_000, () => {
      if (child.exitCode !== null) throw new Error(`redis-server exited:\n${output}`);
      return output.includes('Ready to accept connections');
    }),
  ]);
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopChild(child, 'SIGTERM', 5_000) };
}

// ---------------------------------------------------------------- S3

// ---------------------------------------------------------------- HAProxy

/** Where HAProxy is, or how to get it. */
export function haproxyBinary(): string {
  for (const candidate of ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy']) {
    if (existsSync(candidate)) return candidate;
  }
  const found = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' });
  if (found.status === 0 && found.stdout.trim()) return found.stdout.trim();
  throw new Error(
    'HAProxy is not installed: apt-get install haproxy (as root), or your system’s package.',
  );
}

/**
 * The balancer: round robin over the API processes, each checked on its readiness; one that
 * answers 503 (shutting down, or its database away) gets no new requests. A request that
 * could not reach a process (connection refused: it has just exited) is sent to another;
 * other failures are retried only for GET and HEAD, which change nothing.
 */
export function haproxyConfig(options: { port: number; socket: string; apiPorts: number[] }) {
  return [
    'global',
    '  maxconn 4096',
    `  stats socket ${options.socket} mode 600 level admin`,
    '',
    'defaults',
    '  mode http',
    '  option http-server-close',
    '  option forwardfor',
    '  option redispatch 1',
    '  retries 3',
    '  retry-on conn-failure empty-response response-timeout',
    '  timeout connect 2s',
    '  timeout client 60s',
    // Longer than the events stream's heartbeat (EVENTS_HEARTBEAT_SECONDS, 15 s).
    '  timeout server 60s',
    '  timeout http-request 10s',
    '  timeout queue 10s',
    // Without it a check gets only `inter` to answer, and readiness under load takes longer.
    '  timeout check 3s',
    '',
    'frontend showroom',
    `  bind 127.0.0.1:${options.port}`,
    '  default_backend api',
    '',
    'backend api',
    // Events streams stay open for hours: new ones go where fewest connections are.
    '  balance leastconn',
    '  http-request disable-l7-retry unless METH_GET || METH_HEAD',
    '  option httpchk',
    '  http-check send meth GET uri /api/v1/health/ready',
    '  http-check expect status 200',
    `  default-server check inter ${CHECK_EVERY_MS} fastinter ${CHECK_EVERY_MS / 2} downinter ${CHECK_EVERY_MS} fall 2 rise 2`,
    ...options.apiPorts.map((port, index) => `  server api${index} 127.0.0.1:${port}`),
    '',
  ].join('\n');
}

async function haproxyCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const client = connect(socket);
    let answer = '';
    client.on('data', (chunk) => (answer += chunk.toString()));
    client.on('end', () => resolve(answer));
    client.on('error', reject);
    client.setTimeout(5_000, () => client.destroy(new Error('HAProxy socket timed out')));
    client.write(`${command}\n`);
  });
}

async function startHaproxy(dir: string, apiPorts: number[], detached: boolean, port: number) {
  const socket = path.join(dir, 'haproxy.sock');
  const configFile = path.join(dir, 'haproxy.cfg');
  await writeFile(configFile, haproxyConfig({ port, socket, apiPorts }));
  const child = spawn(haproxyBinary(), ['-f', configFile, '-db'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitFor('HAProxy', 10_000, async () => {
    if (child.exitCode !== null) throw new Error(`HAProxy exited:\n${output}`);
    return haproxyCommand(socket, 'show info').then(
      () => true,
      () => false,
    );
  });
  const states = async () => {
    const csv = await haproxyCommand(socket, 'show stat');
    const lines = csv.split('\n').filter((line) => line.startsWith('api,api'));
    // Columns: pxname, svname, …, status is the 18th.
    return apiPorts.map((_, index) => {
      const line = lines.find((row) => row.split(',')[1] === `api${index}`);
      return line?.split(',')[17] ?? 'unknown';
    });
  };
  return {
    url: `http://127.0.0.1:${port}`,
    states,
    stop: () => stopChild(child, 'SIGTERM', 5_000),
  };
}

// ---------------------------------------------------------------- the cluster

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const count = options.processes ?? 2;
  const detached = options.ownProcessGroups ?? false;
  if (!Number.isInteger(count) || count < 1) throw new Error('processes: a whole number ≥ 1');
  const stops: (() => Promise<unknown>)[] = [];
  const dir = await mkdtemp(path.join(tmpdir(), 'showroom-cluster-'));
  stops.push(() => rm(dir, { recursive: true, force: true }));
  const close = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
  };

  try {
    await mkdir(path.join(dir, 'redis'));
    const [postgres, redis, s3] = await Promise.all([
      startThrowawayPostgres(),
      startRedis(path.join(dir, 'redis'), detached),
      startS3Server({ bucket: 'showroom' }),
    ]);
    stops.push(
      () => postgres.close(),
      redis.stop,
      () => s3.close(),
    );

    const apiPorts = await Promise.all(Array.from({ length: count }, () => freePort()));
    const haproxy = await startHaproxy(dir, apiPorts, detached, options.port ?? (await freePort()));
    stops.push(haproxy.stop);

    const adminEmail = 'admin@showroom.test';
    const adminPassword = randomBytes(12).toString('base64url');
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: options.logLevel ?? 'warn',
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      ...s3.env,
      JWT_SECRET: randomBytes(32).toString('hex'),
      // A host name, not an address: a browser's passkeys need one (ADR 052).
      PUBLIC_URL: haproxy.url.replace('127.0.0.1', 'localhost'),
      TRUST_PROXY: 'true',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      SEED_DEMO_DATA: 'false',
      ...(existsSync(path.join(webDist, 'index.html')) ? { WEB_DIST_DIR: webDist } : {}),
      ...options.env,
    };

    // The API as `npm start` runs it: the bundle, rebuilt when its sources changed (starting
    // from the TypeScript sources would take several seconds more each time).
    const server = buildApi();
    const apiProcesses: ApiProcess[] = [];
    const outputs: string[] = [];
    for (const [index, port] of apiPorts.entries()) {
      outputs.push('');
      apiProcesses.push({
        index,
        port,
        url: `http://127.0.0.1:${port}`,
        child: null,
        output: () => outputs[index] ?? '',
      });
    }

    const startProcess = async (index: number) => {
      const api = apiProcesses[index];
      if (!api) throw new Error(`no API process ${index}`);
      if (api.child) throw new Error(`API process ${index} is running`);
      // Each process has a folder of its own (the mail outbox); files go to the bucket.
      const dataDir = path.join(dir, `api${index}`);
      await mkdir(dataDir, { recursive: true });
      outputs[index] = '';
      const child = spawn(process.execPath, ['--enable-source-maps', server], {
        cwd: apiRoot,
        env: { ...process.env, ...env, PORT: String(api.port), DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached,
      });
      api.child = child;
      const append = (chunk: Buffer) => (outputs[index] = api.output() + chunk.toString());
      child.stdout.on('data', append);
      child.stderr.on('data', append);
      child.once('exit', () => {
        if (api.child === child) api.child = null;
      });
      await waitFor(`API process ${index}`, START_TIMEOUT_MS, () => {
        if (api.child !== child) throw new Error(`API process ${index} exited:\n${api.output()}`);
        return api.output().includes('Showroom is ready');
      });
    };

    const stopProcess = async (index: number, signal: NodeJS.Signals = 'SIGTERM') => {
      const child = apiProcesses[index]?.child;
      if (!child) return null;
      return stopChild(child, signal, DRAIN_MS + 15_000);
    };
    stops.push(() => Promise.all(apiProcesses.map((api) => stopProcess(api.index, 'SIGINT'))));

    // The first process migrates and seeds; the others then start side by side.
    await startProcess(0);
    await Promise.all(apiProcesses.slice(1).map((api) => startProcess(api.index)));

    const waitForBalancer = async (index: number, state: 'UP' | 'DOWN', timeoutMs = 15_000) => {
      await waitFor(`HAProxy to see api${index} ${state}`, timeoutMs, async () => {
        const states = await haproxy.states();
        return states[index] === state;
      });
    };
    for (const api of apiProcesses) await waitForBalancer(api.index, 'UP');

    const restartProcess = async (index: number) => {
      const code = await stopProcess(index);
      await startProcess(index);
      await waitForBalancer(index, 'UP');
      return code;
    };

    return {
      url: haproxy.url,
      apiProcesses,
      adminEmail,
      adminPassword,
      postgres,
      redisUrl: redis.url,
      s3: {
        endpoint: s3.endpoint,
        bucket: s3.bucket,
        accessKeyId: S3RVER_CREDENTIALS,
        secretAccessKey: S3RVER_CREDENTIALS,
      },
      stopProcess,
      startProcess,
      restartProcess,
      balancerStates: haproxy.states,
      waitForBalancer,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
