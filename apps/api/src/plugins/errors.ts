import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  messageLanguageOf,
  msg,
  type ErrorCode,
  type ErrorEnvelope,
  type FieldErrors,
  type MessageLanguage,
  type Message,
  type MessageRef,
} from '@showroom/contract';
import { renderMessage } from '@showroom/contract/catalogue';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, loggableError } from '../lib/db-errors';
import { AppError, type ErrorDetails } from '../lib/errors';
import { unstorableFields } from '../lib/unstorable-text';

/**
 * A failure before it is worded: its message and field messages are catalogue messages, or
 * the tokens zod issues carry, rendered in the request's language when sent.
 */
type Failure = {
  code: ErrorCode;
  statusCode: number;
  message: MessageRef;
  details?: Omit<ErrorDetails, 'fieldErrors'> & {
    fieldErrors?: Record<string, (Message | string)[]>;
  };
};

/** Seconds a client should wait before retrying a 503. */
export const RETRY_AFTER_SECONDS = 5;

/** Fastify's and its plugins' errors that are the client's fault, by their code. */
const clientErrors: Record<string, Failure> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'MALFORMED_REQUEST',
    statusCode: 400,
    message: 'errors.invalidJson',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'MALFORMED_REQUEST',
    statusCode: 400,
    message: 'errors.emptyJson',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'MALFORMED_REQUEST',
    statusCode: 400,
    message: 'errors.contentLength',
  },
  FST_ERR_CTP_INVALID_TYPE: {
    code: 'MALFORMED_REQUEST',
    statusCode: 400,
    message: 'errors.contentType',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: 'PAYLOAD_TOO_LARGE',
    statusCode: 413,
    message: 'errors.bodyTooLarge',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    statusCode: 415,
    message: 'errors.mediaType',
  },
  FST_ERR_BAD_URL: { code: 'MALFORMED_REQUEST', statusCode: 400, message: 'errors.badUrl' },
  FST_ERR_MAX_PARAM_LENGTH: {
    code: 'MALFORMED_REQUEST',
    statusCode: 414,
    message: 'errors.urlTooLong',
  },
  // @fastify/multipart
  FST_REQ_FILE_TOO_LARGE: {
    code: 'PAYLOAD_TOO_LARGE',
    statusCode: 413,
    message: 'errors.fileTooLarge',
  },
  FST_FILES_LIMIT: {
    code: 'PAYLOAD_TOO_LARGE',
    statusCode: 413,
    message: 'errors.oneFile',
  },
  FST_FIELDS_LIMIT: {
    code: 'PAYLOAD_TOO_LARGE',
    statusCode: 413,
    message: 'errors.tooManyFields',
  },
  FST_PARTS_LIMIT: {
    code: 'PAYLOAD_TOO_LARGE',
    statusCode: 413,
    message: 'errors.tooManyParts',
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    statusCode: 415,
    message: 'errors.notMultipart',
  },
  FST_PROTO_VIOLATION: {
    code: 'MALFORMED_REQUEST',
    statusCode: 400,
    message: 'errors.badForm',
  },
  FST_INVALID_JSON_FIELD_ERROR: {
    code: 'MALFORMED_REQUEST',
    statusCode: 400,
    message: 'errors.badForm',
  },
  FST_MP_PREMATURE_CLOSE: {
    code: 'MALFORMED_REQUEST',
    statusCode: 400,
    message: 'errors.badForm',
  },
};

const malformedForm: Failure = {
  code: 'MALFORMED_REQUEST',
  statusCode: 400,
  message: 'errors.badForm',
};

/**
 * The multipart parser (busboy) reports a broken body with plain errors and no code; these
 * are the starts of their messages.
 */
const multipartParserMessages = [
  'Unexpected end of form',
  'Unexpected end of multipart data',
  'Malformed part header',
  'Multipart: Boundary not found',
  'Boundary required',
  'Malformed urlencoded form',
  'Unexpected end of file',
];
const isMultipartParserError = (error: { message?: unknown; code?: unknown }) =>
  error.code === undefined &&
  typeof error.message === 'string' &&
  (multipartParserMessages.some(
    (m) => error.message === m || String(error.message).startsWith(m),
  ) ||
    / terminated early due to unexpected end of multipart data$/.test(error.message));

const serviceUnavailable: Failure = {
  code: 'SERVICE_UNAVAILABLE',
  statusCode: 503,
  message: 'errors.unavailable',
};

const internal: Failure = { code: 'INTERNAL', statusCode: 500, message: 'errors.internal' };

/**
 * Field errors keyed by the client's own field names: a null-prototype object, so names
 * such as `toString`, `constructor` or `__proto__` are plain keys like any other.
 */
function fieldErrorsOf(error: FastifyError): Record<string, (Message | string)[]> {
  const fieldErrors = Object.create(null) as Record<string, (Message | string)[]>;
  const add = (field: string, message: Message | string) => {
    const messages = Object.hasOwn(fieldErrors, field) ? fieldErrors[field] : undefined;
    if (messages) messages.push(message);
    else fieldErrors[field] = [message];
  };
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    const params = issue.params as { keys?: unknown };
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(params.keys)) {
      for (const key of params.keys)
        add(path ? `${path}.${String(key)}` : String(key), 'validation.unknownField');
    } else {
      add(path || (error.validationContext ?? 'body'), issue.message ?? 'validation.invalid');
    }
  }
  return fieldErrors;
}

function toFailure(error: unknown): Failure {
  if (error instanceof AppError) {
    return {
      code: error.code,
      statusCode: error.statusCode,
      message: error.text,
      ...(error.details ? { details: error.details } : {}),
    };
  }
  if (!error || typeof error !== 'object') return internal;
  const fastifyError = error as Partial<FastifyError>;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      code: 'VALIDATION_FAILED',
      statusCode: 400,
      message: 'errors.validation',
      details: { fieldErrors: fieldErrorsOf(error) },
    };
  }
  const code = typeof fastifyError.code === 'string' ? fastifyError.code : undefined;
  const known = code && Object.hasOwn(clientErrors, code) ? clientErrors[code] : undefined;
  if (known) return known;
  if (isMultipartParserError(fastifyError)) return malformedForm;
  if (isDatabaseUnavailable(error)) return serviceUnavailable;
  const statusCode = fastifyError.statusCode;
  if (statusCode === 429) {
    return { code: 'RATE_LIMITED', statusCode: 429, message: 'errors.rateLimited' };
  }
  if (statusCode === 503) return serviceUnavailable;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    // Fastify's own 4xx: the client's fault; its own (English) words go in the details.
    return {
      code: 'MALFORMED_REQUEST',
      statusCode,
      message: 'errors.badRequest',
      details: { reason: fastifyError.message ?? STATUS_CODES[statusCode] ?? 'Bad request' },
    };
  }
  return internal;
}

/** Copies field errors into a plain object, each message in the request's language. */
function renderedFieldErrors(
  fieldErrors: Record<string, (Message | string)[]>,
  language: MessageLanguage,
): FieldErrors {
  // Object.fromEntries defines own properties, so `__proto__` stays an ordinary key.
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [
      field,
      messages.map((m) => renderMessage(m, language)),
    ]),
  );
}

const keyOf = (message: MessageRef) => (typeof message === 'string' ? message : message.key);

/** Sets an error answer's status and headers, and gives its envelope in the request's language. */
function errorEnvelope(request: FastifyRequest, reply: FastifyReply, error: Failure) {
  const language = messageLanguageOf(request.headers['accept-language']);
  const body: ErrorEnvelope = {
    statusCode: error.statusCode,
    message: renderMessage(error.message, language),
    code: error.code,
    key: keyOf(error.message),
  };
  if (error.details) {
    const { fieldErrors, ...rest } = error.details;
    body.details = {
      ...rest,
      ...(fieldErrors && { fieldErrors: renderedFieldErrors(fieldErrors, language) }),
    };
  }
  if (error.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  reply.code(error.statusCode).type('application/json; charset=utf-8');
  return body;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: Failure) {
  return reply.send(errorEnvelope(request, reply, error));
}

const LAST_RESORT_BODY = JSON.stringify({
  statusCode: 500,
  message: renderMessage('errors.internal', 'en'),
  code: 'INTERNAL',
  key: 'errors.internal',
} satisfies ErrorEnvelope);

/** What a failure is told, logged with the request: 5xx with their cause, the rest briefly. */
function loggedFailure(error: unknown, request: FastifyRequest): Failure {
  const failure = toFailure(error);
  if (failure.statusCode >= 500 && !(error instanceof AppError)) {
    // The client gets a generic message; the log keeps the cause (without the values it
    // carried) with the request id.
    request.log.error({ err: loggableError(error) }, 'request failed');
  } else if (failure.statusCode >= 500) {
    // Said on purpose (shutting down, a busy upload queue): no stack to read, a warning per
    // request rather than an error for each readiness check while a process drains.
    request.log.warn(
      { code: failure.code, statusCode: failure.statusCode },
      renderMessage(failure.message, 'en'),
    );
  } else {
    request.log.info(
      { code: failure.code, statusCode: failure.statusCode },
      renderMessage(failure.message, 'en'),
    );
  }
  return failure;
}

function logHandlerFault(request: FastifyRequest, fault: unknown) {
  try {
    request.log.error({ err: loggableError(fault) }, 'the error handler failed');
  } catch {
    // Nothing more can be done for the log; the client still gets its answer.
  }
}

/**
 * Turns any failure, ours or Fastify's, into the error envelope. It never throws: should
 * building the envelope fail, a fixed 500 envelope goes out instead.
 */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  try {
    return sendError(request, reply, loggedFailure(error, request));
  } catch (fault) {
    logHandlerFault(request, fault);
    return reply.code(500).type('application/json; charset=utf-8').send(LAST_RESORT_BODY);
  }
}

/** Headers a route may have set that describe its own answer, not an error put in its place. */
const answerHeaders = ['content-disposition', 'content-length', 'etag', 'last-modified'];

/**
 * The error envelope that replaces an answer already on its way, for an `onSend` hook (the
 * sign-in gate, plugins/auth.ts): sets the status and headers and returns the serialized
 * envelope, to be sent in place of the route's payload. Like `handleError`, it never throws.
 */
export function errorInPlaceOfAnswer(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): string {
  for (const name of answerHeaders) reply.removeHeader(name);
  try {
    return JSON.stringify(errorEnvelope(request, reply, loggedFailure(error, request)));
  } catch (fault) {
    logHandlerFault(request, fault);
    reply.code(500).type('application/json; charset=utf-8');
    return LAST_RESORT_BODY;
  }
}

/** Messages of the connection-level errors Node reports before any request exists. */
const connectionErrors: Record<string, { statusCode: number; message: MessageRef }> = {
  HPE_HEADER_OVERFLOW: { statusCode: 431, message: 'errors.headersTooLarge' },
  ERR_HTTP_REQUEST_TIMEOUT: { statusCode: 408, message: 'errors.requestTimeout' },
  ERR_HTTP_HEADERS_TIMEOUT: { statusCode: 408, message: 'errors.requestTimeout' },
};

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (headers too large, a
 * broken request line); this answers them with the envelope too, and closes the connection.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = error.code ? connectionErrors[error.code] : undefined;
  const statusCode = known?.statusCode ?? 400;
  // No request was read, so no language was asked for: English.
  const message = known?.message ?? 'errors.unreadable';
  endWithEnvelope(socket, {
    statusCode,
    message: renderMessage(message, 'en'),
    code: 'MALFORMED_REQUEST',
    key: typeof message === 'string' ? message : message.key,
  });
}

/**
 * `CONNECT` asks for a tunnel, which Node hands to a separate event and otherwise leaves
 * unanswered; this server is not a proxy, so it has no such route.
 */
export function connectHandler(_request: unknown, socket: Socket) {
  endWithEnvelope(socket, {
    statusCode: 404,
    message: renderMessage('errors.routeNotFound', 'en'),
    code: 'NOT_FOUND',
    key: 'errors.routeNotFound',
  });
}

/** Writes an envelope straight to a socket Fastify never got, and closes it. */
function endWithEnvelope(socket: Socket, envelope: ErrorEnvelope) {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(envelope);
  socket.end(
    [
      `HTTP/1.1 ${envelope.statusCode} ${STATUS_CODES[envelope.statusCode] ?? 'Bad Request'}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

/**
 * The methods the router answers at `url`, found as it routes a request (path parameters,
 * trailing slash). A catch-all (`*`: the web app's pages, served files) is no route of a path.
 */
function methodsAt(app: FastifyInstance, url: string): string[] {
  return app.supportedMethods.filter((method) => {
    // Null when no route answers (its type leaves that out).
    const found = app.findRoute({ method, url }) as { params: object } | null;
    return found !== null && !Object.hasOwn(found.params, '*');
  });
}

const isSuccessEnvelope = (payload: unknown): payload is { statusCode: 200; message: string } =>
  Boolean(payload) &&
  typeof payload === 'object' &&
  (payload as { statusCode?: unknown }).statusCode === 200 &&
  typeof (payload as { message?: unknown }).message === 'string';

/** One place turns every failure, ours or Fastify's, into the error envelope. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // A request that reads alongside its sign-in check may fail before the check has answered;
  // the sign-in gate (plugins/auth.ts) then puts the check's refusal in place of this answer.
  app.setErrorHandler(async (error: FastifyError, request, reply) =>
    handleError(error, request, reply),
  );

  // A success envelope's message is a catalogue token too (`ok()`): worded for the reader.
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!isSuccessEnvelope(payload)) return payload;
    const language = messageLanguageOf(request.headers['accept-language']);
    return { ...payload, message: renderMessage(payload.message, language) };
  });

  // A path the API has, asked with a method it does not take (PUT where only PATCH is), is a
  // 405 naming the methods it takes, in `Allow` and in the envelope; any other path is a 404.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = methodsAt(app, request.url);
    if (allowed.length === 0) {
      return sendError(request, reply, {
        code: 'NOT_FOUND',
        statusCode: 404,
        message: 'errors.routeNotFound',
        details: { method: request.method, path },
      });
    }
    reply.header('allow', allowed.join(', '));
    return sendError(request, reply, {
      code: 'METHOD_NOT_ALLOWED',
      statusCode: 405,
      message: msg('errors.methodNotAllowed', { method: request.method, allowed }),
      details: { method: request.method, path, allowed },
    });
  });

  // A query parameter given more than once arrives as a list, which a query schema would
  // word as a value of the wrong type ("Must be a number"); no query takes a list (ids are
  // comma-separated), so each such name is refused as repeated, for every route that reads a
  // query. Routes without a query schema (the web app's pages) ignore their query.
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.schema?.querystring) return;
    const query = (request.query ?? {}) as Record<string, unknown>;
    const repeated = Object.keys(query).filter((name) => Array.isArray(query[name]));
    if (repeated.length === 0) return;
    const once: MessageRef[] = ['validation.once'];
    throw new AppError('VALIDATION_FAILED', 'errors.validation', {
      fieldErrors: Object.fromEntries(repeated.map((name) => [name, once])),
    });
  });

  // Text that cannot be stored as sent (a NUL character, a lone surrogate) is refused for
  // every route, before any handler reads it.
  app.addHook('preValidation', async (request) => {
    const fields = [
      ...unstorableFields(request.params, ''),
      ...unstorableFields(request.query, ''),
      ...unstorableFields(request.body, ''),
    ];
    if (fields.length === 0) return;
    const fieldErrors = Object.create(null) as Record<string, MessageRef[]>;
    for (const { field, message } of fields) fieldErrors[field || 'body'] = [message];
    throw new AppError('VALIDATION_FAILED', 'errors.validation', { fieldErrors });
  });
});
