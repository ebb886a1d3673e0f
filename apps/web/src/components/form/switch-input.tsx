import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useErrorText } from './field-props';
import { useController } from 'react-hook-form';

export function SwitchInput({
  name,
  label,
  helperText,
}: {
  name: string;
  label: string;
  helperText?: string;
}) {
  const { field, fieldState } = useController({ name });
  const errorText = useErrorText(fieldState.error?.message);
  return (
    <FormControl error={Boolean(fieldState.error)}>
      <FormControlLabel
        label={label}
        control={
          <Switch
            name={field.name}
            slotProps={{ input: { ref: field.ref } }}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
          />
        }
      />
      <FormHelperText>{errorText ?? helperText ?? ' '}</FormHelperText>
    </FormControl>
  );
}
