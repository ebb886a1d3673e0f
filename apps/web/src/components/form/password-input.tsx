import Box from '@mui/material/Box';
import type { PasswordOwner } from '@showroom/contract/password-strength';
import { useWatch } from 'react-hook-form';
import { useFieldProps } from './field-props';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter, usePasswordStrength } from './password-strength-meter';

type PasswordInputProps = {
  name: string;
  label: string;
  autoComplete: string;
  helperText?: string;
};

/** A password field bound to the surrounding form, with a show/hide button. */
export function PasswordInput(props: PasswordInputProps) {
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

/** The form fields a password is scored against when the form has them (sign-up, a user). */
const ownerFields = ['name', 'username', 'email', 'phone'] as const;

/**
 * A password someone is given (sign-up, reset, a change of one's own, a staff account), with
 * its strength shown as it is typed, by the policy the API refuses weak ones with. It is
 * scored against the form's own name, username, email and phone fields, and `owner` where the
 * form has none (the account page's is the signed-in person).
 */
export function NewPasswordInput({
  name = 'password',
  label,
  helperText,
  owner,
}: {
  name?: string;
  label: string;
  helperText?: string;
  owner?: PasswordOwner;
}) {
  const password: unknown = useWatch({ name });
  const [ownName, username, email, phone] = useWatch({ name: ownerFields }) as unknown[];
  const typedOwner: PasswordOwner = {
    name: typeof ownName === 'string' ? ownName : owner?.name,
    username: typeof username === 'string' ? username : owner?.username,
    email: typeof email === 'string' ? email : owner?.email,
    phone: typeof phone === 'string' ? phone : owner?.phone,
  };
  const { strength, activate } = usePasswordStrength(
    typeof password === 'string' ? password : '',
    typedOwner,
  );
  return (
    // Focus reaches here from the field: the first focus downloads the scorer.
    <Box onFocus={activate}>
      <PasswordInput
        name={name}
        label={label}
        autoComplete="new-password"
        {...(helperText ? { helperText } : {})}
      />
      <PasswordStrengthMeter strength={strength} />
    </Box>
  );
}
