import { isDeepStrictEqual } from 'node:util';
import fastifySwagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { errorCodes, errorEnvelopeSchema, errorStatus } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 as OpenApi } from 'openapi-types';
import { z } from 'zod';
import { $ZodPipe, $ZodUnion, type $ZodType } from 'zod/v4/core';
import { RETRY_AFTER_SECONDS } from './errors';

type JsonSchema = Record<string, unknown>;
type Operation = OpenApi.OperationObject;

/**
 * The OpenAPI description is built from the routes themselves: their zod schemas, their
 * permission, their method and parameters. This module adds what a route's schema cannot
 * say on its own, the same way for every route:
 * - who may call it: `security: []` on public routes, the bearer token on the others;
 * - the error answers it may give, each in the one error envelope (`errorAnswersOf`);
 * - the bounds the server reads a number or a text with (`describeInput`);
 * - a multipart form's fields and file, as its route declares them (`MultipartForm`).
 */

/**
 * A multipart form a route reads as it streams in (its body is no JSON the route's schema
 * could check): its text fields, in the order they must come, then the file.
 */
export type MultipartForm = {
  /** The text fields, sent before the file: a zod object read with its input's types. */
  fields?: z.ZodObject;
  /** What the `file` field holds: its kind and its size limit. */
  file: string;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    form?: MultipartForm;
  }
}

/** The request body of a multipart form: its text fields, then its file. */
function formBody(form: MultipartForm): JsonSchema {
  const fields = form.fields
    ? (z.toJSONSchema(form.fields, { io: 'input', target: 'draft-2020-12' }) as {
        properties?: Record<string, JsonSchema>;
        required?: string[];
      })
    : {};
  return {
    type: 'object',
    properties: {
      ...fields.properties,
      file: { type: 'string', format: 'binary', description: form.file },
    },
    required: [...(fields.required ?? []), 'file'],
  };
}

const BEARER = 'bearer';
const ENVELOPE = 'ErrorEnvelope';
const envelopeRef = `#/components/schemas/${ENVELOPE}`;

/** The error answers, as shared response components, by status. */
const errorAnswers: Record<number, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description:
      'The request was refused as it stands: a field is invalid (VALIDATION_FAILED, with ' +
      '`details.fieldErrors` by field) or the request is malformed (MALFORMED_REQUEST).',
  },
  401: {
    name: 'Unauthenticated',
    description: 'No valid bearer token, or its session has ended (UNAUTHENTICATED).',
  },
  403: {
    name: 'Forbidden',
    description: 'The account is blocked, or its role does not allow this (FORBIDDEN).',
  },
  404: { name: 'NotFound', description: 'No such record (NOT_FOUND).' },
  409: {
    name: 'Conflict',
    description:
      'The change conflicts with what is stored: a value taken or a record in use (CONFLICT), ' +
      'a version no longer current (STALE_VERSION), or a status move not allowed ' +
      '(INVALID_TRANSITION).',
  },
  413: { name: 'PayloadTooLarge', description: 'The body or the file is too large.' },
  414: { name: 'UriTooLong', description: 'A path parameter is too long (MALFORMED_REQUEST).' },
  415: { name: 'UnsupportedMediaType', description: 'The body is not of a type this route reads.' },
  429: {
    name: 'RateLimited',
    description: 'Too many attempts from this address or for this account; wait and try again.',
  },
  500: { name: 'Internal', description: 'An unexpected failure; the log has its cause.' },
  503: {
    name: 'ServiceUnavailable',
    description: 'The database (or another service the request needs) is unavailable.',
  },
};

/** The codes an error answer of this status carries (`errorStatus` in the contract). */
const codesOf = (status: number) => errorCodes.filter((code) => errorStatus[code] === status);

/** The component each error answer points at: the envelope, with its status and codes. */
function errorResponse(status: number): OpenApi.ResponseObject {
  const codes = codesOf(status);
  const schema = {
    allOf: [
      { $ref: envelopeRef },
      {
        properties: {
          statusCode: { const: status },
          ...(codes.length > 0
            ? { code: { enum: codes } }
            : { code: { const: 'MALFORMED_REQUEST' } }),
        },
      },
    ],
  } as OpenApi.SchemaObject;
  const retryAfter = {
    'retry-after': {
      description: 'Seconds to wait before trying again.',
      schema: { type: 'integer', minimum: 1 },
    },
  } satisfies Record<string, OpenApi.HeaderObject>;
  return {
    description: errorAnswers[status]?.description ?? 'An error',
    ...(status === 503 ? { headers: retryAfter } : {}),
    content: { 'application/json': { schema } },
  };
}

const writes = new Set(['post', 'put', 'patch', 'delete']);

/**
 * The error statuses an operation may answer, from what it declares:
 * - any request may be malformed (a broken URL, a bad query or body): 400;
 * - any may meet an unexpected failure or an unavailable database: 500, 503;
 * - a route for signed-in callers refuses the others: 401, 403;
 * - a record named in the path may not exist (404), and a too long parameter is refused (414);
 * - a method with a body may get one too large (413) or of a type it does not read (415);
 * - a signed-in write may conflict with what is stored (409);
 * - the public writes are the session routes and the contact form: counted per address
 *   (429), and the session routes refuse bad credentials and blocked accounts (401, 403)
 *   and a taken email on sign-up (409).
 * A status the route declares itself keeps the route's answer (see `withErrorAnswers`).
 */
export function errorAnswersOf(method: string, operation: Operation): number[] {
  const statuses = new Set([400, 500, 503]);
  const isPublic = operation.security?.length === 0;
  const hasPathParams = (operation.parameters ?? []).some((p) => 'in' in p && p.in === 'path');
  const add = (...more: number[]) => {
    for (const status of more) statuses.add(status);
  };
  if (hasPathParams) add(404, 414);
  if (writes.has(method)) {
    add(413, 415, 401, 403, 409);
    if (isPublic) add(429);
  } else if (!isPublic) {
    add(401, 403);
  }
  return [...statuses].sort((a, b) => a - b);
}

/** The last schema a value passes through: a pipe's out side, down to its end. */
function lastOf(schema: $ZodType): $ZodType {
  let current = schema;
  while (current instanceof $ZodPipe) current = current._zod.def.out;
  return current;
}

const outputJson = (schema: $ZodType) =>
  z.toJSONSchema(schema, { io: 'output', target: 'draft-2020-12', unrepresentable: 'any' });

/**
 * What a client may send, as the server reads it. zod describes a piped input by its first
 * step only: a number read from a path or a query (`queryIntSchema`) comes out as digits of
 * any length, and a text checked after trimming loses its bounds. This describes the first
 * as the number it is read as, with its bounds, and gives the second the length bounds of
 * its last step.
 */
function describeInput(ctx: { zodSchema: $ZodType; jsonSchema: JsonSchema }) {
  const { zodSchema, jsonSchema } = ctx;
  if (zodSchema instanceof $ZodUnion && Array.isArray(jsonSchema.anyOf)) {
    // zod leaves `{}` for a branch JSON cannot hold (an `undefined`): it says nothing. Only
    // such a branch goes, found by its option: another branch may still be `{}` here, to be
    // filled afterwards (a nullable text with a transform, say).
    const { options } = zodSchema._zod.def;
    jsonSchema.anyOf = jsonSchema.anyOf.filter(
      (_, index) => options[index]?._zod.def.type !== 'undefined',
    );
  }
  if (!(zodSchema instanceof $ZodPipe) || jsonSchema.type !== 'string') return;
  const last = lastOf(zodSchema);
  if (last === zodSchema || last._zod.def.type === 'transform') return;
  const out = outputJson(last);
  if (out.type === 'number' || out.type === 'integer') {
    const pattern = typeof jsonSchema.pattern === 'string' ? new RegExp(jsonSchema.pattern) : null;
    const whole = out.type === 'integer' || (pattern !== null && !pattern.test('1.5'));
    delete jsonSchema.pattern;
    Object.assign(jsonSchema, {
      type: whole ? 'integer' : 'number',
      ...(out.minimum !== undefined && { minimum: out.minimum }),
      ...(out.maximum !== undefined && { maximum: out.maximum }),
    });
  } else if (out.type === 'string') {
    for (const bound of ['minLength', 'maxLength'] as const)
      if (jsonSchema[bound] === undefined && out[bound] !== undefined)
        jsonSchema[bound] = out[bound];
  }
}

const zodTransform = createJsonSchemaTransform({ zodToJsonConfig: { override: describeInput } });

type TransformInput = Parameters<NonNullable<FastifyDynamicSwaggerOptions['transform']>>[0];

/** Builds the description of one route: its zod schemas, who may call it, its form. */
function routeTransform(input: TransformInput) {
  const { schema, url } = zodTransform(input) as { schema: JsonSchema; url: string };
  if (schema.hide) return { schema, url };
  const { permission, form } = input.route.config ?? {};
  schema.security = permission === 'public' ? [] : [{ [BEARER]: [] }];
  if (form) schema.body = formBody(form);
  return { schema, url };
}

/** Whether a route's own answer for `status` is just the error envelope. */
function isPlainErrorAnswer(
  response: OpenApi.ResponseObject | OpenApi.ReferenceObject,
  envelope: JsonSchema,
): boolean {
  if ('$ref' in response) return false;
  return isDeepStrictEqual(response.content?.['application/json']?.schema, envelope);
}

/**
 * Adds every operation's error answers, and the shared envelope they point at. A status a
 * route declares with the contract's `errorEnvelopeSchema` (readiness's 503, the live
 * events' 429) points at the shared answer too.
 */
function withErrorAnswers(document: OpenApi.Document): OpenApi.Document {
  const { $schema: _dialect, ...envelope } = outputJson(errorEnvelopeSchema);
  const used = new Set<number>();
  const refer = (status: number): OpenApi.ReferenceObject => {
    used.add(status);
    return { $ref: `#/components/responses/${errorAnswers[status]?.name ?? String(status)}` };
  };
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const [method, value] of Object.entries(pathItem ?? {})) {
      if (!value || typeof value !== 'object' || !('responses' in value)) continue;
      const operation = value as Operation;
      const responses = (operation.responses ??= {});
      for (const [status, response] of Object.entries(responses)) {
        if (errorAnswers[Number(status)] && isPlainErrorAnswer(response, envelope))
          responses[status] = refer(Number(status));
      }
      for (const status of errorAnswersOf(method, operation))
        if (!(status in responses)) responses[status] = refer(status);
    }
  }
  const shared: Record<string, OpenApi.ResponseObject> = {};
  for (const status of [...used].sort((a, b) => a - b))
    shared[errorAnswers[status]?.name ?? String(status)] = errorResponse(status);
  return {
    ...document,
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, [ENVELOPE]: envelope as OpenApi.SchemaObject },
      responses: { ...document.components?.responses, ...shared },
    },
  };
}

/** The OpenAPI description at `/api/docs/json`, and its explorer at `/api/docs`. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Showroom API',
        description:
          'Every success is HTTP 200 with the envelope {statusCode, message, data}; every ' +
          `error is the envelope {statusCode, message, code, key, details} (${ENVELOPE}), ` +
          `with a stable code. A 503 says when to retry (Retry-After, ${RETRY_AFTER_SECONDS} s).`,
        version: '1.0.0',
      },
      components: {
        securitySchemes: { [BEARER]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: routeTransform,
    transformObject: (described) =>
      'openapiObject' in described
        ? withErrorAnswers(described.openapiObject as OpenApi.Document)
        : described.swaggerObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
});
