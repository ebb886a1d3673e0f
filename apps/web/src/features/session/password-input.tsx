import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** A password field with a show/hide button, bound to the surrounding form. */
export function PasswordInput(props: {
  name: string;
  label: string;
  autoComplete: string;
  helperText?: string;
}) {
  const { t } = useTranslation('session');
  const [visible, setVisible] = useState(false);
  const { field, fieldState } = useController({ name: props.name });
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={props.label}
      type={visible ? 'text' : 'password'}
      autoComplete={props.autoComplete}
      required
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? props.helperText ?? ' '}
      slotProps={{
        htmlInput: { dir: 'ltr' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? t('hidePassword') : t('showPassword')}
                onClick={() => setVisible((value) => !value)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
