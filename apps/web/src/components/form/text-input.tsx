import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';

export type TextInputProps = {
  name: string;
  label: string;
  helperText?: string;
  required?: boolean;
  dir?: 'ltr' | 'rtl';
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
  multiline?: boolean;
  minRows?: number;
};

/** A text field bound to the surrounding form; its error shows under it. */
export function TextInput({
  name,
  label,
  helperText,
  dir,
  type = 'text',
  ...rest
}: TextInputProps) {
  const { field, fieldState } = useController({ name });
  const value: unknown = field.value;
  return (
    <TextField
      {...rest}
      name={field.name}
      inputRef={field.ref}
      value={typeof value === 'string' || typeof value === 'number' ? value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      type={type}
      label={label}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText ?? ' '}
      slotProps={{ htmlInput: { dir: dir ?? 'auto' } }}
    />
  );
}
