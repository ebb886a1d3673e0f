import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFieldProps } from './field-props';

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
  const { field, value, props } = useFieldProps(name, helperText);
  return (
    <TextField
      select
      {...props}
      value={typeof value === 'string' ? value : ''}
      onChange={field.onChange}
      label={label}
      required={Boolean(required)}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
