import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

const script = `export const greeting = ${JSON.stringify('Showroom '.repeat(400))};\n`;

describe('compression', () => {
  let t: TestApp;

  beforeAll(async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'showroom-web-'));
    await mkdir(path.join(root, 'assets'), { recursive: true });
    await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Showroom</title>');
    const asset = path.join(root, 'assets', 'app-1234.js');
    await writeFile(asset, script);
    await writeFile(`${asset}.br`, brotliCompressSync(script));
    await writeFile(`${asset}.gz`, gzipSync(script));
    await writeFile(path.join(root, 'assets', 'photo-1234.png'), Buffer.from('not compressed'));
    t = await createTestApp({ env: { WEB_DIST_DIR: root } });
  });
  afterAll(async () => {
    await t.close();
  });

  const getAsset = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('serves the brotli copy of a built asset to a browser that accepts it', async () => {
    const answer = await getAsset('gzip, deflate, br, zstd');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(script);
  });

  it('sends an asset only the headers a script obeys, and the page all of its own', async () => {
    const asset = await getAsset('br');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    expect(asset.headers.etag).toBeUndefined();

    const page = await t.app.inject({ method: 'GET', url: '/dashboard/brands' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['strict-transport-security']).toMatch(/max-age=/);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await getAsset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const refused = await getAsset('br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(script);

    const plain = await getAsset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/javascript/);
    expect(plain.body).toBe(script);
  });

  it('sends files without a compressed copy as they are', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/assets/photo-1234.png',
      headers: { 'accept-encoding': 'br' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe('not compressed');
  });

  it('compresses API answers over 1 KB and leaves small ones alone', async () => {
    const large = await t.as('SA', {
      method: 'GET',
      url: '/api/v1/role/admin',
      headers: { 'accept-encoding': 'br' },
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers['cache-control']).toBe('no-store');
    const roles = JSON.parse(brotliDecompressSync(large.rawPayload).toString()) as {
      statusCode: number;
      data: unknown[];
    };
    expect(roles.statusCode).toBe(200);
    expect(roles.data.length).toBeGreaterThan(0);

    const small = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
