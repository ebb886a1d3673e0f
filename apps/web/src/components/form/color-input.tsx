import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useFieldProps } from './field-props';
import { useTranslation } from 'react-i18next';

export type ColorInputProps = {
  name: string;
  label: string;
  helperText?: string;
  required?: boolean;
};

const HEX = /^#[0-9a-f]{6}$/i;

/** A `#RRGGBB` colour: typed, or picked with the browser's colour picker from the swatch. */
export function ColorInput({ name, label, helperText, required }: ColorInputProps) {
  const { t } = useTranslation('common');
  const { field, props } = useFieldProps(name, helperText);
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <TextField
      {...props}
      value={value}
      onChange={field.onChange}
      label={label}
      required={Boolean(required)}
      slotProps={{
        htmlInput: { dir: 'ltr', maxLength: 7, spellCheck: false },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={t('pickColor', { label })}
                value={HEX.test(value) ? value.toLowerCase() : '#000000'}
                onChange={(event) => field.onChange(event.target.value.toUpperCase())}
                sx={{
                  width: 28,
                  height: 28,
                  p: 0,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  cursor: 'pointer',
                  bgcolor: 'transparent',
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
