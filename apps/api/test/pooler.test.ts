import type { Brand, Car, Page, Session } from '@showroom/contract';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { queryRows } from '../src/db/client';
import { brands, contactSubjects } from '../src/db/schema';
import { expireEndedJob } from '../src/jobs/expire-ended';
import { runJobOnce } from '../src/jobs/runner';
import {
  ADMIN_EMAIL,
  createTestApp,
  dataOf,
  PASSWORD,
  secondProcess,
  type TestApp,
} from './helpers';
import { openStream } from './live-streams';
import { startPgBouncer, type PgBouncer } from './pgbouncer';

// Showroom behind a connection pooler in transaction mode (ADR 060): the pool goes through
// PgBouncer; the sign-in check, the LISTEN connection and the migrations to PostgreSQL itself.

describe('the settings for a pooler', () => {
  it('refuses DATABASE_DIRECT_URL without DATABASE_URL, naming it', () => {
    expect(() => loadConfig({ DATABASE_DIRECT_URL: 'postgres://db.internal/showroom' })).toThrow(
      /DATABASE_DIRECT_URL: needs DATABASE_URL/,
    );
  });

  it('refuses a DATABASE_DIRECT_URL that is not a postgres:// URL, naming it', () => {
    expect(() =>
      loadConfig({
        DATABASE_URL: 'postgres://pooler.internal:6432/showroom',
        DATABASE_DIRECT_URL: 'mysql://db.internal/showroom',
      }),
    ).toThrow(/DATABASE_DIRECT_URL: must start with/);
  });
});

const server = process.env.TEST_DATABASE_URL;
if (server) {
  describe('through PgBouncer in transaction mode', () => {
    /** The README's settings, with a pool small enough that requests share its connections. */
    const poolerSettings = {
      pool_mode: 'transaction',
      default_pool_size: '4',
      max_client_conn: '100',
      server_reset_query: '',
      ignore_startup_parameters: 'extra_float_digits',
    };
    const statementTimeoutMs = 3_000;
    let pooler: PgBouncer | undefined;
    let opened: TestApp | undefined;
    let t: TestApp;
    let baseUrl: string;

    beforeAll(async () => {
      pooler = await startPgBouncer(server, poolerSettings);
      // The demo data and every request go through the pooler; migrations to PostgreSQL itself.
      t = opened = await createTestApp({
        demo: true,
        route: pooler.route,
        env: { DB_STATEMENT_TIMEOUT_MS: String(statementTimeoutMs) },
      });
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      baseUrl = `http://127.0.0.1:${String((t.app.server.address() as { port: number }).port)}`;
    });
    afterAll(async () => {
      await opened?.close();
      await pooler?.close();
    });

    const get = (url: string) => t.as('SA', { method: 'GET', url });

    it('signs in, and lists and reads cars, many requests at once on the pooler’s four connections', async () => {
      await t.signIn('SA');
      const pages = await Promise.all(
        Array.from({ length: 24 }, () => get('/api/v1/cars/?offset=0&limit=5')),
      );
      for (const page of pages) expect(page.statusCode).toBe(200);
      const [car] = dataOf<Page<Car>>(pages[0]!).rows;
      expect(dataOf<Car>(await get(`/api/v1/cars/${String(car!.id)}`)).id).toBe(car!.id);
    });

    it('creates, changes and deletes a record', async () => {
      const brand = dataOf<Brand>(
        await t.as('SA', {
          method: 'POST',
          url: '/api/v1/brand',
          payload: { nameEn: 'Pooled Motors' },
        }),
      );
      const changed = dataOf<Brand>(
        await t.as('SA', {
          method: 'PATCH',
          url: `/api/v1/brand/${String(brand.id)}`,
          payload: { sortOrder: 4, version: 1 },
        }),
      );
      expect(changed).toMatchObject({ sortOrder: 4, version: 2 });
      const deleted = dataOf<Brand>(
        await t.as('SA', { method: 'DELETE', url: `/api/v1/brand/${String(brand.id)}` }),
      );
      expect(deleted.deletedAt).not.toBeNull();
    });

    it('refuses a signed-out session at the sign-in check', async () => {
      const session = dataOf<Session>(
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/admin/login',
          payload: { emailOrPhone: ADMIN_EMAIL, password: PASSWORD },
        }),
      );
      const headers = { authorization: `Bearer ${session.accessToken}` };
      const brands = () => t.app.inject({ method: 'GET', url: '/api/v1/brand/admin', headers });
      expect((await brands()).statusCode).toBe(200);
      await t.app.inject({ method: 'POST', url: '/api/v1/admin/logout', headers });
      const refused = await brands();
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ key: 'auth.ended' });
    });

    it('streams a write made through another process, each with two connections of its own to PostgreSQL', async () => {
      const second = await secondProcess(t);
      const token = (await t.signIn('SA')).accessToken;
      const stream = await openStream(baseUrl, token);
      const other = await openStream(second.baseUrl, token);
      try {
        await stream.next('ready');
        await other.next('ready');
        const [subject] = await t.database.db
          .select({ id: contactSubjects.id })
          .from(contactSubjects)
          .where(eq(contactSubjects.isActive, true))
          .limit(1);
        const sent = await second.app.inject({
          method: 'POST',
          url: '/api/v1/contactUs/queries',
          payload: {
            subjectId: subject!.id,
            name: 'Pooled Buyer',
            email: 'buyer@example.com',
            message: 'Is it still for sale?',
          },
        });
        expect(sent.statusCode).toBe(200);
        await stream.next('bell');
        await other.next('bell');

        // What PostgreSQL serves this database: the pooler's connections, and the LISTEN and
        // sign-in check connections of each process besides.
        const backends = await backendsOf(t);
        expect(backends.filter((kind) => kind === 'listen')).toHaveLength(2);
        expect(backends.filter((kind) => kind === 'sign-in check')).toHaveLength(2);
        expect(backends.filter((kind) => kind === 'other').length).toBeLessThanOrEqual(
          Number(poolerSettings.default_pool_size),
        );
      } finally {
        await stream.cancel();
        await other.cancel();
        await second.close();
      }
    });

    it('runs a statement the code names on whichever of the pooler’s connections is free', async () => {
      const url = pooler!.route(await directUrlOf(t)).url!;
      const named = t.database.db
        .select({ id: brands.id })
        .from(brands)
        .limit(1)
        .prepare('pooled_brand');
      await named.execute();
      // Another client of the pooler holds the server connection that ran it (the pooler lends
      // the one freed last) in a transaction: the next run is lent another one.
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      try {
        await other.query('begin');
        await other.query('select 1');
        await expect(named.execute()).resolves.toHaveLength(1);
      } finally {
        await other.end();
      }
    });

    it('runs a job, its advisory lock held by its transaction', async () => {
      expect(await runJobOnce(t.app.db, expireEndedJob)).toMatchObject({ ran: true });
    });

    it('holds the limits: PostgreSQL cuts a statement past the statement timeout', async () => {
      const [settings] = await queryRows<{ statement: string; lock: string }>(
        t.database.db,
        sql`select current_setting('statement_timeout') as statement, current_setting('lock_timeout') as lock`,
      );
      expect(settings).toEqual({ statement: '3s', lock: '10s' });
      await expect(
        t.database.db.execute(sql`select pg_sleep(${(statementTimeoutMs * 2) / 1000})`),
      ).rejects.toMatchObject({ cause: { code: '57014' } });
    });
  });

  /** The URL of the test app's database on PostgreSQL itself. */
  async function directUrlOf(of: TestApp) {
    const [database] = await queryRows<{ name: string }>(
      of.database.db,
      sql`select current_database() as name`,
    );
    const url = new URL(server!);
    url.pathname = `/${database!.name}`;
    return url.toString();
  }

  /** What each backend of this database on the server serves, known by its last statement. */
  async function backendsOf(of: TestApp) {
    const name = new URL(await directUrlOf(of)).pathname.slice(1);
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ kind: 'listen' | 'sign-in check' | 'other' }>(
        `select case when query ilike 'listen %' then 'listen'
                     when query like 'select "users"."id"%"sessions"%' then 'sign-in check'
                     else 'other' end as kind
           from pg_stat_activity where datname = $1 and backend_type = 'client backend'`,
        [name],
      );
      return rows.map((row) => row.kind);
    } finally {
      await admin.end();
    }
  }
}
