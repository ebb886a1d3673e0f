import type { Admin } from '@showroom/contract';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { activeAccounts, anyRowOf, firstRow } from '../../db/queries';
import { passwordResets, roles, sessions, users } from '../../db/schema';

const adminColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  phone: users.phone,
  avatarUrl: users.avatarUrl,
  kind: users.kind,
  status: users.status,
  passwordHash: users.passwordHash,
  role: {
    id: roles.id,
    name: roles.name,
    level: roles.level,
    permissions: roles.permissions,
  },
};

export type StaffRecord = Admin & { passwordHash: string | null };

/** A staff account with its role; customers and dealers never sign in here. */
export async function findStaff(
  db: Executor,
  where: { email: string } | { phone: string } | { id: number },
): Promise<StaffRecord | null> {
  const match =
    'email' in where
      ? eq(users.email, where.email)
      : 'phone' in where
        ? eq(users.phone, where.phone)
        : eq(users.id, where.id);
  return firstRow(
    db
      .select(adminColumns)
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(match, eq(users.kind, 'staff'), isNull(users.deletedAt))),
  );
}

export async function findRoleByLevel(db: Executor, level: Admin['role']['level']) {
  return firstRow(
    db
      .select()
      .from(roles)
      .where(and(eq(roles.level, level), eq(roles.isSystem, true), isNull(roles.deletedAt))),
  );
}

export async function touchLastLogin(db: Executor, userId: number) {
  await db
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function insertSession(
  db: Executor,
  values: typeof sessions.$inferInsert,
): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function findSessionByTokenHash(db: Executor, tokenHash: string) {
  return firstRow(db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)));
}

/**
 * Marks a refresh token used. Only one caller can win: a concurrent use of the same token
 * finds it already revoked.
 */
export async function consumeSession(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, updatedAt: sql`now()`, version: sql`${sessions.version} + 1` })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

/**
 * A used refresh token came back: revokes its family, unless the token was used less than
 * `graceSeconds` ago. Then it is a concurrent refresh (two tabs at once), which loses but
 * must not end the session the winner has just been given. Compared on the database's
 * clock, which set `revoked_at`.
 */
export async function revokeFamilyOnReuse(
  db: Executor,
  session: { id: number; family: string },
  graceSeconds: number,
) {
  const usedLongAgo = anyRowOf(
    db,
    sessions,
    eq(sessions.id, session.id),
    lt(sessions.revokedAt, sql`now() - make_interval(secs => ${graceSeconds})`),
  );
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(sessions.family, session.family), isNull(sessions.revokedAt), usedLongAgo));
}

export async function revokeUserSessions(db: Executor, userId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Locks a user's row so that two reset requests for one account run one after the other. */
export async function lockUser(db: Executor, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** Ends every reset link of a user that is still unused. */
export async function revokePasswordResets(db: Executor, userId: number) {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export async function insertPasswordReset(
  db: Executor,
  values: typeof passwordResets.$inferInsert,
) {
  await db.insert(passwordResets).values(values);
}

/**
 * A reset token that still works: unused, unexpired, and its account still a live staff one
 * (not deleted, blocked or gone from the staff since).
 */
const liveReset = (db: Executor, tokenHash: string) =>
  and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, sql`now()`),
    anyRowOf(db, users, eq(users.id, passwordResets.userId), activeAccounts('staff')),
  );

/** Whose reset token this is, while it still works; it stays unused. */
export function findPasswordReset(db: Executor, tokenHash: string) {
  return firstRow(
    db
      .select({ userId: passwordResets.userId })
      .from(passwordResets)
      .where(liveReset(db, tokenHash)),
  );
}

/** Uses a reset token once: a second use finds nothing, as any token that no longer works. */
export async function consumePasswordReset(db: Executor, tokenHash: string) {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()`, updatedAt: sql`now()` })
    .where(liveReset(db, tokenHash))
    .returning({ userId: passwordResets.userId });
  return row ?? null;
}
