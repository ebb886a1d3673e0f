// What the account, reset and users modules share: the rules of a new password for an existing
// account, and its history (ADR 065).
export {
  assertNewPassword,
  forgetPasswordHistory,
  rememberReplacedPassword,
  type PasswordAccount,
} from './password-history.service';
