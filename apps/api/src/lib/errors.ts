import { errorStatus, type ErrorCode, type FieldErrors } from '@showroom/contract';

export type ErrorDetails = { fieldErrors?: FieldErrors; [key: string]: unknown };

/** The one error type the services throw; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = errorStatus[code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);

export const fieldError = (field: string, message: string, code: ErrorCode = 'VALIDATION_FAILED') =>
  new AppError(code, `${field}: ${message}`, { fieldErrors: { [field]: [message] } });
