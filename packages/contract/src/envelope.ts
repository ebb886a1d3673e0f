import { z } from 'zod';

/** Stable machine codes of every error the API answers with. */
export const errorCodes = [
  'VALIDATION_FAILED',
  'MALFORMED_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'STALE_VERSION',
  'INVALID_TRANSITION',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  MALFORMED_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  STALE_VERSION: 409,
  INVALID_TRANSITION: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const errorEnvelopeSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  code: z.enum(errorCodes),
  /** The message's stable key in the catalogue (`messages.ts`), whatever the language. */
  key: z.string().optional(),
  details: z
    .object({
      fieldErrors: fieldErrorsSchema.optional(),
    })
    .catchall(z.unknown())
    .optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** The success envelope: every success is HTTP 200 with `statusCode: 200`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    statusCode: z.literal(200),
    message: z.string(),
    data,
  });
}
export type Envelope<T> = { statusCode: 200; message: string; data: T };

/** A success with nothing more to say than that it worked. */
export const okSchema = z.object({ ok: z.literal(true) });
