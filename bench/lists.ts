// `npm run bench`: loads 10,000 and then 1,000,000 cars into a PostgreSQL database, runs the
// API on 127.0.0.1 (with an offer on every tenth car, an ad on every twentieth published one
// and each car's creation in the audit log), and prints p50/p95 latency of the lists and the statistics next to the
// floor: a bare `node:http` server answering the same URL with the very statements the
// request sent, replayed straight through `pg` (the sign-in check left out). Throughput at
// 20 connections (autocannon) for both, and the API in a process of its own under a mixed load
// of the scenarios: its resident memory, and the CPU a request costs it and PostgreSQL.
//
//   BENCH_DATABASE_URL  server to use (default postgres://postgres@127.0.0.1:5432/postgres);
//                       a database "showroom_bench_<pid>" is created on it and dropped afterwards
//                       (one per run: two runs on one server must not drop each other's)
//   BENCH_SIZES         car counts (default 10000,1000000)
//   BENCH_DATABASE      instead, an existing database on that server, measured as it is and
//                       kept: seeded beforehand with `npm run seed -- --cars N` and
//                       ADMIN_EMAIL=bench@showroom.local ADMIN_PASSWORD=bench-password-123
//                       (BENCH_SIZES then names its car count)
//   BENCH_SCENARIOS     only the scenarios whose name contains this text ("first page"), in
//                       the timed runs and in the mixed load alike
//   BENCH_RUNS          timed requests per scenario (default 40)
//   BENCH_LOAD_SECONDS  seconds of load per throughput figure (default 5)
//   BENCH_MEMORY_SECONDS  length of each of the two memory windows (default 60; 0 skips);
//                       the API is built (`npm run build -w apps/api`) and run as `npm start` runs it
//   BENCH_ENCODINGS     how the client asks for answers: `identity` (uncompressed), `browser`
//                       (`Accept-Encoding: gzip, deflate, br`, as a browser sends it: the API
//                       and the floor compress alike, ADR 015), or both (the default)
//   BENCH_LOG_LEVEL     the API's LOG_LEVEL (default `info`, as it runs unless told: one line
//                       a request, written to /dev/null)
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzip, gzipSync } from 'node:zlib';
import path from 'node:path';
import autocannon from 'autocannon';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { noDatabaseLimits } from '../apps/api/src/db/limits';
import { answerCompression } from '../apps/api/src/lib/answer-compression';
import { seedCarsInBulk } from '../apps/api/src/db/seed/bulk-cars';
import { seedMarketInBulk } from '../apps/api/src/db/seed/bulk-market';
import { seedIfEmpty } from '../apps/api/src/db/seed/seed';
import { BENCH_ACCOUNT, ms, replay, timeInTurns, type Statement, type Timing } from './harness';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sizes = (process.env.BENCH_SIZES ?? '10000,1000000').split(',').map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 40);
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const memorySeconds = Number(process.env.BENCH_MEMORY_SECONDS ?? 60);
const CONNECTIONS = 20;
/** Scenarios whose throughput is measured too. */
const loaded = new Set(['cars, first page', 'users, first page', 'statistics']);
const kept = process.env.BENCH_DATABASE;
const only = process.env.BENCH_SCENARIOS ?? '';
const DB_NAME = kept ?? `showroom_bench_${process.pid}`;
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';

/** What the client sends as `Accept-Encoding`, per mode. */
const acceptEncodings = { identity: 'identity', browser: 'gzip, deflate, br' } as const;
type Encoding = keyof typeof acceptEncodings;
const encodings = (process.env.BENCH_ENCODINGS ?? 'identity,browser')
  .split(',')
  .filter((name): name is Encoding => name in acceptEncodings);

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

type Row = {
  scenario: string;
  encoding: Encoding;
  api: Timing;
  floor: Timing;
  throughput?: { api: number; floor: number };
};
/**
 * The API in a process of its own under the mixed load: its resident memory after each window,
 * and, over the second, CPU time a request spent by the API process and by PostgreSQL.
 */
type Memory = {
  afterFirst: number;
  afterSecond: number;
  cpuPerRequest: { api: number; apiMainThread: number; database: number };
};

/** Requests per second at `CONNECTIONS` connections, kept alive, over `loadSeconds`. */
async function throughput(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: loadSeconds,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  return result.requests.average;
}

/**
 * An answer's body as the API's compression sends it, with its settings
 * (`answerCompression`): the same threshold and encodings, compressed in one call up to its
 * `syncThreshold` and on the thread pool beyond it.
 */
async function encoded(request: IncomingMessage, body: string) {
  const { threshold, syncThreshold, brotliOptions } = answerCompression;
  const accepted = request.headers['accept-encoding'] ?? '';
  const size = Buffer.byteLength(body);
  if (size < threshold) return { body };
  const inline = size <= syncThreshold;
  if (/\bbr\b/.test(accepted))
    return {
      encoding: 'br',
      body: inline ? brotliCompressSync(body, brotliOptions) : await brotli(body, brotliOptions),
    };
  if (/\bgzip\b/.test(accepted))
    return { encoding: 'gzip', body: inline ? gzipSync(body) : await gzipped(body) };
  return { body };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The floor: a bare `node:http` server that answers a known URL with the statements the API
 * sent for it, through `pg`, as JSON, compressed as the API compresses; nothing else (no
 * sign-in check, routing, validation or logging).
 */
function floorServer(pool: pg.Pool, statements: Map<string, Statement[]>) {
  return createServer((request, response) => {
    const known = statements.get(request.url ?? '');
    if (!known) {
      response.writeHead(404).end();
      return;
    }
    replay(pool, known)
      .then(async (results) => {
        const answer = await encoded(
          request,
          JSON.stringify({ statusCode: 200, data: results.map((r): unknown[] => r.rows) }),
        );
        response.writeHead(200, {
          'content-type': 'application/json',
          vary: 'accept-encoding',
          ...(answer.encoding && { 'content-encoding': answer.encoding }),
        });
        response.end(answer.body);
      })
      .catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
}

/** Resident memory of a process, in MB (Linux). */
async function residentMb(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const msPerTick = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/**
 * CPU time a process has spent, user and system, in ms (Linux), or 0 once it has gone; with
 * `mainThread`, only its main thread's (JavaScript's; V8's collector and libuv's pool aside).
 */
async function cpuMs(pid: number, mainThread = false) {
  const file = mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`;
  const stat = await readFile(file, 'utf8').catch(() => '');
  // The fields after the command's name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * msPerTick;
}

/** CPU time spent by every PostgreSQL process on this machine, in ms (a local server only). */
async function postgresCpuMs() {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  const named = await Promise.all(
    pids.map(async (pid) =>
      (await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '')).trim() === 'postgres'
        ? cpuMs(Number(pid))
        : 0,
    ),
  );
  return named.reduce((sum, ms) => sum + ms, 0);
}

/** The node options of the API's start script (`node --flag … dist/server.js`). */
async function startFlags(): Promise<string[]> {
  const manifest = JSON.parse(
    await readFile(path.resolve(import.meta.dirname, '../apps/api/package.json'), 'utf8'),
  ) as { scripts: { start: string } };
  return manifest.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

/**
 * The API in a process of its own under a mixed load (the chosen scenarios in turn) for two
 * windows of `memorySeconds` (the first warms it up): what `Memory` holds.
 */
async function memoryUnderLoad(databaseUrl: string, paths: string[]): Promise<Memory> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  // Built as `npm start` runs it: one bundled file, no TypeScript loader in the process.
  execFileSync('npm', ['run', 'build', '--workspace', 'apps/api'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: 'ignore',
  });
  // With the V8 settings its start script gives it (ADR 024).
  const server = spawn(process.execPath, [...(await startFlags()), 'dist/server.js'], {
    cwd: path.resolve(import.meta.dirname, '../apps/api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(tmpdir(), 'showroom-bench-memory'),
      WEB_DIST_DIR: path.join(tmpdir(), 'showroom-bench', 'no-web'),
      JWT_SECRET: 'bench-secret-that-is-long-enough-to-sign',
      LOG_LEVEL: 'warn',
      LOGIN_MAX_FAILURES: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 120; i++) {
      const up = await fetch(`${base}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const headers = await signInHeaders(base);
    const pid = server.pid ?? 0;
    const cpu = async () => ({
      api: await cpuMs(pid),
      apiMainThread: await cpuMs(pid, true),
      database: await postgresCpuMs(),
    });
    const window = async () => {
      const before = await cpu();
      const result = await autocannon({
        url: base,
        connections: 10,
        duration: memorySeconds,
        requests: paths.map((p) => ({ method: 'GET' as const, path: p, headers })),
      });
      if (result.non2xx > 0) throw new Error(`memory load: ${result.non2xx} answers not 2xx`);
      const requests = Math.max(1, result.requests.total);
      const after = await cpu();
      return {
        resident: await residentMb(pid),
        cpuPerRequest: {
          api: (after.api - before.api) / requests,
          apiMainThread: (after.apiMainThread - before.apiMainThread) / requests,
          database: (after.database - before.database) / requests,
        },
      };
    };
    const first = await window();
    const second = await window();
    return {
      afterFirst: first.resident,
      afterSecond: second.resident,
      cpuPerRequest: second.cpuPerRequest,
    };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

async function signInHeaders(base: string) {
  const login = await fetch(`${base}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrPhone: BENCH_ACCOUNT.email, password: BENCH_ACCOUNT.password }),
  });
  const { data } = (await login.json()) as { data: { accessToken: string } };
  // Uncompressed unless a mode asks otherwise (`acceptEncodings`).
  return {
    authorization: `Bearer ${data.accessToken}`,
    'accept-language': 'en',
    'accept-encoding': 'identity',
  };
}

async function benchSize(cars: number): Promise<{ rows: Row[]; memory?: Memory }> {
  if (!kept) {
    await admin(`drop database if exists ${DB_NAME} with (force)`);
    await admin(`create database ${DB_NAME}`);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${DB_NAME}`;

  // Every statement the app sends while `capture` is set is kept for the floor.
  let capture: Statement[] | null = null;
  const database = await openDatabase({
    url: url.toString(),
    dataDir: null,
    logger: { logQuery: (query, params) => capture?.push({ sql: query, params }) },
  });
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  // `end()` settles before its connections have closed: the drop below may still end one,
  // which is no failure of the bench.
  pool.on('error', () => undefined);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: logLevel,
    DATA_DIR: path.join(tmpdir(), 'showroom-bench'),
    WEB_DIST_DIR: path.join(tmpdir(), 'showroom-bench', 'no-web'),
    LOGIN_MAX_FAILURES: '1000',
  });
  const app = await buildApp(config, {
    database,
    jwtSecret: 'bench-secret-that-is-long-enough-to-sign',
    // Written as to a terminal or a file, and thrown away.
    logStream: createWriteStream('/dev/null'),
  });
  // Seeding a million cars runs without the API's statement limits, as `npm run seed` does.
  const bulk = await openDatabase({ url: url.toString(), dataDir: null, limits: noDatabaseLimits });
  try {
    await bulk.migrate();
    await seedIfEmpty(bulk.db, {
      adminEmail: BENCH_ACCOUNT.email,
      adminPassword: BENCH_ACCOUNT.password,
      demo: true,
    });
    const started = performance.now();
    const [existing] = await pool
      .query<{ n: number }>('select count(*)::int n from cars')
      .then((r) => r.rows);
    // As `npm run seed -- --cars N` leaves it: the seed vacuums and analyses what it wrote.
    if (!kept) {
      await seedCarsInBulk(bulk.db, cars - (existing?.n ?? 0), (done) =>
        process.stderr.write(`\r  loading cars: ${done.toLocaleString('en-US')}`),
      );
      // Offers, ads and audit rows around them: the lists searched through the cars.
      await seedMarketInBulk(bulk.db, (done) =>
        process.stderr.write(
          `\r  loading offers, ads, audit rows: car ${done.toLocaleString('en-US')}`,
        ),
      );
    }
    await bulk.close();
    process.stderr.write(
      `\r  ${cars.toLocaleString('en-US')} cars loaded in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
    );

    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const headers = await signInHeaders(base);

    const [busySeller] = (
      await pool.query<{ user_id: number }>(
        'select user_id from cars group by user_id order by count(*) desc limit 1',
      )
    ).rows;
    const deep = Math.floor(cars / 2);
    const scenarios: [string, string][] = [
      ['cars, first page', '/api/v1/cars/?offset=0&limit=20&sortDirection=DESC'],
      [
        `cars, page at offset ${deep.toLocaleString('en-US')}`,
        `/api/v1/cars/?offset=${deep}&limit=20&sortDirection=DESC`,
      ],
      [
        'cars, search "toyota cruiser"',
        '/api/v1/cars/?offset=0&limit=20&sortDirection=DESC&search=toyota%20cruiser',
      ],
      ['cars, search "land"', '/api/v1/cars/?offset=0&limit=20&sortDirection=DESC&search=land'],
      [
        'cars, userId filter',
        `/api/v1/cars/?offset=0&limit=20&sortDirection=DESC&userId=${busySeller?.user_id ?? 1}`,
      ],
      ['users, first page', '/api/v1/auth/users/list?offset=0&limit=20&sortDirection=DESC'],
      [
        'users, search "ali"',
        '/api/v1/auth/users/list?offset=0&limit=20&sortDirection=DESC&search=ali',
      ],
      // The lists searched through the records they point at (car title, user, package),
      // and the audit log by record name or actor.
      [
        'offers, search "toyota"',
        '/api/v1/offers/?offset=0&limit=20&sortDirection=DESC&search=toyota',
      ],
      ['offers, search "ali"', '/api/v1/offers/?offset=0&limit=20&sortDirection=DESC&search=ali'],
      [
        'ads, search "land"',
        '/api/v1/advert/admin?offset=0&limit=20&sortDirection=DESC&search=land',
      ],
      [
        'subscriptions, search "gold"',
        '/api/v1/subs/admin?offset=0&limit=20&sortDirection=DESC&search=gold',
      ],
      [
        'audit log, search "toyota"',
        '/api/v1/audit-log?offset=0&limit=20&sortDirection=DESC&search=toyota',
      ],
      [
        'audit log, search "admin"',
        '/api/v1/audit-log?offset=0&limit=20&sortDirection=DESC&search=admin',
      ],
      ['statistics', '/api/v1/admin/get-statistics'],
      // The command palette's one search over every resource a super admin reads: a few
      // records of each, by name or title (a common word, a rarer one) and by id.
      ['palette search "toyota"', '/api/v1/admin/search?q=toyota'],
      ['palette search "cruiser"', '/api/v1/admin/search?q=cruiser'],
      ['palette search "ali"', '/api/v1/admin/search?q=ali'],
      ['palette search by id', `/api/v1/admin/search?q=${deep}`],
    ];

    const rows: Row[] = [];
    const floorStatements = new Map<string, Statement[]>();
    const floor = floorServer(pool, floorStatements);
    await new Promise<void>((resolve) => floor.listen(0, '127.0.0.1', resolve));
    const floorAddress = floor.address();
    const floorBase = `http://127.0.0.1:${typeof floorAddress === 'object' && floorAddress ? floorAddress.port : 0}`;
    const fetchOk = async (url: string, init?: RequestInit) => {
      const response = await fetch(url, init);
      if (response.status !== 200)
        throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
    };
    const chosen = scenarios.filter(([name]) => name.includes(only));
    for (const [[scenario, path], encoding] of chosen.flatMap((entry) =>
      encodings.map((mode) => [entry, mode] as const),
    )) {
      const asked = { ...headers, 'accept-encoding': acceptEncodings[encoding] };
      const get = async () => {
        const response = await fetch(`${base}${path}`, { headers: asked });
        if (response.status !== 200)
          throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
        await response.arrayBuffer();
      };
      for (let i = 0; i < 3; i++) await get();
      capture = [];
      await get();
      // The request's own statements, without the sign-in check every request shares.
      const statements = capture.filter((s) => !s.sql.includes('"sessions"'));
      capture = null;
      floorStatements.set(path, statements);
      const floorHeaders = { 'accept-encoding': acceptEncodings[encoding] };
      const [api, floorTiming] = await timeInTurns(runs, get, () =>
        fetchOk(`${floorBase}${path}`, { headers: floorHeaders }),
      );
      const row: Row = { scenario, encoding, api, floor: floorTiming };
      if (loaded.has(scenario)) {
        // API, floor, floor, API: a load that rises or falls during the four weighs on both.
        const apiFirst = await throughput(`${base}${path}`, asked);
        const floorFirst = await throughput(`${floorBase}${path}`, floorHeaders);
        const floorSecond = await throughput(`${floorBase}${path}`, floorHeaders);
        const apiSecond = await throughput(`${base}${path}`, asked);
        row.throughput = { api: (apiFirst + apiSecond) / 2, floor: (floorFirst + floorSecond) / 2 };
      }
      rows.push(row);
      process.stderr.write(`  ${scenario} (${encoding}): p50 ${ms(api.p50)} ms\n`);
    }
    floor.close();
    const memory =
      memorySeconds > 0
        ? await memoryUnderLoad(
            url.toString(),
            chosen.map(([, p]) => p),
          )
        : undefined;
    return { rows, memory };
  } finally {
    await bulk.close();
    await app.close();
    await pool.end();
    if (!kept) await admin(`drop database if exists ${DB_NAME} with (force)`);
  }
}

const report: string[] = [
  '| cars | scenario | Accept-Encoding | API p50 ms | API p95 ms | floor p50 ms | floor p95 ms | p50 ratio | API req/s | floor req/s | share |',
  '|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
];
const memoryReport: string[] = [];
// The machine may be shared: its load says how far the absolute figures can be trusted.
const loadAtStart = loadavg()[0] ?? 0;
for (const size of sizes) {
  process.stderr.write(`Benchmark with ${size.toLocaleString('en-US')} cars\n`);
  const { rows, memory } = await benchSize(size);
  for (const row of rows) {
    const load = row.throughput
      ? `${row.throughput.api.toFixed(0)} | ${row.throughput.floor.toFixed(0)} | ${((100 * row.throughput.api) / row.throughput.floor).toFixed(0)} %`
      : '— | — | —';
    report.push(
      `| ${size.toLocaleString('en-US')} | ${row.scenario} | ${acceptEncodings[row.encoding]} | ${ms(row.api.p50)} | ${ms(row.api.p95)} | ${ms(row.floor.p50)} | ${ms(row.floor.p95)} | ${(row.api.p50 / row.floor.p50).toFixed(2)} | ${load} |`,
    );
  }
  // Each size's figures as soon as they are known: a later size may fail or run for long.
  process.stderr.write(`${report.slice(-rows.length).join('\n')}\n`);
  if (memory)
    memoryReport.push(
      `| ${size.toLocaleString('en-US')} | ${memory.afterFirst.toFixed(0)} MB | ${memory.afterSecond.toFixed(0)} MB | ${ms(memory.cpuPerRequest.api)} ms | ${ms(memory.cpuPerRequest.apiMainThread)} ms | ${ms(memory.cpuPerRequest.database)} ms |`,
    );
}
console.log(`\n${report.join('\n')}\n`);
console.log(
  `Runs per scenario: ${runs}, API and floor in turns; over HTTP on 127.0.0.1; throughput at ${CONNECTIONS} connections, ${loadSeconds} s each for API, floor, floor, API.`,
);
console.log(
  `Load average (1 min) at the start ${loadAtStart.toFixed(1)}, at the end ${(loadavg()[0] ?? 0).toFixed(1)}, on ${availableParallelism()} cores.`,
);
if (memoryReport.length)
  console.log(
    `\nThe API in a process of its own, as \`npm start\` runs it, under the mixed load (the chosen scenarios in turn; ${memorySeconds} s windows, 10 connections): resident memory, and CPU a request over the second window: the API process's, its main thread's (the JavaScript; the process's other threads are V8's collector and libuv's pool), and PostgreSQL's (every \`postgres\` process on this machine)\n\n| cars | memory after 1st window | after 2nd window | API CPU a request | its main thread | PostgreSQL CPU a request |\n|---:|---:|---:|---:|---:|---:|\n${memoryReport.join('\n')}\n`,
  );
