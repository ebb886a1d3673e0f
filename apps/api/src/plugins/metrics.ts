import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUse } from '../db/client';
import { AppError } from '../lib/errors';
import { bearerToken } from './auth';

/** How a time-driven job's tick ended: it ran, another process held its lock, or it failed. */
export type JobOutcome = 'ran' | 'skipped' | 'failed';
const jobOutcomes: readonly JobOutcome[] = ['ran', 'skipped', 'failed'];

/**
 * What the rest of the app tells the metrics (ADR 057). The series themselves live here; a
 * module only reports an event or says where a gauge reads its value at scrape time. With
 * metrics off (`METRICS_TOKEN` unset) every hook does nothing.
 */
export type Metrics = {
  /** This app instance's series, for `GET /metrics`; null when metrics are off. */
  readonly registry: Registry | null;
  /** Times the sign-in check's read (plugins/auth.ts) and passes its outcome on. */
  timeSignInCheck<T>(check: Promise<T>): Promise<T>;
  /** Counts the ticks of one job by how they ended (jobs/runner.ts); its series start at 0. */
  countJobRuns(job: string): (outcome: JobOutcome) => void;
  /** Where the open live events streams are counted (modules/events), read at each scrape. */
  readOpenStreams(read: () => number): void;
  /** Where the uploads waiting for their turn to be decoded are counted (modules/uploads). */
  readUploadsWaiting(read: () => number): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const off: Metrics = {
  registry: null,
  timeSignInCheck: (check) => check,
  countJobRuns: () => () => undefined,
  readOpenStreams: () => undefined,
  readUploadsWaiting: () => undefined,
};

/** The route label of a request no route matched: one label, whatever was asked for. */
export const UNMATCHED_ROUTE = 'unmatched';

/** A gauge set from `read` when scraped, never polled in between. */
function gaugeReading(
  registry: Registry,
  name: string,
  help: string,
  read: () => number,
): Gauge<never> {
  return new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(read());
    },
  });
}

/** The database pool's gauges (PostgreSQL only: PGlite has no pool). */
function poolGauges(registry: Registry, poolUse: () => PoolUse) {
  const series: [string, string, keyof PoolUse][] = [
    ['showroom_db_pool_connections', 'Connections the database pool holds open', 'total'],
    ['showroom_db_pool_idle_connections', 'Open pool connections not in use', 'idle'],
    [
      'showroom_db_pool_max_connections',
      'The most connections the pool opens (DB_POOL_SIZE)',
      'max',
    ],
    ['showroom_db_pool_waiting_queries', 'Queries waiting for a pool connection', 'waiting'],
  ];
  for (const [name, help, field] of series)
    gaugeReading(registry, name, help, () => poolUse()[field]);
}

function metricsOn(app: FastifyInstance): Metrics {
  // One registry per app instance: several apps in one process (tests) never share a series.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  // Labelled by the route's pattern (`/api/v1/brand/:id`), never the URL asked for, so the
  // number of series is bounded by the routes the app declares (ADR 057).
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'showroom_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'showroom_http_request_duration_seconds',
    help: 'Time from receiving a request to finishing its answer, by method, route pattern and status code',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: 'showroom_http_requests_in_flight',
    help: 'HTTP requests received and not yet answered (open live events streams included)',
    registers: [registry],
  });
  const signInChecks = new Histogram({
    name: 'showroom_sign_in_check_duration_seconds',
    help: "The sign-in check's read of the account, its role and its session",
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 3],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'showroom_job_runs_total',
    help: "Ticks of a time-driven job, by job and outcome (ran, skipped: another process held the job's lock, failed)",
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const readers = { openStreams: () => 0, uploadsWaiting: () => 0 };
  gaugeReading(registry, 'showroom_live_streams_open', 'Open live events streams', () =>
    readers.openStreams(),
  );
  gaugeReading(
    registry,
    'showroom_uploads_waiting',
    'Uploaded images waiting for their turn to be decoded (503 beyond the queue bound)',
    () => readers.uploadsWaiting(),
  );
  const { poolUse } = app.database;
  if (poolUse) poolGauges(registry, poolUse);

  // First among the app's hooks (app.ts registers this plugin right after the error handler),
  // so a request counts as in flight while it waits for its sign-in check too. A request whose
  // client goes away counts out on `close`; `onResponse` only follows an answer that was sent.
  app.addHook('onRequest', (_request, reply, done) => {
    inFlight.inc();
    reply.raw.once('close', () => inFlight.dec());
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_code: reply.statusCode,
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  return {
    registry,
    timeSignInCheck(check) {
      const end = signInChecks.startTimer();
      return check.finally(() => end());
    },
    countJobRuns(job) {
      for (const outcome of jobOutcomes) jobRuns.inc({ job, outcome }, 0);
      return (outcome) => jobRuns.inc({ job, outcome });
    },
    readOpenStreams(read) {
      readers.openStreams = read;
    },
    readUploadsWaiting(read) {
      readers.uploadsWaiting = read;
    },
  };
}

/**
 * Prometheus metrics, when `METRICS_TOKEN` is set: decorates the app with the hooks the rest
 * of it reports to (`app.metrics`) and measures every request. Register it before the other
 * plugins; `metricsRoute` serves the series.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('metrics', app.config.METRICS_TOKEN ? metricsOn(app) : off);
});

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `GET /metrics` in Prometheus's text format, for `Authorization: Bearer <METRICS_TOKEN>` only;
 * without the token set there is no such route (404, as for any unknown path). Outside the
 * API's prefix and its description: it is for the operator's scraper, not the API's clients.
 * Registered after compression, so a scrape goes out compressed when the scraper accepts it.
 */
export async function metricsRoute(app: FastifyInstance) {
  const { registry } = app.metrics;
  const token = app.config.METRICS_TOKEN;
  if (!registry || !token) return;
  // Both sides hashed to one length, so the comparison takes the same time whatever is sent.
  const expected = digest(token);
  app.get(
    '/metrics',
    {
      // The token is this route's own check; it has no account to sign in.
      config: { permission: 'public' },
      schema: { hide: true },
      // A scrape every few seconds is not worth a line in the log.
      logLevel: 'warn',
    },
    async (request, reply) => {
      const given = bearerToken(request);
      if (given === null || !timingSafeEqual(digest(given), expected))
        throw new AppError('UNAUTHENTICATED', 'auth.metricsToken');
      reply.type(registry.contentType);
      return registry.metrics();
    },
  );
}
