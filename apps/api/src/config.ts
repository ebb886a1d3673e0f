import path from 'node:path';
import { z } from 'zod';
import { defaultDatabaseLimits, type DatabaseLimits } from './db/limits';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

const optionalUrl = (protocols: RegExp) =>
  z
    .string()
    .trim()
    .refine((v) => protocols.test(v), { message: `must start with ${String(protocols)}` })
    .optional()
    .or(z.literal('').transform(() => undefined));

/** Every setting Showroom reads from the environment; the README lists them. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//),
  /** PostgreSQL itself when DATABASE_URL is a transaction-mode pooler (ADR 060). */
  DATABASE_DIRECT_URL: optionalUrl(/^postgres(ql)?:\/\//),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SEED_DEMO_DATA: booleanFlag.default(true),
  SMTP_URL: optionalUrl(/^smtps?:\/\//),
  MAIL_FROM: z.string().default('Showroom <no-reply@showroom.local>'),
  REDIS_URL: optionalUrl(/^rediss?:\/\//),
  TRUST_PROXY: booleanFlag.default(false),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_IP_MAX_FAILURES: z.coerce.number().int().positive().default(30),
  WEB_DIST_DIR: z.string().optional(),
  /** The longest a request may take before it is answered 503 (uploads have their own). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(6_000),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  DB_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(defaultDatabaseLimits.statementTimeoutMs),
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).default(defaultDatabaseLimits.lockTimeoutMs),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(defaultDatabaseLimits.idleInTransactionTimeoutMs),
  /** How often an open live events stream is pinged (keeping proxies from closing it) and its session checked. */
  EVENTS_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(15),
  /** Live events streams one session (one signed-in browser: its tabs) may hold open in this process. */
  EVENTS_MAX_STREAMS_PER_SESSION: z.coerce.number().int().min(1).max(1000).default(5),
  /** Live events streams one account, all its sessions together, may hold open in this process. */
  EVENTS_MAX_STREAMS_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(10),
  /**
   * Turns on `GET /metrics` (Prometheus), answered only to `Authorization: Bearer <this>`;
   * unset, nothing is measured and there is no such route.
   */
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters (the bearer token Prometheus scrapes /metrics with)')
    .regex(/^\S+$/, 'must not contain spaces (it is sent as a bearer token)')
    .optional(),
  /**
   * On SIGTERM or SIGINT, how long the process goes on serving with its readiness answering
   * 503, so that a load balancer stops sending it requests before it closes (docs/decisions/059).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** Runs every time-driven job this often instead of each job's own interval. */
  JOBS_INTERVAL_MS: z.coerce.number().int().min(100).optional(),
});

export type RawConfig = z.infer<typeof configSchema>;
export type Config = RawConfig & {
  dataDir: string;
  uploadsDir: string;
  outboxDir: string;
  publicUrl: string;
  databaseLimits: DatabaseLimits;
};

export class ConfigError extends Error {}

/** Parses the environment once; a wrong value stops start-up with a message naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  if (raw.S3_BUCKET && !(raw.S3_ACCESS_KEY_ID && raw.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_BUCKET: needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  if (raw.DATABASE_DIRECT_URL && !raw.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_DIRECT_URL: needs DATABASE_URL (the pooler it stands beside)',
    );
  }
  const dataDir = path.resolve(raw.DATA_DIR);
  return {
    ...raw,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    publicUrl: raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`,
    databaseLimits: {
      statementTimeoutMs: raw.DB_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: raw.DB_LOCK_TIMEOUT_MS,
      idleInTransactionTimeoutMs: raw.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
  };
}
