import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { passwordHistory } from '../../db/schema/password-history';

// The hashes of a person's earlier passwords (ADR 065).

/**
 * A person's current password hash (null when they have none) and those of the `count`
 * passwords they had before it, newest first.
 */
export async function hashesOf(db: Executor, userId: number, count: number) {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  const earlier = await db
    .select({ passwordHash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.id))
    .limit(count);
  return { current: user?.passwordHash ?? null, earlier: earlier.map((row) => row.passwordHash) };
}

/**
 * Moves the person's current password hash into their history, read from their row locked
 * until the transaction ends, so that of two changes at once the second keeps the first's.
 */
export async function keepCurrentHash(tx: Executor, userId: number) {
  const [row] = await tx
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  if (!row?.passwordHash) return;
  await tx.insert(passwordHistory).values({ userId, passwordHash: row.passwordHash });
}

/** Deletes all but the person's `count` newest hashes. */
export async function keepNewest(tx: Executor, userId: number, count: number) {
  const newest = tx
    .select({ id: passwordHistory.id })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.id))
    .limit(count);
  await tx
    .delete(passwordHistory)
    .where(and(eq(passwordHistory.userId, userId), notInArray(passwordHistory.id, newest)));
}

export async function deleteHistory(tx: Executor, userId: number) {
  await tx.delete(passwordHistory).where(eq(passwordHistory.userId, userId));
}
