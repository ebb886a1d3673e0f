import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const login = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/login', payload: payload as object });

const createBrand = (payload: Record<string, unknown>) =>
  t.as('SA', { method: 'POST', url: '/api/v1/brand', payload });

const fieldErrorsOf = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { code: string; details: { fieldErrors: unknown } };
  expect(body.code).toBe('VALIDATION_FAILED');
  return body.details.fieldErrors;
};

describe('field names that are also names of object properties', () => {
  const reserved = ['toString', 'constructor', 'valueOf', 'hasOwnProperty', '__proto__'];

  it.each(reserved)('names the unknown body field %s', async (name) => {
    // Written as text: an object literal would treat `__proto__` as its prototype.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"emailOrPhone":"a@showroom.test","password":"whatever1","${name}":1}`,
    });
    if (name === '__proto__') {
      // The JSON parser refuses a prototype key outright.
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'MALFORMED_REQUEST' });
      return;
    }
    expect(fieldErrorsOf(response)).toEqual({ [name]: ['Unknown field'] });
  });

  it('names every unknown query field, __proto__ included', async () => {
    const response = await t.as('SA', {
      method: 'GET',
      url: '/api/v1/brand/admin?__proto__=1&toString=2&constructor=3&valueOf=4&hasOwnProperty=5',
    });
    const fieldErrors = fieldErrorsOf(response) as Record<string, string[]>;
    expect(Object.keys(fieldErrors).sort()).toEqual(
      ['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'valueOf'].sort(),
    );
    expect(Object.values(fieldErrors)).toEqual(Array(5).fill(['Unknown field']));
  });

  it('keeps two messages for one reserved name in one list', async () => {
    const response = await login({ emailOrPhone: '', password: '', toString: 'x' });
    expect(fieldErrorsOf(response)).toEqual({
      emailOrPhone: ['Required'],
      password: ['Required'],
      toString: ['Unknown field'],
    });
  });
});

describe('NUL characters in text', () => {
  const NUL = '\u0000';

  it('refuses one in the sign-in form, naming the field', async () => {
    const response = await login({ emailOrPhone: `root${NUL}@showroom.test`, password: 'x' });
    expect(fieldErrorsOf(response)).toEqual({
      emailOrPhone: ['Must not contain a NUL character'],
    });
  });

  it('refuses one in the public contact form, and stores nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contactUs/queries',
      payload: {
        subjectId: 1,
        name: `Sam${NUL}`,
        email: 'sam@showroom.test',
        message: `Hello${NUL}there`,
      },
    });
    expect(fieldErrorsOf(response)).toEqual({
      name: ['Must not contain a NUL character'],
      message: ['Must not contain a NUL character'],
    });
    const list = await t.as('SA', { method: 'GET', url: '/api/v1/contactUs/queries/' });
    expect(dataOf<{ count: number }>(list).count).toBe(0);
  });

  it('names nested fields, array items and keys', async () => {
    const response = await t.as('SA', {
      method: 'POST',
      url: '/api/v1/brand',
      payload: { nameEn: 'Kia', extra: { list: ['ok', `b${NUL}d`] }, [`k${NUL}`]: 1 },
    });
    expect(fieldErrorsOf(response)).toEqual({
      'extra.list.1': ['Must not contain a NUL character'],
      'k\\u0000': ['Must not contain a NUL character'],
    });
  });

  it('refuses one in a query string and in a path', async () => {
    const query = await t.as('SA', { method: 'GET', url: '/api/v1/brand/admin?search=a%00b' });
    expect(fieldErrorsOf(query)).toEqual({ search: ['Must not contain a NUL character'] });
    const path = await t.as('SA', { method: 'GET', url: '/api/v1/brand/1%00' });
    expect(fieldErrorsOf(path)).toEqual({ id: ['Must not contain a NUL character'] });
  });
});

describe('lone surrogates in text', () => {
  const lone = 'Must not contain a lone UTF-16 surrogate (half of a character)';

  it('refuses one in a field, naming it with its own message, and stores nothing', async () => {
    // As a client sends it: JSON's escape of half a character, which JSON.parse keeps.
    const response = await t.as('SA', {
      method: 'POST',
      url: '/api/v1/brand',
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      payload: '{"nameEn":"Lone\\ud800 Motors","nameAr":"كيا"}',
    });
    expect(fieldErrorsOf(response)).toEqual({
      nameEn: ['يجب ألا يحتوي على بديل UTF-16 منفرد (نصف محرف)'],
    });
    const list = await t.as('SA', { method: 'GET', url: '/api/v1/brand/admin?search=Motors' });
    expect(dataOf<{ count: number }>(list).count).toBe(0);
  });

  it('names nested fields and keys, beside a NUL found in the same walk', async () => {
    const response = await createBrand({
      nameEn: 'Kia',
      extra: { list: ['ok', 'b\udc00d'], other: 'n\u0000l' },
      ['k\ud83d']: 1,
    });
    expect(fieldErrorsOf(response)).toEqual({
      'extra.list.1': [lone],
      'extra.other': ['Must not contain a NUL character'],
      'k\\ud83d': [lone],
    });
  });

  it('takes a character written as a surrogate pair', async () => {
    const created = dataOf<{ nameEn: string }>(
      await createBrand({ nameEn: 'Race \ud83d\ude97 Cars' }),
    );
    expect(created.nameEn).toBe('Race 🚗 Cars');
  });
});

describe('ids', () => {
  it.each(['0x1', '+1', '01', '%201', '1e0', '1.0', 'abc', '-1%20'])(
    'refuses %s in a path',
    async (id) => {
      const response = await t.as('SA', { method: 'GET', url: `/api/v1/brand/${id}` });
      expect(fieldErrorsOf(response)).toEqual({ id: ['Must be a number'] });
    },
  );

  it('refuses 0 and ids beyond 2^31-1 in a path as field errors', async () => {
    const zero = await t.as('SA', { method: 'GET', url: '/api/v1/brand/0' });
    expect(fieldErrorsOf(zero)).toEqual({ id: ['Must be a positive id'] });
    for (const id of ['2147483648', '9'.repeat(60)]) {
      const response = await t.as('SA', { method: 'GET', url: `/api/v1/brand/${id}` });
      expect(fieldErrorsOf(response)).toEqual({ id: ['Is too large'] });
    }
    const largest = await t.as('SA', { method: 'GET', url: '/api/v1/brand/2147483647' });
    expect(largest.statusCode).toBe(404);
    // Past the router's limit on a path part's length: still the envelope.
    const endless = await t.as('SA', { method: 'GET', url: `/api/v1/brand/${'9'.repeat(400)}` });
    expect(endless.statusCode).toBe(414);
    expect(endless.json()).toMatchObject({ statusCode: 414, code: 'MALFORMED_REQUEST' });
  });

  it('reads canonical digits in a query and refuses other spellings', async () => {
    expect(
      (await t.as('SA', { method: 'GET', url: '/api/v1/brand/admin?countryId=1' })).statusCode,
    ).toBe(200);
    for (const value of ['0x1', '%2B1', '01', '1e0', 'true', '']) {
      const response = await t.as('SA', {
        method: 'GET',
        url: `/api/v1/brand/admin?countryId=${value}`,
      });
      expect(fieldErrorsOf(response)).toEqual({ countryId: ['Must be a number'] });
    }
  });

  it('reads paging numbers strictly', async () => {
    const response = await t.as('SA', {
      method: 'GET',
      url: '/api/v1/brand/admin?offset=1e3&limit=0x10',
    });
    expect(fieldErrorsOf(response)).toEqual({
      offset: ['Must be a number'],
      limit: ['Must be a number'],
    });
    const cars = await t.as('SA', {
      method: 'GET',
      url: '/api/v1/cars/?yearFrom=0x7d0&priceTo=1e9&userId=%2B3',
    });
    expect(fieldErrorsOf(cars)).toEqual({
      yearFrom: ['Must be a number'],
      priceTo: ['Must be a number'],
      userId: ['Must be a number'],
    });
  });

  it('takes only JSON integers in a body', async () => {
    const cases: [unknown, string][] = [
      [true, 'Must be a number'],
      ['1', 'Must be a number'],
      ['0x1', 'Must be a number'],
      [1.5, 'Must be a whole number'],
      [0, 'Must be a positive id'],
      [2_147_483_648, 'Is too large'],
    ];
    for (const [countryId, message] of cases) {
      const response = await createBrand({ nameEn: 'Strict Motors', countryId });
      expect(fieldErrorsOf(response)).toEqual({ countryId: [message] });
    }
  });
});

describe('file URLs', () => {
  it.each([
    '/uploads/../../etc/passwd',
    '/uploads/2026/../../secret',
    '/uploads/%2e%2e/%2e%2e/secret',
    '/uploads/..%2f..%2fsecret',
    '/uploads/a\\b.png',
    '/uploads/',
    '/etc/passwd',
    '//evil.test/a.png',
    'https://cdn.showroom.test/a/../b.png',
    'https://cdn.showroom.test/%2E%2E/b.png',
    'https://cdn.showroom.test\\@evil.test/a.png',
    'https://user:pass@cdn.showroom.test/a.png',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'https:///a.png',
  ])('refuses %s', async (logoUrl) => {
    const response = await createBrand({ nameEn: 'Path Motors', logoUrl });
    expect(fieldErrorsOf(response)).toEqual({
      logoUrl: ['Must be an uploaded file or an http(s) URL'],
    });
  });

  it.each([
    '/uploads/2026/11/0b5c2f4e-8d8e-4a59-9a43-1c2d3e4f5a6b.webp',
    '/uploads/demo/banner-1.webp',
    'https://cdn.showroom.test/brands/kia.png?v=2',
  ])('takes %s', async (logoUrl) => {
    const response = await createBrand({
      nameEn: `Fine Motors ${Math.random().toString(36).slice(2, 8)}`,
      logoUrl,
    });
    expect(dataOf<{ logoUrl: string }>(response).logoUrl).toBe(logoUrl);
  });
});

describe('nesting depth', () => {
  // As deep as the body limit allows. No schema takes free-form JSON, so each value is refused
  // at the first level its field does not expect, and no code walks a body recursively.
  const bodyLimit = () => t.app.initialConfig.bodyLimit!;
  const deepList = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const post = (url: string, payload: string) =>
    t.as('SA', { method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

  it('refuses a body nested as deep as the size limit allows, naming the field', async () => {
    const list = deepList(bodyLimit() / 2 - 100);
    expect(fieldErrorsOf(await post('/api/v1/brand', list))).toEqual({ body: ['Is not valid'] });
    const object = deepObject(Math.floor(bodyLimit() / 6) - 100);
    expect(fieldErrorsOf(await post('/api/v1/brand', object))).toEqual({
      nameEn: ['Required'],
      a: ['Unknown field'],
    });
  });

  it('refuses deep nesting inside a field, an unknown one and a list', async () => {
    const depth = 100_000;
    const unknown = await post('/api/v1/brand', `{"nameEn":"Kia","extra":${deepObject(depth)}}`);
    expect(fieldErrorsOf(unknown)).toEqual({ extra: ['Unknown field'] });
    const role = await post(
      '/api/v1/role',
      `{"name":"Deep","level":"EDITOR","permissions":{"cars":${deepList(depth)}}}`,
    );
    expect(fieldErrorsOf(role)).toEqual({
      'permissions.cars.0': ['Must be one of: read, create, update, delete'],
    });
  });
});

describe('search text', () => {
  it.each(['/api/v1/brand/admin', '/api/v1/countries'])(
    'takes 100 characters in %s and refuses 101, naming the field',
    async (url) => {
      dataOf(await t.as('SA', { method: 'GET', url: `${url}?search=${'x'.repeat(100)}` }));
      const long = await t.as('SA', { method: 'GET', url: `${url}?search=${'x'.repeat(101)}` });
      expect(fieldErrorsOf(long)).toEqual({ search: ['Must be at most 100 characters'] });
    },
  );
});

describe('a query parameter given more than once', () => {
  it.each([
    '/api/v1/cars?offset=1&offset=2',
    '/api/v1/cars?page=1&page=2',
    '/api/v1/brand/admin?search=a&search=b',
    '/api/v1/countries?sortDirection=ASC&sortDirection=ASC',
    '/api/v1/audit-log?resource=brands&resource=cars',
    '/api/v1/admin/search?q=toyota&q=bmw',
  ])('is refused on its name, said to be given once, in %s', async (url) => {
    const name = /[?&]([^=]+)=/.exec(url)![1]!;
    expect(fieldErrorsOf(await t.as('SA', { method: 'GET', url }))).toEqual({
      [name]: ['Give this only once'],
    });
  });

  it('names each one repeated, in Arabic when asked, beside the others refused', async () => {
    const response = await t.as('SA', {
      method: 'GET',
      url: '/api/v1/cars?limit=1&limit=2&offset=3&offset=4&search=a',
      headers: { 'accept-language': 'ar' },
    });
    expect(fieldErrorsOf(response)).toEqual({
      limit: ['أرسل هذه القيمة مرة واحدة فقط'],
      offset: ['أرسل هذه القيمة مرة واحدة فقط'],
    });
  });

  it('is read as usual given once', async () => {
    dataOf(await t.as('SA', { method: 'GET', url: '/api/v1/cars?offset=0&limit=5&search=a' }));
  });
});
