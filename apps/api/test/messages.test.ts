import { errorCodes, type Brand, type ErrorCode, type ErrorEnvelope } from '@showroom/contract';
import { messageCatalogue } from '@showroom/contract/catalogue';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp } from './helpers';

let t: TestApp;
let brand: Brand;
beforeAll(async () => {
  t = await createTestApp();
  brand = dataOf<Brand>(
    await t.as('SA', { method: 'POST', url: '/api/v1/brand', payload: { nameEn: 'Toyota' } }),
  );
});
afterAll(async () => t.close());

const arabic = /[\u0600-\u06FF]/;
const inArabic = (options: InjectOptions): InjectOptions => ({
  ...options,
  headers: { ...options.headers, 'accept-language': 'ar' },
});

/** Every error code an Arabic request has been answered with in this file. */
const walked = new Set<ErrorCode>();

/** The envelope of an error, checked to be worded in Arabic with a stable key. */
function arabicError(response: LightMyRequestResponse, code: ErrorCode) {
  const body = response.json<ErrorEnvelope>();
  expect(body.code).toBe(code);
  walked.add(code);
  expect(body.message).toMatch(arabic);
  expect(body.key && Object.hasOwn(messageCatalogue.en, body.key)).toBe(true);
  for (const messages of Object.values(body.details?.fieldErrors ?? {})) {
    for (const message of messages) expect(message).toMatch(arabic);
  }
  return body;
}

describe('an Arabic request', () => {
  it('gets Arabic field errors from the contract’s checks, keyed', async () => {
    const body = arabicError(
      await t.as(
        'SA',
        inArabic({
          method: 'POST',
          url: '/api/v1/brand',
          payload: { nameEn: '', nameAr: 'Toyota', extra: 1 },
        }),
      ),
      'VALIDATION_FAILED',
    );
    expect(body.key).toBe('errors.validation');
    expect(body.details?.fieldErrors).toMatchObject({
      nameEn: ['هذا الحقل مطلوب'],
      nameAr: ['يجب أن يُكتب باللغة العربية'],
      extra: ['حقل غير معروف'],
    });
  });

  it('gets Arabic for a query that is not valid', async () => {
    const body = arabicError(
      await t.as('SA', inArabic({ method: 'GET', url: '/api/v1/brand/admin?limit=500' })),
      'VALIDATION_FAILED',
    );
    expect(body.details?.fieldErrors?.limit).toEqual(['يجب ألا تزيد القيمة على 100']);
  });

  it('gets Arabic for the audit log’s own filters', async () => {
    const refusalOf = async (query: string) =>
      arabicError(
        await t.as('SA', inArabic({ method: 'GET', url: `/api/v1/audit-log?${query}` })),
        'VALIDATION_FAILED',
      ).details?.fieldErrors;
    expect(await refusalOf(`action=${'x'.repeat(61)}&from=yesterday&actorId=1`)).toMatchObject({
      action: ['يجب ألا يزيد عدد الأحرف على 60'],
      from: [expect.stringMatching(arabic)],
    });
    expect((await refusalOf('from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z'))?.to).toEqual([
      expect.stringMatching(arabic),
    ]);
  });

  it('gets Arabic for every other failure the API answers with', async () => {
    const walk: [InjectOptions, ErrorCode, 'SA' | 'GUEST' | null][] = [
      [{ method: 'GET', url: '/api/v1/no-such-route' }, 'NOT_FOUND', 'SA'],
      [{ method: 'GET', url: '/api/v1/brand/999999' }, 'NOT_FOUND', 'SA'],
      [{ method: 'PUT', url: `/api/v1/brand/${brand.id}` }, 'METHOD_NOT_ALLOWED', 'SA'],
      [{ method: 'GET', url: '/api/v1/brand/admin' }, 'UNAUTHENTICATED', null],
      [{ method: 'GET', url: '/api/v1/role/admin' }, 'FORBIDDEN', 'GUEST'],
      [{ method: 'POST', url: '/api/v1/brand', payload: { nameEn: 'Toyota' } }, 'CONFLICT', 'SA'],
      [
        {
          method: 'PATCH',
          url: `/api/v1/brand/${brand.id}`,
          payload: { nameEn: 'X', version: 99 },
        },
        'STALE_VERSION',
        'SA',
      ],
      [{ method: 'POST', url: `/api/v1/brand/${brand.id}/restore` }, 'CONFLICT', 'SA'],
      [
        {
          method: 'POST',
          url: '/api/v1/brand',
          payload: '{"nameEn": ',
          headers: { 'content-type': 'application/json' },
        },
        'MALFORMED_REQUEST',
        'SA',
      ],
      [
        {
          method: 'POST',
          url: '/api/v1/admin/login',
          payload: { emailOrPhone: 'a@b.c', password: 'wrong' },
        },
        'UNAUTHENTICATED',
        null,
      ],
      [
        {
          method: 'POST',
          url: '/api/v1/brand',
          payload: `{"nameEn":"${'a'.repeat(1024 * 1024)}"}`,
          headers: { 'content-type': 'application/json' },
        },
        'PAYLOAD_TOO_LARGE',
        'SA',
      ],
      [
        {
          method: 'POST',
          url: '/api/v1/brand',
          payload: '<brand/>',
          headers: { 'content-type': 'application/xml' },
        },
        'UNSUPPORTED_MEDIA_TYPE',
        'SA',
      ],
    ];
    for (const [options, code, level] of walk) {
      arabicError(await t.as(level, inArabic(options)), code);
    }
  });

  it('gets the same key in English, so clients can rely on it', async () => {
    const [english, arabicAnswer] = await Promise.all([
      t.as('SA', { method: 'GET', url: '/api/v1/brand/999999' }),
      t.as('SA', inArabic({ method: 'GET', url: '/api/v1/brand/999999' })),
    ]);
    expect(english.json()).toMatchObject({
      message: 'Brand not found',
      key: 'records.brand.notFound',
    });
    expect(arabicAnswer.json()).toMatchObject({
      message: 'العلامة التجارية غير موجودة',
      key: 'records.brand.notFound',
    });
  });

  it('gets a worded success message', async () => {
    const answer = await t.as(
      null,
      inArabic({
        method: 'POST',
        url: '/api/v1/admin/forgot-password',
        payload: { email: 'nobody@example.com' },
      }),
    );
    expect(answer.json()).toMatchObject({ statusCode: 200 });
    expect(answer.json().message).toMatch(arabic);
  });

  it('gets a whole transition sentence, statuses worded too', async () => {
    const { admin } = await t.signIn('EDITOR');
    const body = arabicError(
      await t.as('SA', inArabic({ method: 'POST', url: `/api/v1/auth/users/${admin.id}/unblock` })),
      'INVALID_TRANSITION',
    );
    expect(body).toMatchObject({
      key: 'records.user.cannotMove',
      message: 'لا يمكن نقل المستخدم من الحالة «نشط» إلى «نشط»؛ المسموح به من «نشط»: محظور',
      details: { from: 'active', to: 'active', allowed: ['blocked'] },
    });
  });

  it('gets Arabic when sign-in attempts are over the limit', async () => {
    const attempt = () =>
      t.as(
        null,
        inArabic({
          method: 'POST',
          url: '/api/v1/admin/login',
          payload: { emailOrPhone: 'limited@showroom.test', password: 'wrong password' },
        }),
      );
    let answer = await attempt();
    for (let tries = 1; answer.statusCode !== 429 && tries < 20; tries += 1)
      answer = await attempt();
    arabicError(answer, 'RATE_LIMITED');
  });

  it('gets Arabic when the database is gone, for a failing request and for readiness', async () => {
    const broken = await createTestApp();
    try {
      await broken.database.close();
      arabicError(
        await broken.app.inject(
          inArabic({
            method: 'POST',
            url: '/api/v1/admin/login',
            payload: { emailOrPhone: 'someone@showroom.test', password: 'whatever1' },
          }),
        ),
        'INTERNAL',
      );
      arabicError(
        await broken.app.inject(inArabic({ method: 'GET', url: '/api/v1/health/ready' })),
        'SERVICE_UNAVAILABLE',
      );
    } finally {
      await broken.close();
    }
  });

  it('has walked every error code the API answers with', () => {
    expect([...walked].sort()).toEqual([...errorCodes].sort());
  });
});
