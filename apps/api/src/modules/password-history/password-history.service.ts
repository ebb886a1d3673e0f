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
 * current one or one of the `RECENT_PASSWORDS` before it, then one the shared policy finds
 * weak (ADR 049). Each hash is verified in turn, newest first: at most N + 1 argon2 verifies
 * (about 15 to 30 ms each here), one thread of the pool at a time, so sign-ins meanwhile
 * still find one free.
 */
export async function assertNewPassword(db: Executor, password: string, account: PasswordAccount) {
  const { current, earlier } = await repo.hashesOf(db, account.id, RECENT_PASSWORDS);
  const refusal = reused[account.setBy];
  if (current !== null && (await verifyPassword(current, password))) {
    throw fieldError('password', refusal.current);
  }
  for (const hash of earlier) {
    if (await verifyPassword(hash, password)) throw fieldError('password', refusal.recent);
  }
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
