import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../lib/i18n';

/**
 * A field's error in the app's language: the contract's checks carry catalogue tokens, the
 * server's field errors arrive worded. Every input shows its error through this.
 */
export function useErrorText(message: string | undefined): string | undefined {
  const { i18n } = useTranslation();
  return message === undefined ? undefined : messageText(message, i18n.language);
}

/**
 * A form field's binding to the surrounding react-hook-form: the controller, and the props
 * every MUI text field of it shares (its error or helper text below it, ' ' keeping the
 * line so the form does not jump).
 */
export function useFieldProps(name: string, helperText?: string) {
  const { field, fieldState } = useController({ name });
  const error = useErrorText(fieldState.error?.message);
  return {
    field,
    props: {
      name: field.name,
      inputRef: field.ref,
      onBlur: field.onBlur,
      error: Boolean(fieldState.error),
      helperText: error ?? helperText ?? ' ',
    },
  };
}
