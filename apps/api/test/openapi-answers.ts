import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OpenAPIV3_1 as OpenApi } from 'openapi-types';

// Every answer a test receives is held to the OpenAPI description the API serves
// (docs/decisions/029): its status must be one the operation lists, its content type one
// that status lists, and a JSON body must match that schema, read by Ajv in the JSON Schema
// 2020-12 dialect OpenAPI 3.1 uses. The description is the API: a client built from it
// must understand every answer, errors included.

const DOCUMENT_ID = 'openapi.json';
/** The keywords OpenAPI 3.1 adds to JSON Schema: annotations, nothing to check. */
const openapiKeywords = ['discriminator', 'xml', 'externalDocs', 'example'];

/** A JSON pointer's step: `/` and `~` escaped. */
const step = (name: string) => name.replaceAll('~', '~0').replaceAll('/', '~1');

/** Fastify's `/brand/:id` as OpenAPI writes it, `/brand/{id}`. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const isReference = (value: unknown): value is OpenApi.ReferenceObject =>
  typeof value === 'object' && value !== null && '$ref' in value;

type Answer = {
  method: string;
  /** The route's URL as registered (`/api/v1/brand/:id`). */
  url: string;
  status: number;
  contentType: string | undefined;
  /** The body, when it was text; a stream or a file is checked by its type alone. */
  body: string | undefined;
};

/** The operation a document describes at `path` for `method` (lower case), if any. */
export function operationIn(
  document: OpenApi.Document,
  path: string,
  method: string,
): OpenApi.OperationObject | undefined {
  const item: Record<string, unknown> = document.paths?.[path] ?? {};
  return item[method] as OpenApi.OperationObject | undefined;
}

/** Checks answers against one document; says what does not match, or null. */
export function answerChecker(document: OpenApi.Document) {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addVocabulary(openapiKeywords);
  ajv.addSchema(document, DOCUMENT_ID);
  const validators = new Map<string, ValidateFunction>();

  /** A response, following a `$ref` to the shared ones; and the pointer it lives at. */
  function responseAt(pointer: string, response: OpenApi.ResponseObject | OpenApi.ReferenceObject) {
    if (!isReference(response)) return { response, pointer };
    const name = response.$ref.replace('#/components/responses/', '');
    const shared = document.components?.responses?.[name];
    if (!shared || isReference(shared)) throw new Error(`${response.$ref} is not described`);
    return { response: shared, pointer: `#/components/responses/${step(name)}` };
  }

  function validatorAt(pointer: string) {
    let validate = validators.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}${pointer}` });
      validators.set(pointer, validate);
    }
    return validate;
  }

  return (answer: Answer): string | null => {
    const path = openapiPath(answer.url);
    const method = answer.method.toLowerCase();
    const operation = operationIn(document, path, method);
    const what = `${answer.method} ${answer.url} answered ${answer.status}`;
    if (!operation) return `${what}: the operation is not described`;
    const responses = operation.responses ?? {};
    const status =
      [String(answer.status), `${String(answer.status)[0]}XX`, 'default'].find(
        (key) => responses[key],
      ) ?? null;
    if (status === null) return `${what}, a status the description does not list`;
    const operationPointer = `#/paths/${step(path)}/${method}/responses/${step(status)}`;
    const { response, pointer } = responseAt(operationPointer, responses[status]!);
    const content = response.content ?? {};
    const mediaType = answer.contentType?.split(';')[0]?.trim().toLowerCase();
    if (!mediaType) {
      return Object.keys(content).length === 0 || !answer.body
        ? null
        : `${what} with no content type`;
    }
    const described = Object.keys(content).find(
      (type) =>
        type === mediaType ||
        type === '*/*' ||
        (type.endsWith('/*') && mediaType.startsWith(type.slice(0, -1))),
    );
    if (!described) {
      return `${what} as ${mediaType}; the description says ${Object.keys(content).join(', ') || 'no content'}`;
    }
    const isJson = mediaType === 'application/json' || mediaType.endsWith('+json');
    if (!isJson || answer.body === undefined || !content[described]?.schema) return null;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return `${what} with a body that is not JSON: ${answer.body.slice(0, 200)}`;
    }
    const validate = validatorAt(`${pointer}/content/${step(described)}/schema`);
    if (validate(body)) return null;
    const errors = ajv.errorsText(validate.errors, { dataVar: 'body' });
    return `${what} with a body the description refuses (${errors}): ${answer.body.slice(0, 500)}`;
  };
}

const textOf = (payload: unknown) =>
  typeof payload === 'string'
    ? payload
    : Buffer.isBuffer(payload)
      ? payload.toString('utf8')
      : undefined;

/**
 * Watches every answer `app` sends and records those that do not match the description it
 * serves. A hook cannot fail the test itself (throwing there would only turn the answer into
 * a 500), so the test helper asserts the record stays empty.
 */
export function watchAnswers(app: FastifyInstance): string[] {
  const mismatches: string[] = [];
  let check: ReturnType<typeof answerChecker> | undefined;
  const checked = new WeakSet<FastifyRequest>();

  function record(request: FastifyRequest, answer: Omit<Answer, 'method' | 'url'>) {
    const { method, url, schema } = request.routeOptions;
    // Fastify's own HEAD twins of GET routes, the not-found answer (no route) and the routes
    // the description leaves out (uploaded files, the explorer's assets, the web app).
    if (url === undefined || method === 'HEAD' || request.method === 'HEAD' || schema?.hide) return;
    check ??= answerChecker(app.swagger() as OpenApi.Document);
    const mismatch = check({ method: request.method, url, ...answer });
    if (mismatch) mismatches.push(mismatch);
  }

  app.addHook('onSend', async (request, reply, payload) => {
    checked.add(request);
    const contentType = reply.getHeader('content-type');
    record(request, {
      status: reply.statusCode,
      contentType: typeof contentType === 'string' ? contentType : undefined,
      body: textOf(payload),
    });
    return payload;
  });
  // A route that writes its answer itself (the live events stream) skips onSend.
  app.addHook('onResponse', async (request, reply) => {
    if (checked.has(request)) return;
    const contentType = reply.raw.getHeader('content-type');
    record(request, {
      status: reply.raw.statusCode,
      contentType: typeof contentType === 'string' ? contentType : undefined,
      body: undefined,
    });
  });
  return mismatches;
}
