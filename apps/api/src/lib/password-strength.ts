import {
  passwordCheckerOptions,
  ratePassword,
  weakPasswordMessages,
  type PasswordChecker,
  type PasswordOwner,
} from '@showroom/contract';
import { AppError } from './errors';

/*
 * The API's side of the password policy (packages/contract/src/password-strength.ts, ADR
 * 047): zxcvbn-ts is imported and its checker built on the first password set, not at start
 * (about 0.8 s and 24 MB), from the dictionaries the web app's meter uses too, so the meter
 * and the API agree on every password.
 */
let checker: Promise<PasswordChecker> | undefined;

async function buildChecker(): Promise<PasswordChecker> {
  const [{ ZxcvbnFactory }, common, en, ar] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    import('@zxcvbn-ts/language-ar'),
  ]);
  return new ZxcvbnFactory(passwordCheckerOptions({ common, en, ar }));
}

/** How strong `password` is for `owner`, by the shared policy. */
export async function passwordStrength(password: string, owner: PasswordOwner) {
  checker ??= buildChecker();
  return ratePassword(await checker, password, owner);
}

/**
 * Refuses a weak password with VALIDATION_FAILED (400, as every invalid field) on its field:
 * the reason and a suggestion, worded in the request's language by the error handler.
 */
export async function assertStrongPassword(
  password: string,
  owner: PasswordOwner,
  field = 'password',
) {
  const strength = await passwordStrength(password, owner);
  if (strength.strong) return;
  throw new AppError('VALIDATION_FAILED', 'errors.validation', {
    fieldErrors: { [field]: weakPasswordMessages(strength) },
  });
}
