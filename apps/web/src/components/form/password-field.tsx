import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { messageText, useLanguage } from '../../lib/strings';
import { OutlinedField, type OutlinedFieldProps } from './outlined-field';

/**
 * A required password field with a show/hide button; the caller holds its value. Its button's
 * words are the contract's (`password.show`, `.hide`), which every page has in its language,
 * so the sign-in page uses it without i18next.
 */
export function PasswordField(props: Omit<OutlinedFieldProps, 'type' | 'endAdornment'>) {
  const language = useLanguage();
  const [visible, setVisible] = useState(false);
  const toggle = messageText(visible ? 'password.hide' : 'password.show', language);
  return (
    <OutlinedField
      {...props}
      type={visible ? 'text' : 'password'}
      required
      slotProps={{ input: { dir: 'ltr' } }}
      endAdornment={
        <InputAdornment position="end">
          <IconButton aria-label={toggle} onClick={() => setVisible((value) => !value)} edge="end">
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
