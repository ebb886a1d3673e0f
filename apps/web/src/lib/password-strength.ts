import { passwordCheckerOptions, type PasswordChecker } from '@showroom/contract/password-strength';

let checker: Promise<PasswordChecker> | undefined;

/**
 * zxcvbn-ts with its dictionaries (about 1 MB before compression), downloaded the first time
 * a new password is typed, never with the sign-in page or the app's start (ADR 049), and
 * built with the options the API builds its own with. A failed download is tried again next
 * time; the server scores every password anyway.
 */
export function loadPasswordChecker(): Promise<PasswordChecker> {
  checker ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    import('@zxcvbn-ts/language-ar'),
  ]).then(
    ([core, common, en, ar]) => new core.ZxcvbnFactory(passwordCheckerOptions({ common, en, ar })),
    (error: unknown) => {
      checker = undefined;
      throw error;
    },
  );
  return checker;
}
