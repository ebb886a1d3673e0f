import { useController } from 'react-hook-form';

/**
 * A form field's binding to the surrounding react-hook-form: the controller, and the props
 * every MUI text field of it shares (its error or helper text below it, ' ' keeping the
 * line so the form does not jump).
 */
export function useFieldProps(name: string, helperText?: string) {
  const { field, fieldState } = useController({ name });
  return {
    field,
    props: {
      name: field.name,
      inputRef: field.ref,
      onBlur: field.onBlur,
      error: Boolean(fieldState.error),
      helperText: fieldState.error?.message ?? helperText ?? ' ',
    },
  };
}
