import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { getErrorMessage, isApiError } from '../../lib/api-error';

/**
 * The one place a refused save's field errors reach a form: each goes under the field the
 * form shows (the first one takes the focus), and the return is what the alert above the
 * fields says: `fixFields` when every error found its field, else the server's message and
 * the errors no field shows. Anything but an API error is reported by its message alone.
 */
export function placeServerErrors<Values extends FieldValues>(
  error: unknown,
  fieldNames: ReadonlySet<string>,
  setError: UseFormSetError<Values>,
  fixFields: string,
): string {
  if (!isApiError(error)) return getErrorMessage(error);
  const unplaced: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const message = messages.join(' ');
    if (fieldNames.has(field)) {
      setError(field as Path<Values>, { type: 'server', message }, { shouldFocus: true });
    } else unplaced.push(message);
  }
  const placed = Object.keys(error.fieldErrors).length > unplaced.length;
  return placed && unplaced.length === 0
    ? fixFields
    : [getErrorMessage(error), ...unplaced].join(' ');
}
