import { RECENT_PASSWORDS, type PasswordOwner } from '@showroom/contract';
import type { Executor } from '../../db/client';
import { fieldError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { assertStrongPassword } from '../../lib/password-strength';
import * as repo from './password-history.repository';

/**
 * The account a new password is for, the words its password is scored against, and who sets
 * it (the person, or a super admin for them), which the refusal is worded for.
 */
export type PasswordAccount = { id: number; owner: PasswordOwner; setBy: 'owner' | 'other' };

const reused = {
  owner: { current: 'account.samePassword', recent: 'account.recentPassword' },
  other: { current: 'users.samePassword', recent: 'users.recentPassword' },
} as const;

/**
 * Refuses, on the `password` field, a new password for an existing account that is its
 * current one or one of the `RECENT_PASSWORDS` before it (each verified against its argon2
 * hash, all at once on the thread pool), then one the shared policy finds weak (ADR 049).
 */
export async function assertNewPassword(db: Executor, password: string, account: PasswordAccount) {
  const { current, earlier } = await repo.hashesOf(db, account.id, RECENT_PASSWORDS);
  const matches = (hash: string | null) =>
    hash === null ? Promise.resolve(false) : verifyPassword(hash, password);
  const [isCurrent = false, ...isEarlier] = await Promise.all([current, ...earlier].map(matches));
  const refusal = reused[account.setBy];
  if (isCurrent) throw fieldError('password', refusal.current);
  if (isEarlier.includes(true)) throw fieldError('password', refusal.recent);
  await assertStrongPassword(password, account.owner);
}

/**
 * Keeps the hash a password change replaces, in the change's transaction and before its
 * write, and forgets all but the `RECENT_PASSWORDS` newest.
 */
export async function rememberReplacedPassword(tx: Executor, userId: number) {
  await repo.keepCurrentHash(tx, userId);
  await repo.keepNewest(tx, userId, RECENT_PASSWORDS);
}

/** A deleted account's earlier passwords go with it. */
export const forgetPasswordHistory = repo.deleteHistory;
