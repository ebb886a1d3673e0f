import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useFieldProps } from './field-props';
import { fromMinorUnits, toMinorUnits } from '../../lib/money';

export type MoneyInputProps = {
  name: string;
  label: string;
  currency: string;
  helperText?: string;
  required?: boolean;
  /** Shown when the text is not an amount of this currency. */
  invalidText: string;
};

/**
 * An amount typed in major units ("12.50") and kept in the form as integer minor units
 * (1250), the way the API stores money; a text that is no amount keeps NaN so the schema
 * refuses it under the field.
 */
export function MoneyInput({
  name,
  label,
  currency,
  helperText,
  required,
  invalidText,
}: MoneyInputProps) {
  const { field, props } = useFieldProps(name, helperText);
  const minor = typeof field.value === 'number' ? field.value : null;
  const [text, setText] = useState(() =>
    minor !== null && Number.isFinite(minor) ? fromMinorUnits(minor, currency) : '',
  );
  const parsed = text === '' ? null : toMinorUnits(text, currency);
  const invalid = text !== '' && parsed === null;
  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        field.onChange(typed === '' ? null : (toMinorUnits(typed, currency) ?? Number.NaN));
      }}
      label={label}
      required={Boolean(required)}
      {...(invalid ? { error: true, helperText: invalidText } : {})}
      slotProps={{
        htmlInput: { inputMode: 'decimal', dir: 'ltr' },
        input: { startAdornment: <InputAdornment position="start">{currency}</InputAdornment> },
      }}
    />
  );
}
