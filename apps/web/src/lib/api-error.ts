import type { ErrorCode, FieldErrors } from '@showroom/contract';
import { SERVER_ERROR_MESSAGE } from '@showroom/contract/constants';
import { messageText } from './strings';

/** Codes the server sends, plus the failures that happen before an answer arrives. */
export type ApiErrorCode = ErrorCode | 'TIMEOUT' | 'NETWORK' | 'OFFLINE' | 'ABORTED';

export const TIMEOUT_MESSAGE = 'Request timed out';
export const OFFLINE_MESSAGE = 'You are offline. Check your connection and try again.';
export const UNREACHABLE_MESSAGE =
  'The server could not be reached. Check your connection and try again.';

/** The messages of failures that happen before an answer arrives, in the person's language. */
export type ClientMessages = {
  timeout(): string;
  offline(): string;
  unreachable(): string;
  /** Words a failure that came with no message of its own. */
  serverError?(): string;
};

export const englishClientMessages: ClientMessages = {
  timeout: () => TIMEOUT_MESSAGE,
  offline: () => OFFLINE_MESSAGE,
  unreachable: () => UNREACHABLE_MESSAGE,
  serverError: () => SERVER_ERROR_MESSAGE,
};

/** The one error type every call of the API client rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }

  get fieldErrors(): FieldErrors {
    const value = this.details.fieldErrors;
    return value && typeof value === 'object' ? (value as FieldErrors) : {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A message fit to show a person, whatever was thrown, in the app's language. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return messageText(error.message);
  return messageText('errors.internal');
}
