import { TextInput } from '../../components/form/text-input';

/** The email field a session form opens on (sign-up, forgot password). */
export function EmailInput({ label }: { label: string }) {
  return (
    <TextInput
      name="email"
      type="email"
      label={label}
      autoComplete="email"
      dir="ltr"
      required
      autoFocus
    />
  );
}
