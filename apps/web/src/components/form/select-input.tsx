import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';

export type SelectInputProps = {
  name: string;
  label: string;
  helperText?: string;
  required?: boolean;
  /** The values and their labels, in the order offered. */
  options: readonly { value: string; label: string }[];
};

/** One of a fixed set of values (an enum), bound to the surrounding form. */
export function SelectInput({ name, label, helperText, required, options }: SelectInputProps) {
  const { field, fieldState } = useController({ name });
  const value: unknown = field.value;
  return (
    <TextField
      select
      name={field.name}
      inputRef={field.ref}
      value={typeof value === 'string' ? value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={label}
      required={Boolean(required)}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText ?? ' '}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
