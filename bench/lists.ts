// `npm run bench`: loads 10,000 and then 1,000,000 cars into a PostgreSQL database, runs the
// API on 127.0.0.1, and prints p50/p95 latency of the lists and the statistics next to the
// floor: the very statements each request sent, replayed straight through `pg`.
//
//   BENCH_DATABASE_URL  server to use (default postgres://postgres@127.0.0.1:5432/postgres);
//                       a database "showroom_bench" is created on it and dropped afterwards
//   BENCH_SIZES         car counts (default 10000,1000000)
//   BENCH_RUNS          timed requests per scenario (default 40)
import path from 'node:path';
import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { seedCarsInBulk } from '../apps/api/src/db/seed/bulk-cars';
import { seedIfEmpty } from '../apps/api/src/db/seed/seed';
import { ms, replay, time, type Statement, type Timing } from './harness';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sizes = (process.env.BENCH_SIZES ?? '10000,1000000').split(',').map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 40);
const PASSWORD = 'bench password';
const DB_NAME = 'showroom_bench';

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

type Row = { scenario: string; api: Timing; floor: Timing };

async function benchSize(cars: number): Promise<Row[]> {
  await admin(`drop database if exists ${DB_NAME} with (force)`);
  await admin(`create database ${DB_NAME}`);
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
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(tmpdir(), 'showroom-bench'),
    WEB_DIST_DIR: path.join(tmpdir(), 'showroom-bench', 'no-web'),
    LOGIN_MAX_FAILURES: '1000',
  });
  const app = await buildApp(config, {
    database,
    jwtSecret: 'bench-secret-that-is-long-enough-to-sign',
  });
  try {
    await database.migrate();
    await seedIfEmpty(database.db, {
      adminEmail: 'bench@showroom.local',
      adminPassword: PASSWORD,
      demo: true,
    });
    const started = performance.now();
    const [existing] = await pool
      .query<{ n: number }>('select count(*)::int n from cars')
      .then((r) => r.rows);
    await seedCarsInBulk(database.db, cars - (existing?.n ?? 0), (done) =>
      process.stderr.write(`\r  loading cars: ${done.toLocaleString('en-US')}`),
    );
    await database.db.execute(sql`vacuum analyze`);
    process.stderr.write(
      `\r  ${cars.toLocaleString('en-US')} cars loaded in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
    );

    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const login = await fetch(`${base}/api/v1/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailOrPhone: 'bench@showroom.local', password: PASSWORD }),
    });
    const { data } = (await login.json()) as { data: { accessToken: string } };
    const headers = { authorization: `Bearer ${data.accessToken}`, 'accept-language': 'en' };

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
      ['statistics', '/api/v1/admin/get-statistics'],
    ];

    const rows: Row[] = [];
    for (const [scenario, path] of scenarios) {
      const get = async () => {
        const response = await fetch(`${base}${path}`, { headers });
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
      const api = await time(runs, get);
      const floor = await time(runs, () => replay(pool, statements));
      rows.push({ scenario, api, floor });
      process.stderr.write(`  ${scenario}: p50 ${ms(api.p50)} ms\n`);
    }
    return rows;
  } finally {
    await app.close();
    await pool.end();
    await admin(`drop database if exists ${DB_NAME} with (force)`);
  }
}

const report: string[] = [
  '| cars | scenario | API p50 ms | API p95 ms | floor p50 ms | floor p95 ms | p50 ratio | p95 ratio |',
  '|---:|---|---:|---:|---:|---:|---:|---:|',
];
for (const size of sizes) {
  process.stderr.write(`Benchmark with ${size.toLocaleString('en-US')} cars\n`);
  for (const row of await benchSize(size)) {
    report.push(
      `| ${size.toLocaleString('en-US')} | ${row.scenario} | ${ms(row.api.p50)} | ${ms(row.api.p95)} | ${ms(row.floor.p50)} | ${ms(row.floor.p95)} | ${(row.api.p50 / row.floor.p50).toFixed(1)} | ${(row.api.p95 / row.floor.p95).toFixed(1)} |`,
    );
  }
}
console.log(`\n${report.join('\n')}\n`);
console.log(
  `Runs per scenario: ${runs}; API over HTTP on 127.0.0.1; floor = the same statements through pg.`,
);
