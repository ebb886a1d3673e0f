/** What the sign-in and second-factor modules use: passkeys as a sign-in step, and their removal. */
export { createPasskeys, removePasskeysOf, type Passkeys } from './passkeys.service';
