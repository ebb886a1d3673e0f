import {
  SERVER_ERROR_MESSAGE,
  type ErrorCode,
  type ErrorEnvelope,
  type FieldErrors,
} from '@showroom/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorDetails } from '../lib/errors';
import { languageOf, translate } from '../lib/i18n';

/** Fastify's own errors that are the client's fault, by their code. */
const fastifyClientErrors: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'MALFORMED_REQUEST',
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'MALFORMED_REQUEST',
    message: 'The request body is empty but its content type is JSON',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'MALFORMED_REQUEST',
    message: 'The Content-Length header does not match the body',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large',
  },
  FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not supported here',
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'The request must be multipart/form-data',
  },
};

function fieldErrorsOf(error: FastifyError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  const add = (field: string, message: string) => {
    (fieldErrors[field] ??= []).push(message);
  };
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    const params = issue.params as { keys?: unknown };
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(params.keys)) {
      for (const key of params.keys)
        add(path ? `${path}.${String(key)}` : String(key), 'Unknown field');
    } else {
      add(path || (error.validationContext ?? 'body'), issue.message ?? 'Is not valid');
    }
  }
  return fieldErrors;
}

function toEnvelope(error: FastifyError | AppError): {
  code: ErrorCode;
  statusCode: number;
  message: string;
  details?: ErrorDetails;
} {
  if (error instanceof AppError) {
    return {
      code: error.code,
      statusCode: error.statusCode,
      message: error.message,
      ...(error.details ? { details: error.details } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      code: 'VALIDATION_FAILED',
      statusCode: 400,
      message: 'Some fields are not valid',
      details: { fieldErrors: fieldErrorsOf(error) },
    };
  }
  const known = error.code ? fastifyClientErrors[error.code] : undefined;
  if (known) {
    const statusCode =
      known.code === 'MALFORMED_REQUEST' ? 400 : known.code === 'PAYLOAD_TOO_LARGE' ? 413 : 415;
    return { code: known.code, statusCode, message: known.message };
  }
  if (error.statusCode === 429) {
    return { code: 'RATE_LIMITED', statusCode: 429, message: 'Too many attempts, try again later' };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { code: 'MALFORMED_REQUEST', statusCode: error.statusCode, message: error.message };
  }
  return { code: 'INTERNAL', statusCode: 500, message: SERVER_ERROR_MESSAGE };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: { code: ErrorCode; statusCode: number; message: string; details?: ErrorDetails },
) {
  const language = languageOf(request.headers['accept-language']);
  const body: ErrorEnvelope = {
    statusCode: error.statusCode,
    message: translate(error.message, language),
    code: error.code,
  };
  if (error.details) {
    const { fieldErrors, ...rest } = error.details;
    body.details = {
      ...rest,
      ...(fieldErrors && {
        fieldErrors: Object.fromEntries(
          Object.entries(fieldErrors).map(([field, messages]) => [
            field,
            messages.map((m) => translate(m, language)),
          ]),
        ),
      }),
    };
  }
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send(body);
}

/** One place turns every failure, ours or Fastify's, into the error envelope. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const envelope = toEnvelope(error);
    if (envelope.statusCode >= 500) {
      // The client gets a generic message; the log keeps the cause with the request id.
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: envelope.code, statusCode: envelope.statusCode }, envelope.message);
    }
    return sendError(request, reply, envelope);
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, {
      code: 'NOT_FOUND',
      statusCode: 404,
      message: 'Route not found',
      details: { method: request.method, path: request.url.split('?')[0] ?? '' },
    }),
  );
});
