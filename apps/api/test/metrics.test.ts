import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createExpireEndedJob } from '../src/jobs/expire-ended';
import { startJobs } from '../src/jobs/runner';
import { ADMIN_EMAIL, createTestApp, PASSWORD, type TestApp } from './helpers';
import { openStream } from './live-streams';

const METRICS_TOKEN = 'scrape-token-for-the-tests';

/** One sample of a scrape: its series name, labels and value. */
type Sample = { name: string; labels: Record<string, string>; value: number };

/** Reads Prometheus's text format: one sample a line, comments aside. */
function samplesOf(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, k, v]) => [k!, v!]),
    );
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample of `name` whose labels include `labels`, or undefined. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}) {
  const found = samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} matches several`);
  return found[0]?.value;
}

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({
    env: { METRICS_TOKEN, LOG_LEVEL: 'info' },
    deps: { logStream },
    // A real job on a short interval, and one that always fails.
    beforeReady: (app) =>
      startJobs(app, [
        createExpireEndedJob({ everyMs: 50 }),
        {
          name: 'always-failing',
          everyMs: 50,
          run: () => Promise.reject(new Error('nothing to be done')),
        },
      ]),
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => t.close());

const scrapeWith = (authorization?: string) =>
  fetch(`${baseUrl}/metrics`, { headers: authorization ? { authorization } : {} });

async function scrape(): Promise<Sample[]> {
  const response = await scrapeWith(`Bearer ${METRICS_TOKEN}`);
  expect(response.status).toBe(200);
  return samplesOf(await response.text());
}

type Answered = { method: string; route: string; status_code: string };
const answered = (samples: Sample[], labels: Answered) =>
  valueOf(samples, 'showroom_http_requests_total', labels) ?? 0;

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN, like any unknown path', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    } finally {
      await plain.close();
    }
  });

  it('refuses a scrape without the token or with another one, in the error envelope', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong',
      `Bearer ${METRICS_TOKEN.replace('s', 'z')}`,
      `Basic ${Buffer.from(`prometheus:${METRICS_TOKEN}`).toString('base64')}`,
    ]) {
      const response = await scrapeWith(authorization);
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toMatchObject({
        statusCode: 401,
        code: 'UNAUTHENTICATED',
        key: 'auth.metricsToken',
      });
    }
  });

  it('serves the process metrics and the in-flight gauge in the Prometheus text format', async () => {
    const response = await scrapeWith(`Bearer ${METRICS_TOKEN}`);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toContain('# TYPE showroom_http_requests_in_flight gauge');
    const samples = samplesOf(text);
    expect(valueOf(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(valueOf(samples, 'showroom_http_requests_in_flight')).toBe(1);
    expect(valueOf(samples, 'showroom_uploads_waiting')).toBe(0);
  });

  it('counts requests and their durations by route pattern and status, never by the URL asked for', async () => {
    const before = await scrape();
    const signIn = await fetch(`${baseUrl}/api/v1/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailOrPhone: ADMIN_EMAIL, password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const { accessToken } = ((await signIn.json()) as { data: { accessToken: string } }).data;
    const list = await fetch(`${baseUrl}/api/v1/brand/admin?limit=5`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(list.status).toBe(200);
    const missing = await fetch(`${baseUrl}/api/v1/no-such-route-4711`);
    expect(missing.status).toBe(404);
    const after = await scrape();

    for (const labels of [
      { method: 'POST', route: '/api/v1/admin/login', status_code: '200' },
      { method: 'GET', route: '/api/v1/brand/admin', status_code: '200' },
      { method: 'GET', route: 'unmatched', status_code: '404' },
    ]) {
      const count = answered(after, labels);
      expect(count - answered(before, labels), labels.route).toBe(1);
      expect(valueOf(after, 'showroom_http_request_duration_seconds_count', labels)).toBe(count);
      expect(
        valueOf(after, 'showroom_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' }),
      ).toBe(count);
    }
    expect(after.some((sample) => JSON.stringify(sample.labels).includes('4711'))).toBe(false);
    // The list read was signed in: its sign-in check was timed.
    expect(valueOf(after, 'showroom_sign_in_check_duration_seconds_count')).toBeGreaterThan(
      valueOf(before, 'showroom_sign_in_check_duration_seconds_count') ?? 0,
    );
  });

  it('reports the database pool on PostgreSQL, read when scraped (PGlite has none)', async () => {
    const samples = await scrape();
    if (t.database.kind === 'postgres') {
      // The pool test databases open with (test/helpers.ts).
      expect(valueOf(samples, 'showroom_db_pool_max_connections')).toBe(5);
      expect(valueOf(samples, 'showroom_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(valueOf(samples, 'showroom_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(valueOf(samples, 'showroom_db_pool_waiting_queries')).toBe(0);
    } else {
      expect(samples.some((sample) => sample.name.startsWith('showroom_db_pool_'))).toBe(false);
    }
  });

  it('counts the runs of each job and its failures', async () => {
    const ran = (samples: Sample[], job: string, outcome: string) =>
      valueOf(samples, 'showroom_job_runs_total', { job, outcome });
    await vi.waitFor(
      async () => {
        const samples = await scrape();
        expect(ran(samples, 'expire-ads-and-subscriptions', 'ran')).toBeGreaterThanOrEqual(1);
        expect(ran(samples, 'always-failing', 'failed')).toBeGreaterThanOrEqual(1);
      },
      { timeout: 20_000, interval: 100 },
    );
    const samples = await scrape();
    // Series exist from the start; nothing else holds the jobs' locks.
    expect(ran(samples, 'expire-ads-and-subscriptions', 'failed')).toBe(0);
    expect(ran(samples, 'always-failing', 'ran')).toBe(0);
    expect(ran(samples, 'always-failing', 'skipped')).toBe(0);
  });

  it('counts an open live events stream, in flight too, until it closes', async () => {
    const now = async () => {
      const samples = await scrape();
      return {
        streams: valueOf(samples, 'showroom_live_streams_open'),
        // The scrape itself is in flight while it is read.
        inFlight: valueOf(samples, 'showroom_http_requests_in_flight'),
      };
    };
    expect(await now()).toEqual({ streams: 0, inFlight: 1 });
    const stream = await openStream(baseUrl, (await t.signIn('SA')).accessToken);
    await stream.next('ready');
    expect(await now()).toEqual({ streams: 1, inFlight: 2 });
    await stream.cancel();
    await vi.waitFor(async () => expect(await now()).toEqual({ streams: 0, inFlight: 1 }), {
      timeout: 10_000,
      interval: 50,
    });
  });

  it('stays out of the OpenAPI description and out of the info log', async () => {
    const description = await fetch(`${baseUrl}/api/docs/json`);
    expect(Object.keys(((await description.json()) as { paths: object }).paths)).not.toContain(
      '/metrics',
    );
    logLines.length = 0;
    await scrape();
    await fetch(`${baseUrl}/api/v1/health`);
    const urls = logLines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url);
    expect(urls).toContain('/api/v1/health');
    expect(urls).not.toContain('/metrics');
  });
});
