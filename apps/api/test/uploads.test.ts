import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { UploadResult } from '@showroom/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../src/modules/uploads/storage';
import { multipart as formOf } from './fuzz/multipart';
import { createTestApp, dataOf, type TestApp } from './helpers';

const MAX_BYTES = 300_000;

function multipart(file: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = `----showroom${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Owner', Artist: 'Someone' } })
    .toBuffer();

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_MAX_BYTES: String(MAX_BYTES) } });
});
afterAll(async () => t.close());

const upload = (
  body: { payload: Buffer; headers: Record<string, string> },
  level: 'SA' | 'EDITOR' | 'GUEST' | null = 'EDITOR',
) => t.as(level, { method: 'POST', url: '/api/v1/upload/', ...body });

describe('uploading an image', () => {
  it('re-encodes a large JPEG within 2560 px, drops its EXIF, and adds a thumbnail', async () => {
    const response = await upload(multipart(await photo(3000, 1500), 'car.jpg', 'image/jpeg'));
    const result = dataOf<UploadResult>(response);
    expect(result).toMatchObject({ width: 2560, height: 1280, contentType: 'image/jpeg' });
    expect(result.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);

    const served = await t.app.inject({ method: 'GET', url: result.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.width).toBe(2560);

    const thumbnail = await t.app.inject({ method: 'GET', url: result.thumbnailUrl });
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(400);
  });

  it('judges the type by content, not by the name or the declared type', async () => {
    const png = await sharp({
      create: { width: 20, height: 10, channels: 4, background: '#00ff0080' },
    })
      .png()
      .toBuffer();
    const result = dataOf<UploadResult>(await upload(multipart(png, 'logo.jpg', 'image/jpeg')));
    expect(result.contentType).toBe('image/png');
    expect(result.url).toMatch(/\.png$/);
  });

  it('refuses a file that is not an image, even when named like one, and keeps nothing', async () => {
    const before = await filesUnder(t.config.uploadsDir);
    const response = await upload(
      multipart(Buffer.from('%PDF-1.7 not a picture'), 'car.jpg', 'image/jpeg'),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Only JPEG, PNG, WebP and AVIF images are accepted',
      details: { fieldErrors: { file: ['Only JPEG, PNG, WebP and AVIF images are accepted'] } },
    });
    expect(await filesUnder(t.config.uploadsDir)).toEqual(before);
  });

  it('refuses a damaged image and keeps nothing', async () => {
    const before = await filesUnder(t.config.uploadsDir);
    const broken = (await photo(400, 300)).subarray(0, 300);
    const response = await upload(multipart(broken, 'broken.jpg', 'image/jpeg'));
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('The image is damaged or cannot be read');
    expect(await filesUnder(t.config.uploadsDir)).toEqual(before);
  });

  it('refuses a file over the size limit with 413 and keeps nothing', async () => {
    const before = await filesUnder(t.config.uploadsDir);
    const noise = randomBytes(600 * 600 * 3);
    const big = await sharp(noise, { raw: { width: 600, height: 600, channels: 3 } })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(MAX_BYTES);
    const response = await upload(multipart(big, 'big.png', 'image/png'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(await filesUnder(t.config.uploadsDir)).toEqual(before);
  });

  it('refuses an image over 60 megapixels from its header, with 413, and keeps nothing', async () => {
    const before = await filesUnder(t.config.uploadsDir);
    const huge = await sharp({
      create: { width: 8000, height: 8000, channels: 3, background: '#336699' },
    })
      .webp({ quality: 10 })
      .toBuffer();
    expect(huge.length).toBeLessThan(MAX_BYTES);
    const response = await upload(multipart(huge, 'huge.webp', 'image/webp'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      key: 'uploads.tooManyPixels',
      message: 'The image is too large: at most 60 megapixels',
      details: { fieldErrors: { file: ['The image is too large: at most 60 megapixels'] } },
    });
    expect(await filesUnder(t.config.uploadsDir)).toEqual(before);
  });

  describe('a form beyond the limits', () => {
    const boundary = 'showroom-limits';
    const send = async (parts: Parameters<typeof formOf>[0]) =>
      upload({
        payload: formOf(parts, boundary),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    const image = async () => ({
      name: 'file',
      filename: 'a.jpg',
      type: 'image/jpeg',
      data: await photo(20, 20),
    });
    const fields = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ name: `note${i}`, data: 'x' }));

    it.each([
      [
        'a second file',
        async () => [await image(), await image()],
        'errors.oneFile',
        'Send one file at a time',
      ],
      [
        'more than 10 fields',
        async () => [...fields(11), await image()],
        'errors.tooManyFields',
        'The form has too many fields',
      ],
      [
        'more than 11 parts',
        async () => [await image(), ...fields(11)],
        'errors.tooManyParts',
        'The form has too many parts',
      ],
    ])('refuses %s with 413 and keeps nothing', async (_name, parts, key, message) => {
      const before = await filesUnder(t.config.uploadsDir);
      const response = await send(await parts());
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', key, message });
      expect(await filesUnder(t.config.uploadsDir)).toEqual(before);
    });

    it('takes an image with a few fields beside it, which it does not read', async () => {
      dataOf<UploadResult>(await send([...fields(5), await image(), ...fields(5)]));
    });
  });

  it('processes eight large images sent at once, each in its turn', async () => {
    const large = await sharp({
      create: { width: 7000, height: 5000, channels: 3, background: '#aa3311' },
    })
      .jpeg()
      .toBuffer();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => upload(multipart(large, 'large.jpg', 'image/jpeg'))),
    );
    const results = responses.map((r) => dataOf<UploadResult>(r));
    expect(results.map((r) => [r.width, r.height])).toEqual(Array(8).fill([2560, 1829]));
    expect(new Set(results.map((r) => r.url)).size).toBe(8);
  });

  describe('a malformed multipart body', () => {
    const boundary = '----showroom-broken';
    const raw = (body: string, contentType = `multipart/form-data; boundary=${boundary}`) =>
      t.as('EDITOR', {
        method: 'POST',
        url: '/api/v1/upload/',
        headers: { 'content-type': contentType },
        payload: body,
      });
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;

    it.each([
      ['cut off before its closing boundary', () => raw(`${head}\xff\xd8\xff`)],
      ['without a boundary parameter', () => raw('anything', 'multipart/form-data')],
      ['that is not multipart at all', () => raw('just some text, no parts')],
      ['whose part headers end early', () => raw(`--${boundary}\r\nContent-Disposition: form`)],
    ])('answers 400 MALFORMED_REQUEST for a body %s', async (_name, send) => {
      const before = await filesUnder(t.config.uploadsDir);
      const response = await send();
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'MALFORMED_REQUEST',
        key: 'errors.badForm',
        message: 'The form data is not valid',
      });
      expect(await filesUnder(t.config.uploadsDir)).toEqual(before);
    });
  });

  it('asks for the file in the "file" field', async () => {
    const response = await upload(multipart(await photo(10, 10), 'a.jpg', 'image/jpeg', 'picture'));
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({ file: ['Required'] });
  });

  it('refuses a JSON body', async () => {
    const response = await t.as('EDITOR', {
      method: 'POST',
      url: '/api/v1/upload/',
      payload: { file: 'x' },
    });
    expect(response.statusCode).toBe(415);
  });

  it('is closed to anonymous callers and to guests', async () => {
    const body = multipart(await photo(10, 10), 'a.jpg', 'image/jpeg');
    expect((await upload(body, null)).statusCode).toBe(401);
    expect((await upload(body, 'GUEST')).statusCode).toBe(403);
  });

  it('answers 404 for a file that is not there, and never leaves the uploads folder', async () => {
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/uploads/2026/01/00000000-0000-0000-0000-000000000000.jpg',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/uploads/..%2F..%2Fjwt-secret' })).statusCode,
    ).toBe(404);
  });
});

describe('uploading to S3-compatible storage', () => {
  type Received = { method: string; url: string; contentType: string | undefined; bytes: number };
  let server: Server;
  let received: Received[] = [];
  let failThumbnails = false;
  let s3: TestApp;

  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  beforeAll(async () => {
    // Stands in for the object store at the edge; it speaks just enough of S3.
    server = createServer((request, response) => {
      void readBody(request).then((body) => {
        received.push({
          method: request.method ?? '',
          url: request.url ?? '',
          contentType: request.headers['content-type'],
          bytes: body.length,
        });
        if (failThumbnails && request.method === 'PUT' && request.url?.includes('-thumb')) {
          response.writeHead(403, { 'content-type': 'application/xml' });
          response.end('<Error><Code>AccessDenied</Code><Message>no</Message></Error>');
          return;
        }
        response.writeHead(request.method === 'DELETE' ? 204 : 200, { etag: '"abc"' });
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    s3 = await createTestApp({
      deps: {
        storage: createS3Storage({
          bucket: 'showroom-media',
          region: 'us-east-1',
          endpoint: `http://127.0.0.1:${port}`,
          accessKeyId: 'test',
          secretAccessKey: 'test-secret',
          publicUrl: 'https://media.showroom.test',
          forcePathStyle: true,
        }),
      },
    });
  });
  afterAll(async () => {
    await s3.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('puts the image and its thumbnail in the bucket and answers their public URLs', async () => {
    received = [];
    const response = await s3.as('EDITOR', {
      method: 'POST',
      url: '/api/v1/upload/',
      ...multipart(await photo(50, 40), 'a.jpg', 'image/jpeg'),
    });
    const result = dataOf<UploadResult>(response);
    expect(result.url).toMatch(
      /^https:\/\/media\.showroom\.test\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/,
    );
    const puts = received.filter((r) => r.method === 'PUT');
    expect(puts.map((p) => p.url.split('?')[0])).toEqual([
      `/showroom-media/${result.url.replace('https://media.showroom.test/', '')}`,
      `/showroom-media/${result.thumbnailUrl.replace('https://media.showroom.test/', '')}`,
    ]);
    expect(puts.map((p) => p.contentType)).toEqual(['image/jpeg', 'image/webp']);
  });

  it('removes the stored image when its thumbnail cannot be stored', async () => {
    received = [];
    failThumbnails = true;
    const response = await s3.as('EDITOR', {
      method: 'POST',
      url: '/api/v1/upload/',
      ...multipart(await photo(50, 40), 'a.jpg', 'image/jpeg'),
    });
    failThumbnails = false;
    expect(response.statusCode).toBe(500);
    const firstPut = received.find((r) => r.method === 'PUT');
    const deleted = received.filter((r) => r.method === 'DELETE').map((r) => r.url.split('?')[0]);
    expect(deleted).toEqual([firstPut?.url.split('?')[0]]);
  });
});
