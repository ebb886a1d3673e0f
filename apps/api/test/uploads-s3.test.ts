import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Banner, UploadResult } from '@showroom/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../src/modules/uploads';
import { createS3Storage } from '../src/lib/file-storage';
import { createTestApp, dataOf, useS3Server, type TestApp } from './helpers';
import { multipart, photo } from './upload-forms';

const s3 = useS3Server();
let t: TestApp;
let client: S3Client;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp({ env: s3().env });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${String((t.app.server.address() as AddressInfo).port)}`;
  const { env } = s3();
  client = new S3Client({
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  });
});
afterAll(async () => {
  client.destroy();
  await t.close();
});

/** Sends the form over HTTP to the listening app, as an editor. */
async function upload(form: { payload: Buffer; headers: Record<string, string> }) {
  const { accessToken } = await t.signIn('EDITOR');
  return fetch(`${baseUrl}/api/v1/upload/`, {
    method: 'POST',
    headers: { ...form.headers, authorization: `Bearer ${accessToken}` },
    body: new Uint8Array(form.payload),
  });
}

async function uploaded(form: Parameters<typeof upload>[0]) {
  const response = await upload(form);
  const body = (await response.json()) as { data: UploadResult };
  expect(response.status).toBe(200);
  return body.data;
}

/** The object key behind a URL the upload answered. */
const keyOf = (url: string) => url.slice(`${s3().endpoint}/${s3().bucket}/`.length);

async function keysIn(storage: FileStorage) {
  const keys: string[] = [];
  for await (const key of storage.keys()) keys.push(key);
  return keys.sort();
}

describe('uploading to an S3 bucket', () => {
  it('stores the image and its thumbnail in the bucket, each with its content type', async () => {
    const before = await keysIn(t.app.storage);
    const result = await uploaded(multipart(await photo(3000, 1500), 'car.jpg', 'image/jpeg'));
    expect(result).toMatchObject({ width: 2560, height: 1280, contentType: 'image/jpeg' });
    expect(result.url).toMatch(
      new RegExp(`^${s3().endpoint}/${s3().bucket}/\\d{4}/\\d{2}/[0-9a-f-]{36}\\.jpg$`),
    );
    expect(result.thumbnailUrl).toBe(result.url.replace(/\.jpg$/, '-thumb.webp'));

    const object = await client.send(
      new HeadObjectCommand({ Bucket: s3().bucket, Key: keyOf(result.url) }),
    );
    expect(object).toMatchObject({
      ContentType: 'image/jpeg',
      ContentLength: result.bytes,
      CacheControl: 'public, max-age=31536000, immutable',
    });
    const thumbnail = await client.send(
      new HeadObjectCommand({ Bucket: s3().bucket, Key: keyOf(result.thumbnailUrl) }),
    );
    expect(thumbnail.ContentType).toBe('image/webp');
    // Made once, at upload: these two objects and nothing else.
    expect(await keysIn(t.app.storage)).toEqual(
      [...before, keyOf(result.url), keyOf(result.thumbnailUrl)].sort(),
    );
  });

  it('answers URLs the bucket serves: the re-encoded image and its thumbnail', async () => {
    const result = await uploaded(multipart(await photo(900, 600), 'car.jpg', 'image/jpeg'));
    const served = await fetch(result.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.length).toBe(result.bytes);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 900, height: 600 });
    expect(metadata.exif).toBeUndefined();

    const thumbnail = await fetch(result.thumbnailUrl);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    const small = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect([small.format, small.width]).toEqual(['webp', 400]);
  });

  it('lets the web app show the bucket’s images (its content security policy names it)', async () => {
    const page = await fetch(`${baseUrl}/api/v1/health`);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy.split(';').find((d) => d.trim().startsWith('img-src'))).toContain(s3().endpoint);
  });

  it.each([
    ['a file that is not an image', () => Buffer.from('%PDF-1.7 not a picture'), 415],
    ['a damaged image', async () => (await photo(400, 300)).subarray(0, 300), 415],
  ])('refuses %s and puts nothing in the bucket', async (_name, file, status) => {
    const before = await keysIn(t.app.storage);
    const response = await upload(multipart(await file(), 'car.jpg', 'image/jpeg'));
    expect(response.status).toBe(status);
    expect(await keysIn(t.app.storage)).toEqual(before);
  });

  it('keeps a banner’s pictures when it is changed, trashed and restored, as on local disk', async () => {
    const first = await uploaded(multipart(await photo(600, 200), 'a.jpg', 'image/jpeg'));
    const second = await uploaded(multipart(await photo(600, 200), 'b.jpg', 'image/jpeg'));
    const banner = dataOf<Banner>(
      await t.as('SA', {
        method: 'POST',
        url: '/api/v1/slides',
        payload: { titleEn: 'Bucket sale', imageUrl: first.url },
      }),
    );
    expect(banner.imageUrl).toBe(first.url);
    const changed = dataOf<Banner>(
      await t.as('SA', {
        method: 'PATCH',
        url: `/api/v1/slides/${String(banner.id)}`,
        payload: { imageUrl: second.url, version: banner.version },
      }),
    );
    expect(changed.imageUrl).toBe(second.url);
    dataOf(await t.as('SA', { method: 'DELETE', url: `/api/v1/slides/${String(banner.id)}` }));
    dataOf(
      await t.as('SA', { method: 'POST', url: `/api/v1/slides/${String(banner.id)}/restore` }),
    );
    // Names are never reused and a trashed record can come back: no picture is removed.
    for (const url of [first.url, second.url, first.thumbnailUrl, second.thumbnailUrl]) {
      expect((await fetch(url)).status).toBe(200);
    }
  });
});

const ready = (app: TestApp) => app.app.inject({ method: 'GET', url: '/api/v1/health/ready' });

describe('readiness with an S3 bucket', () => {
  it('reports the bucket up by name', async () => {
    const data = dataOf<{ checks: { storage: unknown } }>(await ready(t));
    expect(data.checks.storage).toEqual({
      status: 'up',
      kind: 's3',
      detail: `the bucket "${s3().bucket}" answers`,
    });
  });

  it('answers 503 naming the storage while the S3 server is down, and 200 once it is back', async () => {
    await s3().stop();
    try {
      const response = await ready(t);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Not ready: storage down',
        details: {
          checks: {
            database: { status: 'up' },
            storage: {
              status: 'down',
              kind: 's3',
              detail: `the bucket "${s3().bucket}" cannot be used (ECONNREFUSED)`,
            },
          },
        },
      });
    } finally {
      await s3().start();
    }
    expect((await ready(t)).statusCode).toBe(200);
  });

  it('says the bucket does not exist when S3_BUCKET names one the server lacks', async () => {
    const missing = await createTestApp({ env: { ...s3().env, S3_BUCKET: 'no-such-bucket' } });
    try {
      const response = await ready(missing);
      expect(response.statusCode).toBe(503);
      expect(response.json().details.checks.storage).toEqual({
        status: 'down',
        kind: 's3',
        detail: 'the bucket "no-such-bucket" cannot be used (NoSuchBucket)',
      });
    } finally {
      await missing.close();
    }
  });
});

describe('an object store that fails part-way', () => {
  type Received = { method: string; url: string; contentType: string | undefined; bytes: number };
  let server: Server;
  let received: Received[] = [];
  let failThumbnails = false;
  let faked: TestApp;

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
    faked = await createTestApp({
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
    await faked.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('puts the image and its thumbnail in the bucket and answers their public URLs', async () => {
    received = [];
    const response = await faked.as('EDITOR', {
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
    const response = await faked.as('EDITOR', {
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
