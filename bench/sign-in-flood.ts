// `npm run bench:auth`: what a flood of wrong sign-ins from one address costs everyone else
// (docs/decisions/048). Starts the API as `npm start` would, on a fresh embedded database
// (PGlite, one connection) with the demo data, signs a staff member in, and times their list
// (one request at a time) in three windows: quiet, during a flood of wrong sign-ins from one
// address (autocannon, each attempt with another identifier, so only the address's counter
// stops them), and quiet again. Prints p50/p95 of each window and whether the flood kept the
// list within 2× its usual latency.
//
//   BENCH_FLOOD_RATE     sign-in attempts per second (default 500)
//   BENCH_FLOOD_SECONDS  length of each window (default 10)
//   BENCH_LIST_PATH      the list timed (default the cars list's first page)
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { ms, percentiles, signInBench, startApiServer, type Timing } from './harness';

const rate = Number(process.env.BENCH_FLOOD_RATE ?? 500);
const seconds = Number(process.env.BENCH_FLOOD_SECONDS ?? 10);
const listPath =
  process.env.BENCH_LIST_PATH ?? '/api/v1/cars/?offset=0&limit=20&sortDirection=DESC';
/** The flood's connections: enough to hold the rate while refusals are fast. */
const CONNECTIONS = 20;

/** The list, one request at a time, for `seconds`: its latencies. */
async function timeList(
  url: string,
  headers: Record<string, string>,
): Promise<Timing & { n: number }> {
  const samples: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const start = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    samples.push(performance.now() - start);
  }
  return { ...percentiles(samples), n: samples.length };
}

/** Wrong sign-ins from this one address at `rate` a second, each with another identifier. */
function flood(baseUrl: string) {
  let attempt = 0;
  return autocannon({
    url: `${baseUrl}/api/v1/admin/login`,
    connections: CONNECTIONS,
    overallRate: rate,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            emailOrPhone: `guesser${++attempt}@example.com`,
            password: 'not the password',
          }),
        }),
      },
    ],
  });
}

async function main() {
  const { baseUrl, stop } = await startApiServer();
  try {
    const headers = await signInBench(baseUrl);
    const url = `${baseUrl}${listPath}`;
    // Warm up: the first requests prepare statements and fill caches.
    for (let i = 0; i < 20; i++) await (await fetch(url, { headers })).arrayBuffer();

    const quiet = await timeList(url, headers);
    const [flooded, attempts] = await Promise.all([timeList(url, headers), flood(baseUrl)]);
    const after = await timeList(url, headers);

    const row = (label: string, timing: Timing & { n: number }) =>
      `| ${label.padEnd(30)} | ${ms(timing.p50).padStart(7)} | ${ms(timing.p95).padStart(7)} | ${String(timing.n).padStart(6)} |`;
    const codes = attempts.statusCodeStats as Record<string, { count: number } | undefined>;
    console.log(
      `\nGET ${listPath}, one request at a time, ${seconds} s a window; machine: ` +
        `${availableParallelism()} cores, load ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')} (shared with other work)\n`,
    );
    console.log('| window                         | p50 ms  | p95 ms  | lists  |');
    console.log('| ------------------------------ | ------- | ------- | ------ |');
    console.log(row('quiet', quiet));
    console.log(row(`flood of ${rate}/s wrong sign-ins`, flooded));
    console.log(row('quiet again', after));
    console.log(
      `\nFlood: ${attempts.requests.total} attempts (${attempts.requests.average.toFixed(0)}/s), ` +
        `401 (password checked) ${codes['401']?.count ?? 0}, ` +
        `429 (refused on the counter) ${codes['429']?.count ?? 0}, ` +
        `other ${attempts.requests.total - (codes['401']?.count ?? 0) - (codes['429']?.count ?? 0)}, ` +
        `errors ${attempts.errors}, p50 ${ms(attempts.latency.p50)} ms`,
    );
    const p50Ratio = flooded.p50 / quiet.p50;
    const p95Ratio = flooded.p95 / quiet.p95;
    console.log(
      `During the flood the list's p50 is ${p50Ratio.toFixed(2)}× the quiet one and its p95 ` +
        `${p95Ratio.toFixed(2)}× (goal: p50 within 2×): ${p50Ratio <= 2 ? 'met' : 'NOT met'}`,
    );
  } finally {
    await stop();
  }
}

await main();
