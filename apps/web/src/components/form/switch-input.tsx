import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useFormField, type FieldInputProps } from './field-props';

export function SwitchInput({ name, label, helperText }: FieldInputProps) {
  const { field, invalid, errorText } = useFormField(name);
  return (
    <FormControl error={invalid}>
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
