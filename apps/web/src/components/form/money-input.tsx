import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
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
  /** The form value holding the row's own currency code; `currency` while it holds none. */
  currencyField?: string;
};

/**
 * An amount typed in major units ("12.50") and kept in the form as integer minor units
 * (1250), the way the API stores money; a text that is no amount keeps NaN so the schema
 * refuses it under the field.
 */
export function MoneyInput({
  name,
  label,
  currency: fallbackCurrency,
  helperText,
  required,
  invalidText,
  currencyField,
}: MoneyInputProps) {
  const { field, props } = useFieldProps(name, helperText);
  const chosen: unknown = useWatch({ name: currencyField ?? name, disabled: !currencyField });
  const currency =
    currencyField && typeof chosen === 'string' && /^[A-Z]{3}$/.test(chosen)
      ? chosen
      : fallbackCurrency;
  const minor = typeof field.value === 'number' ? field.value : null;
  const [text, setText] = useState(() =>
    minor !== null && Number.isFinite(minor) ? fromMinorUnits(minor, currency) : '',
  );
  const parsed = text === '' ? null : toMinorUnits(text, currency);
  const invalid = text !== '' && parsed === null;
  // Another currency may have other minor units (JPY none, KWD three): the amount typed stays.
  const { onChange } = field;
  const shownIn = useRef(currency);
  useEffect(() => {
    if (shownIn.current === currency) return;
    shownIn.current = currency;
    if (text !== '') onChange(toMinorUnits(text, currency) ?? Number.NaN);
  }, [currency, text, onChange]);
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
