import type { PgTable } from 'drizzle-orm/pg-core';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { levels, type Level, type Session, type User } from '@showroom/contract';
import { and, asc, eq, sql, type Logger } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { buildApp, type AppDependencies } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, queryRows, type Database, type OpenDatabaseOptions } from '../src/db/client';
import type { DatabaseLimits } from '../src/db/limits';
import { auditLog, roles, users } from '../src/db/schema';
import { seedIfEmpty } from '../src/db/seed/seed';
import { hashPassword } from '../src/lib/passwords';
import { watchAnswers } from './openapi-answers';
import { startS3Server, type S3Server } from './s3-server';

export const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const PASSWORD = 'correct horse battery';
export const ADMIN_EMAIL = 'root@showroom.test';

/**
 * How the app reaches its PostgreSQL database, given that database's own URL: straight there
 * unless a test puts something in between (a pooler).
 */
export type DatabaseRoute = (url: string) => Pick<OpenDatabaseOptions, 'url' | 'directUrl'>;

/** The URL of database `name` on TEST_DATABASE_URL's server. */
function besideTestDatabase(testDatabaseUrl: string, name: string) {
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh database for one test file: in-memory PGlite, or a new PostgreSQL database
 * created beside TEST_DATABASE_URL and dropped afterwards.
 */
export async function freshDatabase(
  limits?: DatabaseLimits,
  route?: DatabaseRoute,
  logger?: Logger,
): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    if (route) throw new Error('A route to the database needs TEST_DATABASE_URL');
    return openDatabase({ dataDir: null, ...(logger && { logger }) });
  }
  const name = `showroom_t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const testUrl = besideTestDatabase(url, name);
  const database = await openDatabase({
    url: testUrl,
    ...route?.(testUrl),
    dataDir: null,
    poolSize: 5,
    ...(limits && { limits }),
    ...(logger && { logger }),
  });
  const closeDatabase = database.close.bind(database);
  database.close = async () => {
    await closeDatabase();
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
  return database;
}

/** The answers of each open test app that its OpenAPI description does not describe. */
const watched = new Set<string[]>();

/** Fails on the first answer the served OpenAPI description does not describe. */
function expectAnswersDescribed(mismatches: string[]) {
  const [first] = mismatches;
  if (first === undefined) return;
  const more = mismatches.length - 1;
  mismatches.length = 0;
  throw new Error(
    `An answer does not match the OpenAPI description: ${first}` +
      (more > 0 ? ` (and ${String(more)} more)` : ''),
  );
}

// Every test of a file that builds its app here: answers sent during it, by `as()` or by
// `app.inject` and real HTTP alike, match the description (test/openapi-answers.ts).
afterEach(() => {
  for (const mismatches of watched) expectAnswersDescribed(mismatches);
});

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  database: Database;
  /** How the app reaches its database, when not straight there. */
  route: DatabaseRoute | undefined;
  dataDir: string;
  /** Signs in a staff account of the given system role, creating it on first use. */
  signIn(level: Level): Promise<Session>;
  /** Injects with the bearer token of a system role (or none for `null`). */
  as(level: Level | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    deps?: Partial<AppDependencies>;
    /** Fill the database with the demo data `npm start` shows. */
    demo?: boolean;
    /** Runs on the built app before it is ready: hooks a test watches the app with. */
    beforeReady?: (app: FastifyInstance) => void;
    /** How the app reaches its database (PostgreSQL only): through a pooler, say. */
    route?: DatabaseRoute;
    /** Sees every statement the app sends through its database handle (`openDatabase`). */
    statements?: Logger;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'showroom-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET,
    PUBLIC_URL: 'http://showroom.test',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Tests assert what is answered, not how fast: a test machine busy with other test files
    // must not turn a slow answer into a 503. The limits' own tests set theirs.
    REQUEST_TIMEOUT_MS: '60000',
    DB_LOCK_TIMEOUT_MS: '10000',
    ...options.env,
  });
  const database = await freshDatabase(config.databaseLimits, options.route, options.statements);
  await database.migrate();
  await seedIfEmpty(database.db, {
    adminEmail: ADMIN_EMAIL,
    adminPassword: PASSWORD,
    demo: options.demo ?? false,
  });
  const app = await buildApp(config, { database, jwtSecret: JWT_SECRET, ...options.deps });
  const mismatches = watchAnswers(app);
  watched.add(mismatches);
  options.beforeReady?.(app);
  await app.ready();

  const sessions = new Map<Level, Session>();
  let passwordHash: string | undefined;

  async function signIn(level: Level): Promise<Session> {
    const cached = sessions.get(level);
    if (cached) return cached;
    const email = level === 'SA' ? ADMIN_EMAIL : `${level.toLowerCase()}@showroom.test`;
    if (level !== 'SA') {
      const [role] = await database.db.select().from(roles).where(eq(roles.level, level));
      passwordHash ??= await hashPassword(PASSWORD);
      await database.db
        .insert(users)
        .values({
          name: `${level} tester`,
          username: `${level.toLowerCase()}-tester`,
          email,
          passwordHash,
          roleId: role!.id,
          kind: 'staff',
        })
        .onConflictDoNothing();
    }
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { emailOrPhone: email, password: PASSWORD },
    });
    if (response.statusCode !== 200)
      throw new Error(`sign-in as ${level} failed: ${response.body}`);
    const session = response.json<{ data: Session }>().data;
    sessions.set(level, session);
    return session;
  }

  return {
    app,
    config,
    database,
    route: options.route,
    dataDir,
    signIn,
    async as(level, injectOptions) {
      const headers = { ...(injectOptions.headers ?? {}) } as Record<string, string>;
      if (level) headers.authorization = `Bearer ${(await signIn(level)).accessToken}`;
      const response = await app.inject({ ...injectOptions, headers });
      expectAnswersDescribed(mismatches);
      return response;
    },
    async close() {
      watched.delete(mismatches);
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
      expectAnswersDescribed(mismatches);
    },
  };
}

export const allLevels = levels;

/** The `data` of a success envelope, after checking it is one. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the shape it expects
export function dataOf<T>(response: { statusCode: number; body: string }): T {
  const body = JSON.parse(response.body) as { statusCode: number; message: string; data: T };
  if (response.statusCode !== 200 || body.statusCode !== 200) {
    throw new Error(`expected a success envelope, got ${response.statusCode}: ${response.body}`);
  }
  return body.data;
}

/** The audit log's entries that match every fact given, oldest first. */
export function auditEntries(
  t: TestApp,
  of: { resource?: string; recordId?: number; action?: string },
) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(
      and(
        of.resource === undefined ? undefined : eq(auditLog.resource, of.resource),
        of.recordId === undefined ? undefined : eq(auditLog.recordId, of.recordId),
        of.action === undefined ? undefined : eq(auditLog.action, of.action),
      ),
    )
    .orderBy(asc(auditLog.id));
}

let staffMade = 0;

/**
 * A new staff account made by the super admin through the API, with the shared test password
 * and an email (and, if asked, a phone) of its own, so that each test has its own sessions and
 * counters. Without a role it is a Guest.
 */
export async function newStaffMember(
  t: TestApp,
  who: { name: string; roleId?: number; withPhone?: boolean },
): Promise<User> {
  staffMade += 1;
  const handle = `${who.name.toLowerCase().replace(/[^a-z]+/g, '')}${staffMade}`;
  return dataOf<User>(
    await t.as('SA', {
      method: 'POST',
      url: '/api/v1/auth/users',
      payload: {
        name: `${who.name} ${staffMade}`,
        username: handle,
        email: `${handle}@showroom.test`,
        ...(who.withPhone ? { phone: `+97150111${String(1000 + staffMade)}` } : {}),
        kind: 'staff',
        password: PASSWORD,
        ...(who.roleId === undefined ? {} : { roleId: who.roleId }),
      },
    }),
  );
}

/**
 * Another API process on the test's database, for what must hold across processes: on
 * PostgreSQL a second app with a pool of its own, reaching the database as the test's app
 * does; PGlite is one process's own database, so there it is the test's app itself
 * (`separate` false). `close` ends the second app only.
 */
export async function secondProcess(t: TestApp) {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    const { port } = t.app.server.address() as { port: number };
    return {
      app: t.app,
      baseUrl: `http://127.0.0.1:${port}`,
      separate: false,
      close: async () => {},
    };
  }
  const [database] = await queryRows<{ name: string }>(
    t.database.db,
    sql`select current_database() as name`,
  );
  const url = besideTestDatabase(server, database!.name);
  const app = await buildApp(t.config, {
    database: await openDatabase({ url, ...t.route?.(url), dataDir: null, poolSize: 2 }),
    jwtSecret: JWT_SECRET,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return { app, baseUrl: `http://127.0.0.1:${port}`, separate: true, close: () => app.close() };
}

/**
 * An S3-compatible server (test/s3-server.ts) for the tests of the file that calls this: started
 * before them, closed after them. Returns a getter, for the server exists only once they run.
 */
export function useS3Server(options?: Parameters<typeof startS3Server>[0]): () => S3Server {
  let server: S3Server | undefined;
  beforeAll(async () => {
    server = await startS3Server(options);
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('The S3 server starts before the tests, in beforeAll.');
    return server;
  };
}

/** What a refused moment is told: the range of years the API stores. */
export const OUT_OF_RANGE = ['Must be from 1000-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z'];

/** Every row of `table` and of the audit log: equal before and after, a write left nothing. */
export async function storedRows(t: TestApp, table: PgTable) {
  return {
    rows: await t.database.db.select().from(table),
    audit: await t.database.db.select().from(auditLog),
  };
}
