import {
  errorStatus,
  recordMessage,
  type ErrorCode,
  type MessageRef,
  type RecordLabel,
} from '@showroom/contract';
import { renderMessage } from '@showroom/contract/catalogue';

/** Field errors as the services raise them: catalogue messages, rendered per request. */
export type FieldMessages = Record<string, MessageRef[]>;
export type ErrorDetails = { fieldErrors?: FieldMessages; [key: string]: unknown };

/**
 * The one error type the services throw; the error handler turns it into the envelope, in
 * the language the request asks for. `message` stays English for the log.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly text: MessageRef,
    readonly details?: ErrorDetails,
  ) {
    super(renderMessage(text, 'en'));
    this.name = 'AppError';
    this.statusCode = errorStatus[code];
  }
}

export const notFound = (label: RecordLabel) =>
  new AppError('NOT_FOUND', recordMessage(label, 'notFound'));

export const fieldError = (
  field: string,
  message: MessageRef,
  code: ErrorCode = 'VALIDATION_FAILED',
) => new AppError(code, message, { fieldErrors: { [field]: [message] } });

/** Collects field errors from several checks and refuses the write with all of them. */
export class FieldProblems {
  private readonly errors: FieldMessages = {};

  add(field: string, message: MessageRef) {
    (this.errors[field] ??= []).push(message);
  }

  /** Whether a problem was found on `field` already (a rule that builds on it can stand down). */
  has(field: string): boolean {
    return field in this.errors;
  }

  /**
   * Throws a 400 naming every field that failed, if any did; a 409 (`CONFLICT`) when no value
   * the client sent is wrong but the records it meets are (a restore).
   */
  throwIfAny(code: 'VALIDATION_FAILED' | 'CONFLICT' = 'VALIDATION_FAILED') {
    const [first] = Object.entries(this.errors);
    if (!first) return;
    const [, [message = 'errors.validation']] = first;
    throw new AppError(code, message, { fieldErrors: this.errors });
  }
}
