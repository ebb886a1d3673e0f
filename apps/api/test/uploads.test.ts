import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { UploadResult } from '@showroom/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart as formOf } from './fuzz/multipart';
import { createTestApp, dataOf, type TestApp } from './helpers';
import { multipart, photo } from './upload-forms';

const MAX_BYTES = 300_000;

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
