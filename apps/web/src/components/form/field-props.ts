import { useController } from 'react-hook-form';
import { messageText, useLanguage } from '../../lib/strings';

/**
 * A field's error in the app's language: the contract's checks carry catalogue tokens, the
 * server's field errors arrive worded. Every input shows its error through this. It reads the
 * language without i18next, so the session forms built from these inputs do not load it.
 */
export function useErrorText(message: string | undefined): string | undefined {
  const language = useLanguage();
  return message === undefined ? undefined : messageText(message, language);
}

/** What every form input takes: its field's name in the form, its label, an optional hint. */
export type FieldInputProps = { name: string; label: string; helperText?: string };

/** A form field's controller, whether it is invalid, and its error in the app's language. */
export function useFormField(name: string) {
  const { field, fieldState } = useController({ name });
  const errorText = useErrorText(fieldState.error?.message);
  return { field, invalid: Boolean(fieldState.error), errorText };
}

/**
 * A form field's binding to the surrounding react-hook-form: the controller, its value, and
 * the props every MUI text field of it shares (its error or helper text below it, ' '
 * keeping the line so the form does not jump).
 */
export function useFieldProps(name: string, helperText?: string) {
  const { field, invalid, errorText } = useFormField(name);
  // Unknown until the input checks it: the form holds whatever was put there.
  const value: unknown = field.value;
  return {
    field,
    value,
    props: {
      name: field.name,
      inputRef: field.ref,
      onBlur: field.onBlur,
      error: invalid,
      helperText: errorText ?? helperText ?? ' ',
    },
  };
}
