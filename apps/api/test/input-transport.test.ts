import { mkdir, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { errorEnvelopeSchema } from '@showroom/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let origin: string;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  port = address.port;
  origin = `http://127.0.0.1:${port}`;
});
afterAll(async () => t.close());

/** Sends raw bytes and reads the whole answer, as a client below any HTTP library would. */
function rawRequest(text: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
    socket.end(text);
  });
}

/** The answer is the error envelope, and its statusCode is the HTTP status. */
function expectEnvelope(status: number, body: string, code: string) {
  const envelope = errorEnvelopeSchema.parse(JSON.parse(body));
  expect(envelope.statusCode).toBe(status);
  expect(envelope.code).toBe(code);
  return envelope;
}

describe('errors Node refuses before Fastify sees the request', () => {
  it('answers a header over the size limit with a 431 envelope and closes', async () => {
    const answer = await rawRequest(
      `GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'a'.repeat(60 * 1024)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers).toContain('content-type: application/json');
    expect(answer.headers).toContain('connection: close');
    expect(expectEnvelope(431, answer.body, 'MALFORMED_REQUEST').message).toBe(
      'The request headers are too large',
    );
  });

  it.each([
    ['a broken request line', 'NOT HTTP AT ALL\r\n\r\n'],
    ['a header without a colon', 'GET /api/v1/health HTTP/1.1\r\nHost: x\r\nBroken\r\n\r\n'],
    [
      'a Content-Length that is not a number',
      'POST /api/v1/admin/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
    ],
    [
      'both Content-Length and chunked encoding',
      'POST /api/v1/admin/login HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
  ])('answers %s with a 400 envelope', async (_name, text) => {
    const answer = await rawRequest(text);
    expect(answer.status).toBe(400);
    expect(answer.headers).toContain('connection: close');
    expectEnvelope(400, answer.body, 'MALFORMED_REQUEST');
  });

  it('answers CONNECT, which asks for a tunnel, with a 404 envelope and closes', async () => {
    const answer = await rawRequest(
      'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
    );
    expect(answer.status).toBe(404);
    expect(answer.headers).toContain('connection: close');
    expectEnvelope(404, answer.body, 'NOT_FOUND');
  });

  it('still serves the next connection', async () => {
    const response = await fetch(`${origin}/api/v1/health`);
    expect(response.status).toBe(200);
  });
});

describe('Fastify’s client errors', () => {
  const cases: [string, InjectOptions, number, string][] = [
    ['an unknown route', { method: 'GET', url: '/api/v1/nowhere' }, 404, 'NOT_FOUND'],
    [
      'a method the path does not take',
      { method: 'PUT', url: '/api/v1/health' },
      405,
      'METHOD_NOT_ALLOWED',
    ],
    [
      'a body over the limit',
      {
        method: 'POST',
        url: '/api/v1/admin/login',
        headers: { 'content-type': 'application/json' },
        payload: `{"emailOrPhone":"${'a'.repeat(1024 * 1024)}"}`,
      },
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    [
      'a content type the route does not take',
      {
        method: 'POST',
        url: '/api/v1/admin/login',
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'multipart where JSON is expected',
      {
        method: 'POST',
        url: '/api/v1/admin/login',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x--\r\n',
      },
      400,
      'VALIDATION_FAILED',
    ],
    [
      'a Content-Type header that cannot be read',
      {
        method: 'POST',
        url: '/api/v1/admin/login',
        headers: { 'content-type': ';;;' },
        payload: '{}',
      },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'malformed JSON',
      {
        method: 'POST',
        url: '/api/v1/admin/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"a":',
      },
      400,
      'MALFORMED_REQUEST',
    ],
    [
      'an empty JSON body',
      {
        method: 'POST',
        url: '/api/v1/admin/login',
        headers: { 'content-type': 'application/json' },
        payload: '',
      },
      400,
      'MALFORMED_REQUEST',
    ],
    [
      'a JSON body with a prototype key',
      {
        method: 'POST',
        url: '/api/v1/admin/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"constructor":{"prototype":{"polluted":true}}}',
      },
      400,
      'MALFORMED_REQUEST',
    ],
    [
      'a path that is not valid percent-encoding',
      { method: 'GET', url: '/api/v1/brand/%zz' },
      400,
      'MALFORMED_REQUEST',
    ],
    [
      'a path part over the router’s length limit',
      { method: 'GET', url: `/api/v1/brand/${'1'.repeat(500)}` },
      414,
      'MALFORMED_REQUEST',
    ],
  ];

  it.each(cases)('keeps %s in the envelope', async (_name, options, status, code) => {
    const response = await t.as('SA', options);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expectEnvelope(status, response.body, code);
  });

  it.each(cases)(
    'words %s in Arabic for an Arabic request, under the same key',
    async (_name, options) => {
      const [english, arabic] = await Promise.all([
        t.as('SA', options),
        t.as('SA', { ...options, headers: { ...options.headers, 'accept-language': 'ar' } }),
      ]);
      const inEnglish = errorEnvelopeSchema.parse(english.json());
      const inArabic = errorEnvelopeSchema.parse(arabic.json());
      expect(inArabic.key).toBe(inEnglish.key);
      expect(inArabic.code).toBe(inEnglish.code);
      expect(inArabic.message).toMatch(/[\u0600-\u06FF]/);
    },
  );

  it('keeps them in the envelope over a real connection too', async () => {
    const badUrl = await fetch(`${origin}/api/v1/brand/%zz`);
    expect(badUrl.status).toBe(400);
    expectEnvelope(400, await badUrl.text(), 'MALFORMED_REQUEST');
    const tooLarge = await fetch(`${origin}/api/v1/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"emailOrPhone":"${'a'.repeat(1024 * 1024)}"}`,
    });
    expect(tooLarge.status).toBe(413);
    expectEnvelope(413, await tooLarge.text(), 'PAYLOAD_TOO_LARGE');
  });

  it('does not let Object.prototype be polluted through a query', async () => {
    await t.as('SA', { method: 'GET', url: '/api/v1/brand/admin?__proto__[polluted]=1' });
    await t.as('SA', { method: 'GET', url: '/api/v1/brand/admin?constructor[prototype][x]=1' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('caching', () => {
  it('marks every API answer no-store: successes, errors and not-found', async () => {
    const session = await t.signIn('SA');
    expect(session.accessToken).toBeTruthy();
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/v1/health' }),
      await t.as('SA', { method: 'GET', url: '/api/v1/brand/admin' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/login',
        payload: { emailOrPhone: 'nobody@showroom.test', password: 'whatever1' },
      }),
      await t.app.inject({ method: 'GET', url: '/api/v1/nowhere' }),
      await t.app.inject({ method: 'GET', url: '/api/v1/brand/abc' }),
      await t.app.inject({ method: 'GET', url: '/api/v1%2fhealth' }),
      await t.app.inject({ method: 'GET', url: '/API/v1/health' }),
    ];
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('leaves the caching of web files and uploaded files as it was', async () => {
    const root = path.join(t.dataDir, 'web');
    await mkdir(path.join(root, 'assets'), { recursive: true });
    await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Showroom</title>');
    await writeFile(path.join(root, 'assets', 'app-1234.js'), 'console.log(1)');
    const web = await createTestApp({ env: { WEB_DIST_DIR: root } });
    try {
      const page = await web.app.inject({ method: 'GET', url: '/dashboard' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      const asset = await web.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const stored = path.join(web.config.uploadsDir, '2026', '11');
      await mkdir(stored, { recursive: true });
      const name = '0b5c2f4e-8d8e-4a59-9a43-1c2d3e4f5a6b.webp';
      await writeFile(path.join(stored, name), Buffer.from('RIFF0000WEBP'));
      const file = await web.app.inject({ method: 'GET', url: `/uploads/2026/11/${name}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    } finally {
      await web.close();
    }
  });
});
