import type { Level } from '@showroom/contract';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { passwordResets, roles, sessions, users } from '../../db/schema';

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

/** The level of a staff member's role (blocked or trashed ones too), or null for anyone else. */
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

/** A live, active staff account whose role is not in the trash (joined with `roles`). */
const activeStaffWithLiveRole = () =>
  and(
    eq(users.kind, 'staff'),
    eq(users.status, 'active'),
    isNull(users.deletedAt),
    isNull(roles.deletedAt),
  );

/**
 * The level an actor acts with, read inside the change's transaction: none once they have
 * been blocked or trashed, even if their request got past sign-in a moment before.
 */
export async function actingLevelOf(db: Executor, userId: number | null): Promise<Level | null> {
  if (userId === null) return null;
  const [row] = await db
    .select({ level: roles.level })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, userId), activeStaffWithLiveRole()))
    .limit(1);
  return row?.level ?? null;
}

/** Active super admins other than `userId`. */
export async function countOtherActiveSuperAdmins(db: Executor, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(ne(users.id, userId), eq(roles.level, 'SA'), activeStaffWithLiveRole()));
  return row?.n ?? 0;
}

/**
 * Ends every way into an account: its sessions (refresh tokens, and so access tokens) and
 * its unused password reset links.
 */
export async function endAccess(db: Executor, userId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
