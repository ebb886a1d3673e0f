import { randomUUID } from 'node:crypto';
import { API_BASE, listPathOf, resourcePaths } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ADMIN_EMAIL, createTestApp, PASSWORD, type TestApp } from './helpers';

// The API writes its answers with fast-json-stringify, compiled from each route's zod
// response schema (lib/response-serializer.ts). It replaced fastify-type-provider-zod's
// serializer, which encoded every answer with zod and wrote it with JSON.stringify; these
// tests hold the new one to the same bytes, answer by answer, on the demo data.

let t: TestApp;
let app: FastifyInstance;
let token: string;
/** What the zod serializer would have written, by request id. */
const zodAnswers = new Map<string, string>();

/** The last hook before serialisation: keeps what the zod serializer writes of the payload. */
function recordZodAnswers(built: FastifyInstance) {
  built.addHook('preSerialization', async (request, reply, payload) => {
    const schemas = request.routeOptions.schema?.response as Record<number, z.ZodType> | undefined;
    const schema = schemas?.[reply.statusCode];
    if (schema) {
      const serialize = zodSerializerCompiler({
        schema,
        method: request.method,
        url: request.routeOptions.url ?? request.url,
        httpStatus: String(reply.statusCode),
      });
      zodAnswers.set(request.id, serialize(payload));
    }
    return payload;
  });
}

beforeAll(async () => {
  t = await createTestApp({ demo: true, beforeReady: recordZodAnswers });
  app = t.app;
  token = (await t.signIn('SA')).accessToken;
}, 60_000);

afterAll(() => t.close());

/** Sends a request as the super admin and expects the answer the zod serializer wrote. */
async function expectSameAnswer(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  const id = randomUUID();
  const response = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', 'x-request-id': id },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  const expected = zodAnswers.get(id);
  expect(expected, `${method} ${url} went through a response schema`).toBeDefined();
  expect(response.body).toBe(expected);
  return response.json<{ data: unknown }>().data;
}

/** The query a route cannot answer without: a list's saved views, the palette's words. */
const requiredQuery: Record<string, string> = {
  [`${API_BASE}/views`]: '?list=cars',
  [`${API_BASE}/admin/search`]: '?q=toyota',
};

/** Every GET route with no path parameters, with the query it needs. */
function getRoutes() {
  const routes = app.declaredRoutes
    .filter((route) => route.method === 'GET')
    .map((route) => route.url)
    // The live events stream and uploaded files are not JSON answers.
    .filter((url) => !url.endsWith('/events') && !url.startsWith('/uploads'));
  return routes.filter((url) => !url.includes(':')).map((url) => url + (requiredQuery[url] ?? ''));
}

describe('answers written from the compiled response schemas', () => {
  it('writes every list and read-only answer byte for byte as the zod serializer did', async () => {
    const lists = getRoutes();
    expect(lists.length).toBeGreaterThan(20);
    for (const url of lists) await expectSameAnswer('GET', url);
  });

  it('writes lists in the trash, searched, sorted and sliced the same way', async () => {
    for (const query of [
      'deleted=true',
      'search=a',
      'sortDirection=ASC&offset=1&limit=3',
      'search=%22%5C%F0%9F%9A%97',
    ]) {
      for (const route of getRoutes().filter((u) => u.startsWith(`${API_BASE}/`))) {
        const url = `${route}${route.includes('?') ? '&' : '?'}${query}`;
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${token}` },
        });
        // Lists only: other routes refuse these query fields, which is not what is tested here.
        if (response.statusCode === 200) await expectSameAnswer('GET', url);
      }
    }
  });

  it('writes each record read the same way', async () => {
    for (const paths of Object.values(resourcePaths)) {
      const data = await expectSameAnswer('GET', `${API_BASE}${listPathOf(paths)}`);
      const rows = (Array.isArray(data) ? data : (data as { rows: unknown[] }).rows) as {
        id: number;
      }[];
      expect(rows.length, `the demo data has ${paths.root}`).toBeGreaterThan(0);
      for (const row of rows.slice(0, 3))
        await expectSameAnswer('GET', `${API_BASE}${paths.root}/${row.id}`);
    }
  });

  it('writes the answers of a sign-in, a create and a change the same way', async () => {
    await expectSameAnswer('POST', `${API_BASE}/admin/login`, {
      emailOrPhone: ADMIN_EMAIL,
      password: PASSWORD,
    });
    const brand = (await expectSameAnswer('POST', `${API_BASE}/brand`, {
      nameEn: 'Serializer "quoted" \\ brand',
      nameAr: 'علامة',
    })) as { id: number; version: number };
    await expectSameAnswer('PATCH', `${API_BASE}/brand/${brand.id}`, {
      version: brand.version,
      nameEn: 'Line\nbreak \u2028 and emoji 🚗',
    });
  });
});
