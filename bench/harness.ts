import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { freePort, waitForHealth } from '../apps/web/e2e/server';

const root = path.resolve(import.meta.dirname, '..');

/** One statement as the application sent it. */
export type Statement = { sql: string; params: unknown[] };

export type Timing = { p50: number; p95: number };

export function percentiles(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

/**
 * Two workloads timed in turns, one request of each a round, which goes first swapped every
 * round: a machine whose load changes during the run weighs on both alike.
 */
export async function timeInTurns(
  runs: number,
  first: () => Promise<unknown>,
  second: () => Promise<unknown>,
): Promise<[Timing, Timing]> {
  const samples: [number[], number[]] = [[], []];
  const timed = async (work: () => Promise<unknown>, into: number[]) => {
    const start = performance.now();
    await work();
    into.push(performance.now() - start);
  };
  for (let i = 0; i < runs; i++) {
    if (i % 2 === 0) {
      await timed(first, samples[0]);
      await timed(second, samples[1]);
    } else {
      await timed(second, samples[1]);
      await timed(first, samples[0]);
    }
  }
  return [percentiles(samples[0]), percentiles(samples[1])];
}

/**
 * The floor: the statements one request made, sent straight through `pg`, concurrently as
 * the application sends them (a list's rows and its count go out together).
 */
export function replay(pool: pg.Pool, statements: Statement[]) {
  return Promise.all(statements.map((s) => pool.query(s.sql, s.params)));
}

export const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);

/** The staff account a bench's own server is seeded with. */
export const BENCH_ACCOUNT = { email: 'bench@showroom.local', password: 'bench-password-123' };

/**
 * The API started as `npm start` starts it, on a fresh embedded database (PGlite) in a folder
 * of its own, with the demo data and `BENCH_ACCOUNT` as its super admin, serving `webDist`
 * (or no web app). `stop` ends it and removes its folder. A slow start on a busy machine is
 * not what a bench measures: it may take up to 5 minutes.
 */
export async function startApiServer(
  webDist?: string,
  options: { nodeArgs?: string[] } = {},
): Promise<{ baseUrl: string; pid: number; stop: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'showroom-bench-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const server: ChildProcess = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', 'src/server.ts'],
    {
      cwd: path.join(root, 'apps/api'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        ADMIN_EMAIL: BENCH_ACCOUNT.email,
        ADMIN_PASSWORD: BENCH_ACCOUNT.password,
        JWT_SECRET: 'bench-secret-that-is-long-enough-to-sign-tokens',
        WEB_DIST_DIR: webDist ?? path.join(dataDir, 'no-web'),
        LOG_LEVEL: 'warn',
        SEED_DEMO_DATA: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const running = () => server.exitCode === null;
  const stop = async () => {
    if (running()) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (running()) server.kill('SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server, () => log, 300);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: server.pid ?? 0, stop };
}

/** Headers of requests as `BENCH_ACCOUNT`, signed in on the bench's server. */
export async function signInBench(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrPhone: BENCH_ACCOUNT.email, password: BENCH_ACCOUNT.password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { accessToken: string } };
  return {
    authorization: `Bearer ${data.accessToken}`,
    'accept-language': 'en',
    'accept-encoding': 'identity',
  };
}
