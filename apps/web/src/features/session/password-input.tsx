import { useFieldProps } from '../../components/form/field-props';
import { PasswordField } from './password-field';

/** A password field bound to the surrounding form. */
export function PasswordInput(props: {
  name: string;
  label: string;
  autoComplete: string;
  helperText?: string;
}) {
  const { field, props: fieldProps } = useFieldProps(props.name, props.helperText);
  return (
    <PasswordField
      {...fieldProps}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      label={props.label}
      autoComplete={props.autoComplete}
    />
  );
}

/** The password an account is given (sign-up, reset), with the rule it must meet. */
export function NewPasswordInput({ label, helperText }: { label: string; helperText: string }) {
  return (
    <PasswordInput
      name="password"
      label={label}
      helperText={helperText}
      autoComplete="new-password"
    />
  );
}
