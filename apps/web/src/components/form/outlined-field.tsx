import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

export type OutlinedFieldProps = Omit<OutlinedInputProps, 'label' | 'fullWidth'> & {
  label: ReactNode;
  helperText?: ReactNode;
};

/**
 * A text field built from the parts MUI's `TextField` renders (label, outlined input, helper
 * text, tied together by ids and the form control's error and required state). `TextField`
 * also carries its `select` mode, and with it `Select`, `Menu` and `Popover`: some 20 KB on the
 * wire that the sign-in page and every text-only form would download and never use.
 */
export function OutlinedField({
  label,
  helperText,
  error,
  required,
  disabled,
  id,
  ...input
}: OutlinedFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl fullWidth error={error} required={required} disabled={disabled}>
      <InputLabel htmlFor={inputId} id={`${inputId}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={inputId} label={label} aria-describedby={helperId} {...input} />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
