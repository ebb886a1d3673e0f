import type { Level } from '@showroom/contract';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { roles, sessions, users } from '../../db/schema';

const SUPER_ADMIN_LOCK_KEY = 7_164_931;

/**
 * Serialises every change that could take away a super admin (delete, block, demotion), so
 * two of them racing each other cannot both see "another super admin remains".
 */
export async function lockSuperAdminChanges(db: Executor) {
  await queryRows(db, sql`select pg_advisory_xact_lock(${SUPER_ADMIN_LOCK_KEY})`);
}

export async function findRole(db: Executor, id: number) {
  const [role] = await db
    .select({ id: roles.id, level: roles.level })
    .from(roles)
    .where(and(eq(roles.id, id), isNull(roles.deletedAt)))
    .limit(1);
  return role ?? null;
}

export async function findSystemRole(db: Executor, level: Level) {
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.level, level), eq(roles.isSystem, true), isNull(roles.deletedAt)))
    .limit(1);
  return role ?? null;
}

/** The level of a staff member's role, or null for anyone without one. */
export async function levelOf(db: Executor, userId: number | null): Promise<Level | null> {
  if (userId === null) return null;
  const [row] = await db
    .select({ level: roles.level })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, userId), eq(users.kind, 'staff'), isNull(roles.deletedAt)))
    .limit(1);
  return row?.level ?? null;
}

/** Active super admins other than `userId`. */
export async function countOtherActiveSuperAdmins(db: Executor, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        ne(users.id, userId),
        eq(users.kind, 'staff'),
        eq(users.status, 'active'),
        isNull(users.deletedAt),
        eq(roles.level, 'SA'),
        isNull(roles.deletedAt),
      ),
    );
  return row?.n ?? 0;
}

/** Ends every session of a user: their refresh tokens stop working, and so do access tokens. */
export async function revokeSessions(db: Executor, userId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
