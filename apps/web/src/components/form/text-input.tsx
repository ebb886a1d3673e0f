import { OutlinedField } from './outlined-field';
import { useFieldProps } from './field-props';

export type TextInputProps = {
  name: string;
  label: string;
  helperText?: string;
  required?: boolean;
  dir?: 'ltr' | 'rtl';
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  multiline?: boolean;
  minRows?: number;
  /** An emptied field is `null` (a nullable column) instead of `''`. */
  nullable?: boolean;
};

/** A text field bound to the surrounding form; its error shows under it. */
export function TextInput({
  name,
  label,
  helperText,
  dir,
  type = 'text',
  nullable,
  ...rest
}: TextInputProps) {
  const { field, value, props } = useFieldProps(name, helperText);
  return (
    <OutlinedField
      {...rest}
      {...props}
      value={typeof value === 'string' || typeof value === 'number' ? value : ''}
      onChange={(event) =>
        field.onChange(nullable && event.target.value === '' ? null : event.target.value)
      }
      type={type}
      label={label}
      slotProps={{ input: { dir: dir ?? 'auto' } }}
    />
  );
}
