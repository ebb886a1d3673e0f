import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { OutlinedField, type OutlinedFieldProps } from '../../components/form/outlined-field';
import { useText } from '../../lib/strings';

/** A required password field with a show/hide button; the caller holds its value. */
export function PasswordField(props: Omit<OutlinedFieldProps, 'type' | 'endAdornment'>) {
  const t = useText('session');
  const [visible, setVisible] = useState(false);
  return (
    <OutlinedField
      {...props}
      type={visible ? 'text' : 'password'}
      required
      slotProps={{ input: { dir: 'ltr' } }}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={visible ? t('hidePassword') : t('showPassword')}
            onClick={() => setVisible((value) => !value)}
            edge="end"
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
