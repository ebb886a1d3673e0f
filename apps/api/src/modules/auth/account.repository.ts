import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions, users } from '../../db/schema';

// The signed-in person's own account: their row and their other sessions.

/** A staff member's password hash and the fields their password is scored against. */
export async function findCredentials(db: Executor, userId: number) {
  const [row] = await db
    .select({
      passwordHash: users.passwordHash,
      name: users.name,
      username: users.username,
      email: users.email,
      phone: users.phone,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.kind, 'staff'), isNull(users.deletedAt)));
  return row ?? null;
}

/**
 * Ends every session of a user but the family `keep` (the one asking): its other browsers
 * sign in again. Returns how many families ended.
 */
export async function revokeOtherSessions(db: Executor, userId: number, keep: string) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), ne(sessions.family, keep), isNull(sessions.revokedAt)))
    .returning({ family: sessions.family });
  return new Set(ended.map((row) => row.family)).size;
}
