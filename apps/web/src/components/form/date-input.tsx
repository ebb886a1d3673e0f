import TextField from '@mui/material/TextField';
import { useFieldProps } from './field-props';

export type DateInputProps = {
  name: string;
  label: string;
  helperText?: string;
  required?: boolean;
  /** `date` keeps `YYYY-MM-DD`; `datetime` keeps an ISO instant (UTC) typed in local time. */
  kind: 'date' | 'datetime';
  autoFocus?: boolean;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the local `YYYY-MM-DDTHH:mm` a datetime-local input shows. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A date, or a date and time; empty is null. */
export function DateInput({ name, label, helperText, required, kind, autoFocus }: DateInputProps) {
  const { field, props } = useFieldProps(name, helperText);
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <TextField
      {...props}
      type={kind === 'date' ? 'date' : 'datetime-local'}
      value={kind === 'date' ? value.slice(0, 10) : value && toLocalInput(value)}
      onChange={(event) => {
        const text = event.target.value;
        if (text === '') field.onChange(null);
        else field.onChange(kind === 'date' ? text : new Date(text).toISOString());
      }}
      label={label}
      required={Boolean(required)}
      autoFocus={Boolean(autoFocus)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
    />
  );
}
