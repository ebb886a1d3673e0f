// `npm run faults`: what Showroom does when the ground moves under it, in figures.
//
//  1. PostgreSQL restarts (and crashes) under a write load: while it is away the API answers
//     503 SERVICE_UNAVAILABLE in the envelope, afterwards it recovers by itself, and every
//     acknowledged write is in the database.
//  2. The API is SIGKILLed during writes, on PGlite and on PostgreSQL: after a restart every
//     acknowledged write is there.
//  3. A transaction holds the sessions table, then the cars table, for 40 s (LOCK TABLE … IN
//     ACCESS EXCLUSIVE MODE, as a migration would) while staff keep using the API: every
//     request that needs the held table is answered 503 within its deadline, the others go on
//     being served, and everything answers 200 again once the lock goes.
//  4. A cluster (`npm run cluster`: two API processes behind HAProxy) under a steady mixed
//     load (writes, reads, open events streams): each API process in turn gets SIGTERM and is
//     started again — no request fails, no acknowledged write is lost, every stream reconnects;
//     then PostgreSQL restarts under it — 503s only, no write lost, no API process restarted.
//     `FAULTS_ONLY=cluster` runs only these.
//
// PostgreSQL here is a throwaway server (cluster/postgres.ts: initdb in a temporary folder, a
// free port on 127.0.0.1), never a shared one. Not part of `npm test`: it takes minutes and
// prints figures rather than asserting timings; it exits non-zero when a write was lost, an
// answer while the database was away was not a 503 envelope, or the API did not recover.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { startCluster, type Cluster as ApiCluster } from '../cluster/cluster';
import { lostWrites as lostInCluster, startLoad, type LoadTally } from '../cluster/load';
import { freePort, startThrowawayPostgres, type ThrowawayPostgres } from '../cluster/postgres';

const root = path.resolve(import.meta.dirname, '..');
const apiRoot = path.join(root, 'apps/api');
const ADMIN_EMAIL = 'faults@showroom.test';
const ADMIN_PASSWORD = 'faults-password-1';
const WRITERS = 8;
const cleanups: (() => Promise<void>)[] = [];
const problems: string[] = [];

// ---------------------------------------------------------------- the API as a child process

type Api = {
  base: string;
  process: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
};

async function startApi(env: Record<string, string>): Promise<Api> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: process.env.FAULTS_LOG_LEVEL ?? 'fatal',
      SEED_DEMO_DATA: 'false',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      JWT_SECRET: 'faults-secret-that-is-long-enough-for-hs256-signing',
      // Sign-in is rate limited per address; the script signs in often.
      LOGIN_IP_MAX_FAILURES: '1000',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const api = {
    base: `http://127.0.0.1:${port}/api/v1`,
    process: child,
    exited,
    output: () => output,
  };
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  });
  const deadline = Date.now() + 120_000;
  while (!output.includes('Showroom is ready')) {
    if (child.exitCode !== null) throw new Error(`the API did not start:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the API was not ready in time:\n${output}`);
    await sleep(100);
  }
  return api;
}

async function signIn(api: Api): Promise<string> {
  const response = await fetch(`${api.base}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrPhone: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  const body = (await response.json()) as { data?: { accessToken: string } };
  if (!body.data) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  return body.data.accessToken;
}

// ---------------------------------------------------------------- the write load

type Tally = {
  requests: number;
  acknowledged: Map<string, number>;
  unavailable: number;
  /** Answers that were neither 2xx nor a 503 envelope, by status. */
  otherAnswers: Map<number, number>;
  /** No answer at all (connection refused or reset: the process was gone). */
  noAnswer: number;
  /** When the last 2xx arrived, to show recovery. */
  lastAcknowledgedAt: number;
};

const newTally = (): Tally => ({
  requests: 0,
  acknowledged: new Map(),
  unavailable: 0,
  otherAnswers: new Map(),
  noAnswer: 0,
  lastAcknowledgedAt: 0,
});

/** Writers creating brands with unique names until `stop` resolves. */
function writeLoad(api: Api, token: string, label: string, tally: Tally) {
  let stopped = false;
  let sequence = 0;
  const writer = async (w: number) => {
    while (!stopped) {
      const name = `${label}-${w}-${sequence++}`;
      tally.requests++;
      try {
        const response = await fetch(`${api.base}/brand`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ nameEn: name }),
          signal: AbortSignal.timeout(15_000),
        });
        const body = (await response.json()) as { code?: string; data?: { id: number } };
        if (response.ok && body.data) {
          tally.acknowledged.set(name, body.data.id);
          tally.lastAcknowledgedAt = Date.now();
        } else if (response.status === 503 && body.code === 'SERVICE_UNAVAILABLE') {
          tally.unavailable++;
          await sleep(50);
        } else {
          tally.otherAnswers.set(
            response.status,
            (tally.otherAnswers.get(response.status) ?? 0) + 1,
          );
          await sleep(50);
        }
      } catch {
        tally.noAnswer++;
        await sleep(50);
      }
    }
  };
  const running = Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  return async () => {
    stopped = true;
    await running;
  };
}

/** Names of the acknowledged brands missing from the database. */
async function lostWrites(query: (text: string) => Promise<{ name_en: string }[]>, tally: Tally) {
  const stored = new Set((await query('select name_en from brands')).map((row) => row.name_en));
  return [...tally.acknowledged.keys()].filter((name) => !stored.has(name));
}

async function pgQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ name_en: string }>(text)).rows;
  } finally {
    await client.end();
  }
}

async function ready(api: Api) {
  const response = await fetch(`${api.base}/health/ready`).catch(() => null);
  return response?.status ?? 0;
}

type Row = {
  scenario: string;
  requests: number;
  acknowledged: number;
  '503s': number;
  'other answers': string;
  'no answer': number;
  lost: number;
  recovered: string;
};

const rows: Row[] = [];

function record(scenario: string, tally: Tally, lost: string[], recovered: string) {
  const other = [...tally.otherAnswers].map(([status, count]) => `${count}×${status}`).join(' ');
  rows.push({
    scenario,
    requests: tally.requests,
    acknowledged: tally.acknowledged.size,
    '503s': tally.unavailable,
    'other answers': other || '0',
    'no answer': tally.noAnswer,
    lost: lost.length,
    recovered,
  });
  if (lost.length > 0)
    problems.push(
      `${scenario}: ${lost.length} acknowledged writes lost (${lost.slice(0, 5).join(', ')}…)`,
    );
  if (tally.otherAnswers.size > 0)
    problems.push(`${scenario}: answers other than 2xx or 503: ${other}`);
}

// ---------------------------------------------------------------- scenarios

async function postgresRestart(cluster: ThrowawayPostgres, mode: 'fast' | 'immediate') {
  const api = await startApi({ DATABASE_URL: cluster.url });
  const token = await signIn(api);
  const tally = newTally();
  const stop = writeLoad(api, token, `pg-${mode}`, tally);
  await sleep(3_000);
  const beforeDown = tally.acknowledged.size;
  cluster.stop(mode);
  const downAt = Date.now();
  await sleep(3_000);
  const readyWhileDown = await ready(api);
  cluster.start();
  const upAt = Date.now();
  // Recovery: the first acknowledged write after the server is back.
  const recoveryDeadline = upAt + 30_000;
  let recoveredAfter = -1;
  while (Date.now() < recoveryDeadline) {
    if (tally.lastAcknowledgedAt > upAt) {
      recoveredAfter = tally.lastAcknowledgedAt - upAt;
      break;
    }
    await sleep(50);
  }
  await sleep(3_000);
  await stop();
  const readyAfter = await ready(api);
  if (api.process.exitCode !== null) {
    problems.push(`PostgreSQL ${mode}: the API exited by itself:\n${api.output().slice(-3000)}`);
  }
  api.process.kill('SIGTERM');
  await api.exited;
  const lost = await lostWrites((text) => pgQuery(cluster.url, text), tally);
  const recovered =
    recoveredAfter >= 0 && readyAfter === 200
      ? `${(recoveredAfter / 1000).toFixed(1)} s after start`
      : 'no';
  record(
    `PostgreSQL ${mode === 'fast' ? 'restart' : 'crash (immediate stop)'} under load`,
    tally,
    lost,
    recovered,
  );
  if (recoveredAfter < 0 || readyAfter !== 200)
    problems.push(`PostgreSQL ${mode}: the API did not recover (ready ${readyAfter})`);
  if (readyWhileDown !== 503)
    problems.push(
      `PostgreSQL ${mode}: readiness answered ${readyWhileDown} while the database was down`,
    );
  if (tally.unavailable === 0)
    problems.push(`PostgreSQL ${mode}: no 503 while the database was down`);
  console.log(
    `  ${mode}: ${beforeDown} writes before the stop, down ${((upAt - downAt) / 1000).toFixed(1)} s, readiness while down ${readyWhileDown}, after ${readyAfter}`,
  );
}

async function killDuringWrites(
  label: string,
  env: Record<string, string>,
  query: (text: string) => Promise<{ name_en: string }[]>,
) {
  let api = await startApi(env);
  const token = await signIn(api);
  const tally = newTally();
  const stop = writeLoad(api, token, `kill-${label}`, tally);
  await sleep(4_000);
  api.process.kill('SIGKILL');
  await api.exited;
  await stop();
  // The same data folder (or database) again: a PGlite folder's lock is taken over.
  api = await startApi(env);
  const readyAfter = await ready(api);
  api.process.kill('SIGINT');
  const code = await api.exited;
  const lost = await lostWrites(query, tally);
  record(
    `SIGKILL during writes (${label})`,
    tally,
    lost,
    readyAfter === 200 && code === 0 ? 'restarted' : 'no',
  );
  if (readyAfter !== 200 || code !== 0)
    problems.push(
      `${label}: restart after SIGKILL failed (ready ${readyAfter}, exit ${String(code)})`,
    );
}

// ---------------------------------------------------------------- a held lock

const LOCK_HELD_MS = 40_000;
const LOCK_ROUTE_EVERY_MS = 200;
/** The API's default request deadline (REQUEST_TIMEOUT_MS): no answer may take longer. */
const REQUEST_DEADLINE_MS = 6_000;
/** What a loaded machine may add to an answer on top of the deadline before it counts as late. */
const LATE_MARGIN_MS = 1_000;

/** The share of requests a route that does not need the held table must have answered 200. */
const MIN_SERVED_SHARE = 0.95;

type LockRoute = {
  name: string;
  /** Whether the route needs the held table (then 503 is its expected answer while held). */
  needsHeld: boolean;
  send(): Promise<Response>;
};

type RouteTally = {
  during: Map<number, number>;
  after: Map<number, number>;
  longestMs: number;
  late: number;
  noAnswer: number;
};

const newRouteTally = (): RouteTally => ({
  during: new Map(),
  after: new Map(),
  longestMs: 0,
  late: 0,
  noAnswer: 0,
});

const countOf = (tally: Map<number, number>) =>
  [...tally]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count}×${status}`)
    .join(' ') || '—';

const lockRows: Record<string, string | number>[] = [];

async function lockHeld(cluster: ThrowawayPostgres, table: 'sessions' | 'cars') {
  const api = await startApi({ DATABASE_URL: cluster.url });
  const token = await signIn(api);
  const signedIn = { authorization: `Bearer ${token}` };
  const routes: LockRoute[] = [
    {
      name: 'GET /cars/',
      needsHeld: true,
      send: () => fetch(`${api.base}/cars/?offset=0&limit=20`, { headers: signedIn }),
    },
    {
      name: 'GET /brand/admin',
      needsHeld: table === 'sessions',
      send: () => fetch(`${api.base}/brand/admin?offset=0&limit=20`, { headers: signedIn }),
    },
    {
      name: 'POST /admin/login',
      needsHeld: table === 'sessions',
      send: () =>
        fetch(`${api.base}/admin/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ emailOrPhone: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
        }),
    },
    { name: 'GET /health', needsHeld: false, send: () => fetch(`${api.base}/health`) },
  ];
  const watched = routes.map((route) => ({
    route,
    tally: newRouteTally(),
  }));

  const holder = new pg.Client({ connectionString: cluster.url });
  await holder.connect();
  await holder.query('begin');
  await holder.query(`lock table ${table} in access exclusive mode`);
  const heldAt = Date.now();
  let releasedAt = Number.POSITIVE_INFINITY;
  const inFlight = new Set<Promise<void>>();
  const fire = ({ route, tally }: { route: LockRoute; tally: RouteTally }) => {
    const sentAt = Date.now();
    const phase = sentAt < releasedAt ? tally.during : tally.after;
    const request = route
      .send()
      .then(
        async (response) => {
          await response.arrayBuffer();
          phase.set(response.status, (phase.get(response.status) ?? 0) + 1);
          if (sentAt >= releasedAt && response.status !== 200) {
            problems.push(
              `${table} lock: ${route.name} answered ${response.status} after the lock went`,
            );
          }
          if (sentAt < releasedAt && response.status !== 200 && response.status !== 503) {
            problems.push(
              `${table} lock: ${route.name} answered ${response.status} while it was held`,
            );
          }
        },
        () => {
          tally.noAnswer++;
        },
      )
      .finally(() => {
        const waited = Date.now() - sentAt;
        tally.longestMs = Math.max(tally.longestMs, waited);
        if (waited > REQUEST_DEADLINE_MS + LATE_MARGIN_MS) tally.late++;
        inFlight.delete(request);
      });
    inFlight.add(request);
  };
  const ticker = setInterval(() => watched.forEach(fire), LOCK_ROUTE_EVERY_MS);
  await sleep(LOCK_HELD_MS);
  await holder.query('commit');
  await holder.end();
  releasedAt = Date.now();
  // Recovery: everything sent after the lock goes must be answered 200.
  await sleep(5_000);
  clearInterval(ticker);
  await Promise.all(inFlight);
  if (api.process.exitCode !== null) {
    problems.push(`${table} lock: the API exited by itself:\n${api.output().slice(-3000)}`);
  }
  api.process.kill('SIGTERM');
  await api.exited;
  if (process.env.FAULTS_LOG_LEVEL) console.log(api.output());

  console.log(`  ${table} held for ${((releasedAt - heldAt) / 1000).toFixed(1)} s`);
  for (const { route, tally } of watched) {
    lockRows.push({
      held: table,
      route: route.name,
      'while held': countOf(tally.during),
      'after release': countOf(tally.after),
      'longest wait (ms)': tally.longestMs,
      'past deadline': tally.late,
      'no answer': tally.noAnswer,
    });
    if (tally.late > 0)
      problems.push(
        `${table} lock: ${tally.late} answers of ${route.name} came after the deadline`,
      );
    if (tally.noAnswer > 0)
      problems.push(`${table} lock: ${tally.noAnswer} requests of ${route.name} got no answer`);
    // A route that does not need the held table goes on being served. Not every answer: a
    // background job may wait on the table while it holds a row the route needs (answered
    // 503 within the lock timeout too).
    const sent = [...tally.during.values()].reduce((sum, count) => sum + count, 0);
    const served = tally.during.get(200) ?? 0;
    if (!route.needsHeld && served < sent * MIN_SERVED_SHARE)
      problems.push(`${table} lock: ${route.name} was served ${served} times of ${sent}`);
  }
}

// ---------------------------------------------------------------- the cluster

const clusterRows: Record<string, string | number>[] = [];

function recordCluster(scenario: string, tally: LoadTally, lost: string[]) {
  clusterRows.push({
    scenario,
    'requests sent': tally.requests,
    failed: tally.failed.length,
    '503s': tally.tolerated,
    'writes acknowledged': tally.acknowledged.size,
    lost: lost.length,
    'streams ended': tally.streamsEnded,
    'streams reconnected': tally.streamsReconnected,
  });
  if (lost.length > 0)
    problems.push(
      `${scenario}: ${lost.length} acknowledged writes lost (${lost.slice(0, 5).join(', ')}…)`,
    );
  if (tally.streamsReconnected < tally.streamsEnded)
    problems.push(
      `${scenario}: ${tally.streamsEnded - tally.streamsReconnected} streams did not reconnect`,
    );
}

async function clusterSignIn(cluster: ApiCluster) {
  const response = await fetch(`${cluster.url}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrPhone: cluster.adminEmail, password: cluster.adminPassword }),
  });
  const body = (await response.json()) as { data?: { accessToken: string } };
  if (!body.data) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  return body.data.accessToken;
}

/** Each API process in turn gets SIGTERM and is started again, under a steady mixed load. */
async function rollingRestart(cluster: ApiCluster, token: string) {
  const load = startLoad({
    url: cluster.url,
    token,
    label: 'rolling',
    writers: 4,
    readers: 2,
    streams: 4,
  });
  try {
    await load.streamsSettled();
    await sleep(2_000);
    for (const api of cluster.apiProcesses) {
      const startedAt = Date.now();
      const code = await cluster.restartProcess(api.index);
      console.log(
        `  api${api.index}: exited ${String(code)}, serving again after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
      );
      if (code !== 0) problems.push(`rolling restart: api${api.index} exited with ${String(code)}`);
    }
    await load.streamsSettled();
    await sleep(2_000);
  } finally {
    await load.stop();
  }
  const lost = await lostInCluster(cluster.postgres.url, load.tally);
  recordCluster('rolling restart (SIGTERM each API process)', load.tally, lost);
  if (load.tally.failed.length > 0)
    problems.push(
      `rolling restart: ${load.tally.failed.length} failed requests (${load.tally.failed.slice(0, 5).join('; ')})`,
    );
  if (load.tally.streamFailures.length > 0)
    problems.push(`rolling restart: ${load.tally.streamFailures.length} streams could not reopen`);
}

/**
 * PostgreSQL restarts under the cluster: 503s are allowed while it is away (from the API, or
 * from HAProxy when every process's readiness says so), nothing else fails, no acknowledged
 * write is lost, and every process recovers by itself.
 */
async function postgresUnderCluster(cluster: ApiCluster, token: string) {
  const pids = cluster.apiProcesses.map((api) => api.child?.pid);
  const load = startLoad({
    url: cluster.url,
    token,
    label: 'cluster-pg',
    writers: 4,
    readers: 2,
    streams: 2,
    tolerate: (status) => status === 503,
  });
  let recovered = 'no';
  try {
    await load.streamsSettled();
    await sleep(2_000);
    cluster.postgres.stop('fast');
    const downAt = Date.now();
    await sleep(3_000);
    cluster.postgres.start();
    const upAt = Date.now();
    const before = load.tally.acknowledged.size;
    const deadline = upAt + 30_000;
    while (load.tally.acknowledged.size === before && Date.now() < deadline) await sleep(50);
    if (load.tally.acknowledged.size > before)
      recovered = `${((Date.now() - upAt) / 1000).toFixed(1)} s after start`;
    for (const api of cluster.apiProcesses) await cluster.waitForBalancer(api.index, 'UP', 30_000);
    await load.streamsSettled(30_000);
    await sleep(2_000);
    console.log(
      `  PostgreSQL down ${((upAt - downAt) / 1000).toFixed(1)} s; writes again ${recovered}`,
    );
  } finally {
    await load.stop();
  }
  const lost = await lostInCluster(cluster.postgres.url, load.tally);
  recordCluster('PostgreSQL restart under the cluster', load.tally, lost);
  if (recovered === 'no') problems.push('PostgreSQL under the cluster: writes did not resume');
  if (cluster.apiProcesses.some((api, index) => api.child?.pid !== pids[index]))
    problems.push('PostgreSQL under the cluster: an API process restarted');
  if (load.tally.failed.length > 0)
    problems.push(
      `PostgreSQL under the cluster: answers other than 2xx or 503 (${load.tally.failed.slice(0, 5).join('; ')})`,
    );
}

async function clusterScenarios() {
  console.log('Cluster: 2 API processes behind HAProxy, PostgreSQL, Redis, S3');
  const cluster = await startCluster({
    processes: 2,
    logLevel: process.env.FAULTS_LOG_LEVEL ?? 'fatal',
  });
  cleanups.push(() => cluster.close());
  const token = await clusterSignIn(cluster);
  await rollingRestart(cluster, token);
  await postgresUnderCluster(cluster, token);
  console.table(clusterRows);
}

async function main() {
  if (process.env.FAULTS_ONLY === 'cluster') {
    await clusterScenarios();
    return;
  }
  console.log('Showroom faults: throwaway PostgreSQL cluster, API as child processes');
  const cluster = await startThrowawayPostgres();
  cleanups.push(() => cluster.close());
  console.log(`  cluster at ${cluster.url}`);

  if (process.env.FAULTS_ONLY !== 'restart') {
    if (process.env.FAULTS_LOCK !== 'cars') await lockHeld(cluster, 'sessions');
    await lockHeld(cluster, 'cars');
    console.table(lockRows);
    if (process.env.FAULTS_ONLY === 'locks') return;
  }

  await postgresRestart(cluster, 'fast');
  if (process.env.FAULTS_ONLY === 'restart') return;
  await postgresRestart(cluster, 'immediate');
  await killDuringWrites('PostgreSQL', { DATABASE_URL: cluster.url }, (text) =>
    pgQuery(cluster.url, text),
  );

  const dataDir = await mkdtemp(path.join(tmpdir(), 'showroom-faults-data-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const { openDatabase, queryRows } = await import('../apps/api/src/db/client');
  const { sql } = await import('drizzle-orm');
  await killDuringWrites('PGlite', { DATA_DIR: dataDir }, async (text) => {
    const database = await openDatabase({
      dataDir: path.join(dataDir, 'pgdata'),
      purpose: 'faults',
    });
    try {
      return await queryRows<{ name_en: string }>(database.db, sql.raw(text));
    } finally {
      await database.close();
    }
  });

  console.log();
  console.table(rows);

  await clusterScenarios();
}

try {
  await main();
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error));
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
}
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  process.env.FAULTS_ONLY === 'locks'
    ? '\nEvery request was answered within its deadline, and all recovered once the locks went.'
    : '\nNo acknowledged write was lost; the API recovered every time.',
);
