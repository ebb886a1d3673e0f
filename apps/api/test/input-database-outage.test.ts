import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { isDatabaseUnavailable } from '../src/lib/db-errors';
import { JWT_SECRET } from './helpers';

/** A port on this machine that nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  await new Promise((resolve) => server.close(resolve));
  return address.port;
}

let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'showroom-outage-'));
  const url = `postgres://showroom@127.0.0.1:${await closedPort()}/showroom`;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    JWT_SECRET,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  });
  const database = await openDatabase({ url, dataDir: null, poolSize: 2 });
  app = await buildApp(config, { database, jwtSecret: JWT_SECRET });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('while the database cannot be reached', () => {
  it('answers a sign-in with a 503 envelope and a Retry-After', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { emailOrPhone: 'someone@showroom.test', password: 'whatever1' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      key: 'errors.unavailable',
      message: 'The service is briefly unavailable, try again in a moment',
    });
  });

  it('answers public reads the same way', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/contactUs/subjects' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('says so in the readiness check', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});

describe('what counts as the database being away', () => {
  const wrapped = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('knows network failures, lost connections and a server that is shutting down', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('ETIMEDOUT'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      withCode('08006'),
      withCode('57P01'),
      withCode('57P03'),
      withCode('53300'),
      new AggregateError([withCode('ECONNREFUSED')], 'connect failed'),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      expect(isDatabaseUnavailable(wrapped(error)), `wrapped ${String(error)}`).toBe(true);
    }
  });

  it('leaves errors of the request or the code alone', () => {
    for (const error of [
      withCode('23505'),
      withCode('22P02'),
      withCode('42P01'),
      new Error('PGlite is closed'),
      new TypeError('x is undefined'),
    ]) {
      expect(isDatabaseUnavailable(wrapped(error)), String(error)).toBe(false);
    }
  });
});
