import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from '../src/plugins/errors';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the response envelope', () => {
  it('wraps a success in {statusCode: 200, message, data}', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ statusCode: 200, message: 'OK', data: { status: 'ok' } });
  });

  it('reports readiness with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(response.json()).toMatchObject({ statusCode: 200, data: { status: 'ok' } });
  });

  it('answers an unknown route with a NOT_FOUND envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Route not found',
      details: { method: 'GET', path: '/api/v1/nothing-here' },
    });
  });

  it('answers a method a known path does not take with 405, naming those it takes in Allow', async () => {
    const brand = await t.as('SA', {
      method: 'POST',
      url: '/api/v1/brand',
      payload: { nameEn: 'Kia' },
    });
    const { id } = brand.json<{ data: { id: number } }>().data;
    const put = await t.as('SA', { method: 'PUT', url: `/api/v1/brand/${id}`, payload: {} });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD, DELETE, PATCH');
    expect(put.json()).toEqual({
      statusCode: 405,
      code: 'METHOD_NOT_ALLOWED',
      key: 'errors.methodNotAllowed',
      message: 'This path does not take PUT; it takes GET, HEAD, DELETE, PATCH',
      details: {
        method: 'PUT',
        path: `/api/v1/brand/${id}`,
        allowed: ['GET', 'HEAD', 'DELETE', 'PATCH'],
      },
    });
    // Whoever asks, signed in or not, and however the path is spelled.
    const health = await t.app.inject({ method: 'POST', url: '/api/v1/health?probe=1' });
    expect(health.statusCode).toBe(405);
    expect(health.headers.allow).toBe('GET, HEAD');
    const arabic = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/health/ready/',
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.statusCode).toBe(405);
    expect(arabic.json()).toMatchObject({
      code: 'METHOD_NOT_ALLOWED',
      message: 'هذا المسار لا يقبل DELETE؛ يقبل GET، HEAD',
    });
  });

  it('answers 404, not 405, for a path of no route, beside the web app’s pages too', async () => {
    const root = path.join(t.dataDir, 'web');
    await mkdir(root, { recursive: true });
    await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Showroom</title>');
    const web = await createTestApp({ env: { WEB_DIST_DIR: root } });
    try {
      for (const app of [t.app, web.app]) {
        const unknown = await app.inject({ method: 'POST', url: '/api/v1/nothing-here' });
        expect(unknown.statusCode).toBe(404);
        expect(unknown.headers.allow).toBeUndefined();
        expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
        const put = await app.inject({ method: 'PUT', url: '/api/v1/health' });
        expect(put.statusCode).toBe(405);
        expect(put.headers.allow).toBe('GET, HEAD');
      }
      expect((await web.app.inject({ method: 'GET', url: '/dashboard' })).statusCode).toBe(200);
    } finally {
      await web.close();
    }
  });

  it('answers malformed JSON with MALFORMED_REQUEST', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"emailOrPhone": "a@b.c",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'MALFORMED_REQUEST',
      key: 'errors.invalidJson',
      message: 'The request body is not valid JSON',
    });
  });

  it('names each invalid field in details.fieldErrors', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/register',
      payload: { email: 'not-an-email', username: 'x', password: 'short', extra: 1 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(body.details.fieldErrors).toEqual({
      email: ['Must be a valid email address'],
      username: ['Must be at least 3 characters'],
      password: ['Must be at least 8 characters'],
      extra: ['Unknown field'],
    });
  });

  it('translates messages when the client asks for Arabic', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      headers: { 'accept-language': 'ar' },
      payload: { emailOrPhone: 'nobody@showroom.test', password: 'whatever1' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
  });

  it('refuses a body over the size limit with PAYLOAD_TOO_LARGE', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ emailOrPhone: 'a'.repeat(2 * 1024 * 1024), password: 'x' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses a content type the route does not take', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('serves the OpenAPI description at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(spec.openapi).toBe('3.1.0');
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/v1/brand/admin', '/api/v1/admin/login', '/api/v1/upload/']),
    );
  });
});

describe('server errors', () => {
  it('hides the cause of a 5xx behind a generic message', async () => {
    const t2 = await createTestApp();
    try {
      await t2.database.close();
      const response = await t2.app.inject({
        method: 'POST',
        url: '/api/v1/admin/login',
        payload: { emailOrPhone: 'someone@showroom.test', password: 'whatever1' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        statusCode: 500,
        code: 'INTERNAL',
        key: 'errors.internal',
        message: 'Something went wrong on our side',
      });
      const ready = await t2.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await t2.close();
    }
  });
});

describe('the error handler itself', () => {
  it('answers with the envelope whatever is thrown, even what breaks the handler', async () => {
    const bare = Fastify({ logger: false });
    await bare.register(errorsPlugin);
    const thrown: Record<string, () => unknown> = {
      // Reading `code` or `statusCode` throws: the handler must not.
      hostile: () =>
        Object.defineProperties(new Error('x'), {
          code: {
            get() {
              throw new Error('no code for you');
            },
          },
          statusCode: {
            get() {
              throw new Error('no status either');
            },
          },
        }),
      string: () => 'a plain string',
      nothing: () => null,
      statusless: () => Object.assign(new Error('boom'), { statusCode: 'teapot' }),
    };
    for (const [name, make] of Object.entries(thrown)) {
      bare.get(`/${name}`, () => {
        throw make();
      });
    }
    try {
      for (const name of Object.keys(thrown)) {
        const response = await bare.inject({ method: 'GET', url: `/${name}` });
        expect(response.statusCode, name).toBe(500);
        expect(response.json(), name).toEqual({
          statusCode: 500,
          code: 'INTERNAL',
          key: 'errors.internal',
          message: 'Something went wrong on our side',
        });
      }
    } finally {
      await bare.close();
    }
  });

  it('translates the new messages for an Arabic client', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      headers: { 'accept-language': 'ar' },
      payload: { emailOrPhone: 'a\u0000b', password: 'x', toString: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      emailOrPhone: ['يجب ألا يحتوي على محرف NUL'],
    });
  });
});
