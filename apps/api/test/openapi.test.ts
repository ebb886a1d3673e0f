import { Validator } from '@seriousme/openapi-schema-validator';
import { API_BASE, errorCodes } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 as OpenApi } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { answerChecker, operationIn } from './openapi-answers';

// The OpenAPI description at /api/docs/json is what a generated client or a mock server
// works from: it must say who may call each operation, every answer it may give (errors
// included), and the bounds the server reads its input with. Every other test file holds
// each answer it receives to this description (test/helpers.ts); these check the
// description itself, and that the check of answers does fail.

const UNDESCRIBED = `${API_BASE}/test-only/undescribed`;
const HIJACKED = `${API_BASE}/test-only/hijacked`;

/** Routes that answer what they do not describe, to see the check refuse them. */
function addUndescribedRoutes(app: FastifyInstance) {
  app.get(
    UNDESCRIBED,
    { config: { permission: 'public' }, schema: { summary: 'Answers 418 it does not list' } },
    async (_request, reply) => reply.code(418).send({ statusCode: 418 }),
  );
  app.get(
    HIJACKED,
    { config: { permission: 'public' }, schema: { summary: 'Writes text/plain itself' } },
    async (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/plain' });
      reply.raw.end('hello');
    },
  );
}

let t: TestApp;
let document: OpenApi.Document;
beforeAll(async () => {
  t = await createTestApp({ beforeReady: addUndescribedRoutes });
  const response = await t.as(null, { method: 'GET', url: '/api/docs/json' });
  document = response.json<OpenApi.Document>();
});
afterAll(() => t.close());

type Described = { path: string; method: string; operation: OpenApi.OperationObject };
function operations(): Described[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {}).map(([method, operation]) => ({
      path,
      method,
      operation: operation as OpenApi.OperationObject,
    })),
  );
}
const operationOf = (method: string, path: string) => {
  const found = operationIn(document, path, method);
  if (!found) throw new Error(`${method} ${path} is not described`);
  return found;
};
const responsesOf = (method: string, path: string): OpenApi.ResponsesObject =>
  operationOf(method, path).responses ?? {};
const parameter = (operation: OpenApi.OperationObject, name: string) =>
  (operation.parameters as OpenApi.ParameterObject[]).find((p) => p.name === name)?.schema;

describe('the OpenAPI description', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lets anyone call the public operations, and asks a bearer token for every other', () => {
    const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const declared = t.app.declaredRoutes.filter(
      (route) => document.paths?.[openapiPath(route.url)],
    );
    expect(declared.length).toBeGreaterThan(100);
    for (const route of declared) {
      const { security } = operationOf(route.method.toLowerCase(), openapiPath(route.url));
      expect(security, `${route.method} ${route.url}`).toEqual(
        route.permission === 'public' ? [] : [{ bearer: [] }],
      );
    }
    expect(operationOf('post', `${API_BASE}/admin/login`).security).toEqual([]);
    expect(operationOf('get', `${API_BASE}/contactUs/subjects`).security).toEqual([]);
    expect(operationOf('get', `${API_BASE}/brand/admin`).security).toEqual([{ bearer: [] }]);
  });

  it('describes every error answer with the one error envelope', () => {
    const envelope = document.components?.schemas?.ErrorEnvelope as OpenApi.SchemaObject;
    expect(envelope.required).toEqual(['statusCode', 'message', 'code']);
    expect(Object.keys(envelope.properties ?? {})).toEqual([
      'statusCode',
      'message',
      'code',
      'key',
      'details',
    ]);
    expect((envelope.properties?.code as OpenApi.SchemaObject).enum).toEqual([...errorCodes]);
    for (const [name, response] of Object.entries(document.components?.responses ?? {})) {
      const { schema } = (response as OpenApi.ResponseObject).content!['application/json']!;
      expect(JSON.stringify(schema), name).toContain('"$ref":"#/components/schemas/ErrorEnvelope"');
    }
    for (const { path, method, operation } of operations()) {
      const statuses = Object.keys(operation.responses ?? {});
      for (const always of ['400', '500', '503'])
        expect(statuses, `${method} ${path}`).toContain(always);
      if (operation.security?.length)
        expect(statuses).toEqual(expect.arrayContaining(['401', '403']));
      if (path.includes('{')) expect(statuses).toEqual(expect.arrayContaining(['404']));
      if (operation.requestBody) expect(statuses).toEqual(expect.arrayContaining(['413', '415']));
    }
    expect(responsesOf('patch', `${API_BASE}/brand/{id}`)['409']).toEqual({
      $ref: '#/components/responses/Conflict',
    });
    expect(responsesOf('post', `${API_BASE}/admin/login`)['429']).toEqual({
      $ref: '#/components/responses/RateLimited',
    });
  });

  it('gives the bounds the server reads limit, offset and ids with', () => {
    const list = operationOf('get', `${API_BASE}/cars/`);
    expect(parameter(list, 'limit')).toEqual({ type: 'integer', minimum: 1, maximum: 100 });
    expect(parameter(list, 'offset')).toMatchObject({ type: 'integer', minimum: 0 });
    expect(parameter(list, 'search')).toEqual({ type: 'string', maxLength: 100 });
    expect(parameter(operationOf('get', `${API_BASE}/cars/{id}`), 'id')).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 2_147_483_647,
    });
    const banner = operationOf('post', `${API_BASE}/slides`)
      .requestBody as OpenApi.RequestBodyObject;
    const fields = banner.content['application/json']!.schema as OpenApi.SchemaObject;
    expect(fields.properties?.imageUrl).toMatchObject({ type: 'string', maxLength: 2048 });
  });

  it('describes an optional Arabic text as text or null, and no body field as null alone', () => {
    const brand = operationOf('post', `${API_BASE}/brand`).requestBody as OpenApi.RequestBodyObject;
    const fields = brand.content['application/json']!.schema as OpenApi.SchemaObject;
    expect(fields.properties?.nameAr).toEqual({
      anyOf: [{ type: 'string', maxLength: expect.any(Number) as number }, { type: 'null' }],
    });
    const nullOnly = operations().flatMap(({ path, method, operation }) => {
      const body = operation.requestBody as OpenApi.RequestBodyObject | undefined;
      const schema = body?.content['application/json']?.schema;
      const properties = schema && 'properties' in schema ? schema.properties : undefined;
      return Object.entries(properties ?? {})
        .filter(([, field]) => {
          const branches = (field as OpenApi.SchemaObject).anyOf ?? [field];
          return branches.every((branch) => (branch as OpenApi.SchemaObject).type === 'null');
        })
        .map(([name]) => `${method} ${path} ${name}`);
    });
    expect(nullOnly).toEqual([]);
  });

  it('takes an upload as multipart/form-data with a binary file field', () => {
    const body = operationOf('post', `${API_BASE}/upload/`)
      .requestBody as OpenApi.RequestBodyObject;
    expect(Object.keys(body.content)).toEqual(['multipart/form-data']);
    expect(body.content['multipart/form-data']!.schema).toMatchObject({
      type: 'object',
      properties: { file: { type: 'string', format: 'binary' } },
      required: ['file'],
    });
    expect(body.content['multipart/form-data']!.schema).toMatchObject({
      properties: { file: { description: expect.stringMatching(/^A JPEG, PNG, WebP or AVIF/) } },
    });
  });

  it('takes an import job as a form of its columns, whether to commit, and the CSV file', () => {
    const body = operationOf('post', `${API_BASE}/imports/cars/jobs`)
      .requestBody as OpenApi.RequestBodyObject;
    expect(Object.keys(body.content)).toEqual(['multipart/form-data']);
    const form = body.content['multipart/form-data']!.schema as OpenApi.SchemaObject;
    // Its text fields as they are sent (the columns as JSON text), then the file.
    expect(Object.keys(form.properties ?? {})).toEqual(['columns', 'commit', 'file']);
    expect(form.properties).toMatchObject({
      columns: { type: 'string' },
      commit: { type: 'string', enum: ['true', 'false'] },
      file: { type: 'string', format: 'binary', description: expect.stringMatching(/^A CSV file/) },
    });
    expect(form.required).toEqual(['columns', 'commit', 'file']);
    // Checking a file's head takes the file alone.
    const check = operationOf('post', `${API_BASE}/imports/cars/file`)
      .requestBody as OpenApi.RequestBodyObject;
    const head = check.content['multipart/form-data']!.schema as OpenApi.SchemaObject;
    expect(Object.keys(head.properties ?? {})).toEqual(['file']);
  });

  it('points an error answer a route declares with the envelope at the shared answer', () => {
    // Beyond its share of open streams, a caller is refused 429.
    expect(responsesOf('get', `${API_BASE}/events`)['429']).toEqual({
      $ref: '#/components/responses/RateLimited',
    });
    // Readiness answers 503 with each check in its details.
    expect(responsesOf('get', `${API_BASE}/health/ready`)['503']).toEqual({
      $ref: '#/components/responses/ServiceUnavailable',
    });
  });

  it('answers the live events as a text/event-stream, or as JSON', () => {
    const ok = responsesOf('get', `${API_BASE}/events`)['200'] as OpenApi.ResponseObject;
    expect(Object.keys(ok.content ?? {})).toEqual(['application/json', 'text/event-stream']);
  });
});

describe('the check of every answer against the description', () => {
  const check = () => answerChecker(document);
  const error = (statusCode: number, code: string) =>
    JSON.stringify({ statusCode, message: 'm', code, key: 'k' });
  const brand = { method: 'PATCH', url: `${API_BASE}/brand/:id` };
  const json = 'application/json; charset=utf-8';

  it('accepts an error answer in the envelope with a status the operation lists', () => {
    expect(
      check()({ ...brand, status: 409, contentType: json, body: error(409, 'STALE_VERSION') }),
    ).toBeNull();
  });

  it('refuses a status the operation does not list', () => {
    const { method, url } = { method: 'GET', url: `${API_BASE}/contactUs/subjects` };
    expect(
      check()({ method, url, status: 401, contentType: json, body: error(401, 'UNAUTHENTICATED') }),
    ).toMatch(/a status the description does not list/);
  });

  it('refuses an error whose body is not the envelope, or whose code has another status', () => {
    const notEnvelope = JSON.stringify({ statusCode: 409, error: 'Conflict' });
    expect(check()({ ...brand, status: 409, contentType: json, body: notEnvelope })).toMatch(
      /refuses/,
    );
    expect(
      check()({ ...brand, status: 409, contentType: json, body: error(409, 'NOT_FOUND') }),
    ).toMatch(/refuses/);
  });

  it('refuses a content type the status does not list', () => {
    expect(check()({ ...brand, status: 200, contentType: 'text/html', body: '<p>' })).toMatch(
      /as text\/html/,
    );
  });

  it('fails the test that received an answer the description does not list', async () => {
    await expect(t.as(null, { method: 'GET', url: UNDESCRIBED })).rejects.toThrow(
      /does not match the OpenAPI description: GET .*undescribed answered 418/,
    );
  });

  it('checks an answer a route writes itself, as the live events stream does', async () => {
    await expect(t.as(null, { method: 'GET', url: HIJACKED })).rejects.toThrow(
      /answered 200 as text\/plain/,
    );
  });
});
