import { once } from 'node:events';
import { rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { deferred } from './deferred';
import { createTestApp, dataOf, type TestApp } from './helpers';

/** Just enough of an SMTP server for a connection check: greeting, EHLO, QUIT. */
async function fakeSmtpServer(): Promise<Server> {
  const server = createServer((socket) => {
    socket.write('220 smtp.showroom.test ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        }
        socket.write(
          command === 'EHLO' || command === 'HELO' ? '250 smtp.showroom.test\r\n' : '250 OK\r\n',
        );
      }
    });
    socket.on('error', () => undefined);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

/** A local port nothing listens on. */
async function closedPort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

const ready = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });

describe('readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports the database, the mail outbox and the uploads folder up', async () => {
    const data = dataOf<{
      status: string;
      checks: Record<string, { status: string; kind: string }>;
    }>(await ready(t));
    expect(data.status).toBe('ok');
    expect(data.checks.database).toMatchObject({ status: 'up', kind: t.database.kind });
    expect(data.checks.mail).toMatchObject({ status: 'up', kind: 'outbox' });
    expect(data.checks.storage).toMatchObject({ status: 'up', kind: 'local' });
  });

  it('answers 503 in the envelope naming the storage when uploads cannot be written', async () => {
    await rm(t.config.uploadsDir, { recursive: true, force: true });
    await writeFile(t.config.uploadsDir, 'a file where the uploads folder should be');
    try {
      const response = await ready(t);
      expect(response.statusCode).toBe(503);
      const body = response.json();
      expect(body).toMatchObject({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'Not ready: storage down',
        details: {
          checks: {
            database: { status: 'up' },
            mail: { status: 'up' },
            storage: { status: 'down', kind: 'local' },
          },
        },
      });
      expect(body.details.checks.storage.detail).toContain('cannot be written');
      // Liveness does not depend on anything.
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    } finally {
      await rm(t.config.uploadsDir, { force: true });
    }
    expect((await ready(t)).statusCode).toBe(200);
  });

  it('answers 503 naming the mail when the outbox cannot be written', async () => {
    await rm(t.config.outboxDir, { recursive: true, force: true });
    await writeFile(t.config.outboxDir, 'not a folder');
    try {
      const response = await ready(t);
      expect(response.statusCode).toBe(503);
      expect(response.json().details.checks.mail).toMatchObject({ status: 'down', kind: 'outbox' });
    } finally {
      await rm(t.config.outboxDir, { force: true });
    }
  });
});

describe('readiness while the process shuts down', () => {
  it('answers 503 so a load balancer stops sending requests, which are still served', async () => {
    const state = { draining: false };
    const t = await createTestApp({ deps: { draining: () => state.draining } });
    try {
      expect((await ready(t)).statusCode).toBe(200);
      state.draining = true;
      const answer = await ready(t);
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Shutting down: send new requests elsewhere',
      });
      expect((await t.as('SA', { method: 'GET', url: '/api/v1/brand/admin' })).statusCode).toBe(
        200,
      );
    } finally {
      await t.close();
    }
  });
});

describe('readiness with SMTP', () => {
  it('reports the SMTP server up when it greets, and down when nothing listens', async () => {
    const smtp = await fakeSmtpServer();
    const { port } = smtp.address() as AddressInfo;
    const up = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    const down = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` },
    });
    try {
      expect(dataOf<{ checks: { mail: unknown } }>(await ready(up)).checks.mail).toMatchObject({
        status: 'up',
        kind: 'smtp',
      });
      const response = await ready(down);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        details: { checks: { mail: { status: 'down', kind: 'smtp' }, storage: { status: 'up' } } },
      });
    } finally {
      await up.close();
      await down.close();
      smtp.close();
    }
  }, 120_000);
});

describe('readiness without a database', () => {
  it('answers 503 naming the database once it stops answering', async () => {
    const t = await createTestApp();
    try {
      await t.database.close();
      const response = await ready(t);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'Not ready: database down',
        details: { checks: { database: { status: 'down', kind: t.database.kind } } },
      });
    } finally {
      await t.close();
    }
  }, 120_000);
});

const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  describe('readiness after PostgreSQL drops a connection', () => {
    it('survives a connection lost in the middle of a transaction and is ready again', async () => {
      const t = await createTestApp();
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      try {
        let backendPid = 0;
        const paused = deferred();
        const started = deferred();
        // A transaction holding a pooled client between two statements, as a request does.
        const transaction = t.database.db.transaction(async (tx) => {
          const [row] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
          backendPid = row!.pid;
          started.resolve();
          await paused.promise;
          await tx.execute(sql`select 1`);
        });
        await started.promise;
        // What a server restart does to every connection: terminated while checked out.
        await admin.query('select pg_terminate_backend($1)', [backendPid]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        paused.resolve();
        await expect(transaction).rejects.toThrow();
        // The broken client was discarded; the pool serves the next request.
        expect((await ready(t)).statusCode).toBe(200);
      } finally {
        await admin.end();
        await t.close();
      }
    }, 120_000);

    it('answers a signed-in request after the sign-in check lost its connection', async () => {
      const t = await createTestApp();
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      const list = () => t.as('SA', { method: 'GET', url: '/api/v1/brand/admin?offset=0&limit=5' });
      try {
        expect((await list()).statusCode).toBe(200);
        // The check's own connection is the one that last ran it (its session's `exists`; the
        // pool's connections write sessions too: the sign-in, the last use noted).
        const [database] = await queryRows<{ name: string }>(
          t.database.db,
          sql`select current_database() as name`,
        );
        const { rows } = await admin.query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = $1 and query like 'select "users"."id"%"sessions"%'`,
          [database!.name],
        );
        expect(rows).toHaveLength(1);
        await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        // At once, and again once the loss is known: each answered, not a 500.
        expect((await list()).statusCode).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect((await list()).statusCode).toBe(200);
      } finally {
        await admin.end();
        await t.close();
      }
    }, 120_000);
  });
}
