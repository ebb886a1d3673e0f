import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldProps } from '../../components/form/field-props';
import { OutlinedField } from '../../components/form/outlined-field';

/** A password field with a show/hide button, bound to the surrounding form. */
export function PasswordInput(props: {
  name: string;
  label: string;
  autoComplete: string;
  helperText?: string;
}) {
  const { t } = useTranslation('session');
  const [visible, setVisible] = useState(false);
  const { field, props: fieldProps } = useFieldProps(props.name, props.helperText);
  return (
    <OutlinedField
      {...fieldProps}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      label={props.label}
      type={visible ? 'text' : 'password'}
      autoComplete={props.autoComplete}
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
