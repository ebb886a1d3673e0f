import TextField from '@mui/material/TextField';
import { useFieldProps } from './field-props';

export type NumberInputProps = {
  name: string;
  label: string;
  helperText?: string;
  required?: boolean;
  /** What an empty field means: `null` for a nullable column, else `undefined` (not set). */
  nullable?: boolean;
  autoFocus?: boolean;
};

/** A number field: keeps a number (or empty) in the form, so the zod schema sees numbers. */
export function NumberInput({ name, label, helperText, nullable, ...rest }: NumberInputProps) {
  const { field, value, props } = useFieldProps(name, helperText);
  return (
    <TextField
      {...rest}
      {...props}
      type="number"
      value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
      onChange={(event) => {
        const text = event.target.value;
        field.onChange(text === '' ? (nullable ? null : undefined) : Number(text));
      }}
      label={label}
      slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
    />
  );
}
