import type { FieldValues, UseFormSetError, Path } from 'react-hook-form';
import { getErrorMessage, isApiError } from '../../lib/api-error';

/**
 * Puts a failed call's field errors under their fields and returns the message for the
 * form's alert (none when every error found its field).
 */
export function applyServerErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
): string | null {
  if (!isApiError(error)) return getErrorMessage(error);
  let unplaced = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const known = fields.find((name) => name === field);
    if (known) setError(known, { type: 'server', message: messages.join(' ') });
    else unplaced = true;
  }
  return Object.keys(error.fieldErrors).length > 0 && !unplaced ? null : error.message;
}
