import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDatabaseLimits } from '../src/db/limits';
import { ADMIN_EMAIL, createTestApp, PASSWORD, type TestApp } from './helpers';
import { holdTable } from './locks';

// No request waits on a held lock or a busy database past its limits (db/limits.ts, the
// request deadline in app.ts): it is answered 503 with Retry-After, what does not need the
// held table goes on being served, and everything recovers once the table is free.

let t: TestApp;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  // The API's default lock timeout; a short deadline keeps the PGlite case quick.
  t = await createTestApp({
    demo: true,
    env: {
      REQUEST_TIMEOUT_MS: '3000',
      DB_LOCK_TIMEOUT_MS: String(defaultDatabaseLimits.lockTimeoutMs),
    },
  });
  await t.signIn('SA');
});
afterAll(async () => t.close());

const signedInReads = [
  ['the cars list', '/api/v1/cars/'],
  ['the brands list', '/api/v1/brand/admin'],
  ['a car', '/api/v1/cars/1'],
  ['the statistics', '/api/v1/admin/get-statistics'],
] as const;

const get = (url: string) => t.as('SA', { method: 'GET', url });

function expectUnavailable(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', key: 'errors.unavailable' });
}

describe('while the sessions table is held', () => {
  it('answers every signed-in request 503 with Retry-After, and serves them again once it is free', async () => {
    const held = await holdTable(t.database, 'sessions');
    let answers: LightMyRequestResponse[];
    let health: LightMyRequestResponse;
    try {
      [health, ...answers] = await Promise.all([
        t.app.inject({ method: 'GET', url: '/api/v1/health' }),
        ...signedInReads.map(([, url]) => get(url)),
      ]);
    } finally {
      await held.release();
    }
    for (const answer of answers) expectUnavailable(answer);
    // Liveness needs no database: the process itself is fine.
    expect(health.statusCode).toBe(200);
    for (const [, url] of signedInReads) expect((await get(url)).statusCode).toBe(200);
  });

  it('answers a sign-in 503 rather than waiting, and signs in once the table is free', async () => {
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/login',
        payload: { emailOrPhone: ADMIN_EMAIL, password: PASSWORD },
      });
    const held = await holdTable(t.database, 'sessions');
    let refused: LightMyRequestResponse;
    try {
      refused = await signIn();
    } finally {
      await held.release();
    }
    expectUnavailable(refused);
    expect((await signIn()).statusCode).toBe(200);
  });
});

// PGlite has one connection: a held table there holds up every statement, which the case
// above covers. PostgreSQL serves what does not need the held table.
if (onPostgres) {
  describe('while the cars table is held', () => {
    it('answers car reads and writes 503 and keeps serving the rest', async () => {
      const before = (await get('/api/v1/cars/1')).json().data;
      const held = await holdTable(t.database, 'cars');
      let cars: LightMyRequestResponse[];
      let edit: LightMyRequestResponse;
      let brands: LightMyRequestResponse;
      try {
        [edit, brands, ...cars] = await Promise.all([
          t.as('SA', {
            method: 'PATCH',
            url: '/api/v1/cars/1',
            payload: { version: before.version, title: 'Changed while the table was held' },
          }),
          get('/api/v1/brand/admin'),
          get('/api/v1/cars/'),
          get('/api/v1/cars/1'),
          get('/api/v1/cars/?search=land'),
        ]);
      } finally {
        await held.release();
      }
      for (const answer of cars) expectUnavailable(answer);
      expectUnavailable(edit);
      expect(brands.statusCode).toBe(200);
      const after = await get('/api/v1/cars/1');
      expect(after.statusCode).toBe(200);
      // The refused write left nothing behind.
      expect(after.json().data).toEqual(before);
    });
  });
}
