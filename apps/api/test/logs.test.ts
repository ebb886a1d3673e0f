import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});
const logText = () => lines.join('\n');

let t: TestApp;
const state = { draining: false };
beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    deps: { logStream, draining: () => state.draining },
  });
});
afterAll(async () => t.close());

const SECRET_PASSWORD = 'Correct-Horse-Battery-Staple-42';
const EMAIL = 'privacy.person@showroom.test';

describe('the log of a failing request', () => {
  it('keeps the SQLSTATE, constraint and SQL, but no password, hash or bound value', async () => {
    // Every new account is refused by the database, so sign-up fails after hashing.
    await t.database.db.execute(
      sql.raw('alter table users add constraint users_refuse_all check (false) not valid'),
    );
    try {
      lines.length = 0;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/register',
        headers: { authorization: 'Bearer header.payload.signature-secret' },
        payload: { email: EMAIL, username: 'privacy-person', password: SECRET_PASSWORD },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        statusCode: 500,
        code: 'INTERNAL',
        key: 'errors.internal',
        message: 'Something went wrong on our side',
      });

      const text = logText();
      const failure = lines
        .map((line) => JSON.parse(line) as { msg?: string; err?: Record<string, unknown> })
        .find((entry) => entry.msg === 'request failed');
      expect(failure?.err).toMatchObject({
        type: 'DrizzleQueryError',
        query: expect.stringContaining('insert into "users"'),
        cause: { code: '23514', constraint: 'users_refuse_all', table: 'users' },
      });
      expect(text).not.toContain(SECRET_PASSWORD);
      expect(text).not.toContain('$argon2');
      expect(text).not.toContain(EMAIL);
      expect(text).not.toContain('privacy-person');
      expect(text).not.toContain('signature-secret');
    } finally {
      await t.database.db.execute(sql.raw('alter table users drop constraint users_refuse_all'));
    }
  });

  it('keeps a credential in a link’s query out of the request line it logs', async () => {
    lines.length = 0;
    await t.app.inject({
      method: 'GET',
      url: '/session/reset-password?token=reset-token-value-123&lang=ar',
    });
    const text = logText();
    expect(text).toContain('/session/reset-password?token=%5BRedacted%5D&lang=ar');
    expect(text).not.toContain('reset-token-value-123');
  });

  it('keeps the credentials a request carries out of the line it logs', async () => {
    lines.length = 0;
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/cars/?limit=1&apiKey=query-key-value-9',
      headers: {
        authorization: 'Bearer header.payload.line-signature-secret',
        cookie: 'refresh=cookie-secret-value-7',
        'x-api-key': 'header-key-value-8',
        'x-request-id': 'request-with-credentials',
      },
    });
    const line = lines
      .map((entry) => JSON.parse(entry) as { reqId?: string; msg?: string; req?: { url: string } })
      .find(
        (entry) => entry.reqId === 'request-with-credentials' && entry.msg === 'request completed',
      );
    expect(line?.req?.url).toBe('/api/v1/cars/?limit=1&apiKey=%5BRedacted%5D');
    for (const secret of ['line-signature-secret', 'cookie-secret', 'header-key', 'query-key'])
      expect(logText()).not.toContain(secret);
  });

  it('keeps a failed sign-in’s password out of the log', async () => {
    lines.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { emailOrPhone: 'root@showroom.test', password: SECRET_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
    expect(lines.length).toBeGreaterThan(0);
    expect(logText()).not.toContain(SECRET_PASSWORD);
  });
});

describe('a request’s log lines', () => {
  const linesOf = (id: string) =>
    lines
      .map((line) => JSON.parse(line) as { reqId?: string; msg?: string; level: number })
      .filter((entry) => entry.reqId === id);
  const refuseNewAccounts = (refuse: boolean) =>
    t.database.db.execute(
      sql.raw(
        refuse
          ? 'alter table users add constraint users_refuse_all check (false) not valid'
          : 'alter table users drop constraint users_refuse_all',
      ),
    );

  it('carry its request id, at whatever level the log lets through', async () => {
    lines.length = 0;
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'request-at-info' },
    });
    // One line, once answered: what was asked, the answer's status and how long it took.
    const atInfo = linesOf('request-at-info') as {
      msg?: string;
      req?: { method: string; url: string };
      res?: { statusCode: number };
      responseTime?: number;
    }[];
    expect(atInfo.map((entry) => entry.msg)).toEqual(['request completed']);
    expect(atInfo[0]?.req).toMatchObject({ method: 'GET', url: '/api/v1/health' });
    expect(atInfo[0]?.res).toEqual({ statusCode: 200 });
    expect(atInfo[0]?.responseTime).toBeGreaterThan(0);

    t.app.log.level = 'warn';
    await refuseNewAccounts(true);
    try {
      lines.length = 0;
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/health',
        headers: { 'x-request-id': 'quiet-request' },
      });
      const failed = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/register',
        headers: { 'x-request-id': 'failing-request' },
        payload: { email: EMAIL, username: 'privacy-person', password: SECRET_PASSWORD },
      });
      expect(failed.statusCode).toBe(500);
      // At `warn`, a request that goes well logs nothing; one that fails logs its failure.
      expect(linesOf('quiet-request')).toEqual([]);
      expect(linesOf('failing-request').map((entry) => entry.msg)).toEqual(['request failed']);
      expect(lines.every((line) => !line.includes('request completed'))).toBe(true);
    } finally {
      t.app.log.level = 'info';
      await refuseNewAccounts(false);
    }
  });
});

describe('the logger', () => {
  it('redacts secrets wherever a caller logs them', () => {
    lines.length = 0;
    t.app.log.info(
      {
        password: 'p1-secret',
        user: { passwordHash: '$argon2id$v=19$abc', refreshToken: 'r1-secret' },
        session: { tokens: { accessToken: 'a1-secret' } },
        headers: { authorization: 'Bearer b1-secret', cookie: 'sid=c1-secret' },
      },
      'something happened',
    );
    const text = logText();
    expect(text).toContain('something happened');
    for (const secret of [
      'p1-secret',
      '$argon2id',
      'r1-secret',
      'a1-secret',
      'b1-secret',
      'c1-secret',
    ])
      expect(text).not.toContain(secret);
  });

  it('describes a logged query error without its parameters', () => {
    lines.length = 0;
    const cause = Object.assign(new Error('value too long for "x"'), {
      code: '22001',
      severity: 'ERROR',
      table: 'users',
      detail: 'Failing row contains (p2-secret)',
    });
    const error = Object.assign(
      new Error('Failed query: insert into "users" values ($1)\nparams: p2-secret'),
      { query: 'insert into "users" values ($1)', params: ['p2-secret'], cause },
    );
    t.app.log.error({ err: error }, 'it failed');
    const text = logText();
    expect(text).toContain('insert into \\"users\\" values ($1)');
    expect(text).toContain('22001');
    expect(text).not.toContain('p2-secret');
  });
});

describe('a 503 the API answers on purpose', () => {
  it('is a warning without a stack, not an error, so a draining process does not flood the log', async () => {
    state.draining = true;
    try {
      lines.length = 0;
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/v1/health/ready',
        headers: { 'x-request-id': 'draining-check' },
      });
      expect(answer.statusCode).toBe(503);
      const logged = lines
        .map((line) => JSON.parse(line) as { reqId?: string; level: number; err?: unknown })
        .filter((entry) => entry.reqId === 'draining-check' && entry.level >= 40);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ level: 40, code: 'SERVICE_UNAVAILABLE' });
      expect(logged[0]?.err).toBeUndefined();
    } finally {
      state.draining = false;
    }
  });
});
