import type { Level } from '@showroom/contract';
import { and, count, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { activeAccounts, firstRow } from '../../db/queries';
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
  return firstRow(
    db
      .select({ id: roles.id, level: roles.level })
      .from(roles)
      .where(and(eq(roles.id, id), isNull(roles.deletedAt))),
  );
}

export async function findSystemRole(db: Executor, level: Level) {
  return firstRow(
    db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.level, level), eq(roles.isSystem, true), isNull(roles.deletedAt))),
  );
}

/** The level of user `userId`'s role if they meet `condition` (joined with `roles`), or null. */
async function levelWhere(db: Executor, userId: number | null, condition: SQL | undefined) {
  if (userId === null) return null;
  const row = await firstRow(
    db
      .select({ level: roles.level })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.id, userId), condition)),
  );
  return row?.level ?? null;
}

/** A staff member's role, out of the trash (joined with `roles`): the one they act with. */
const staffRole = and(eq(users.kind, 'staff'), isNull(roles.deletedAt));

/** The level of a staff member's role (blocked or trashed ones too), or null for anyone else. */
export const levelOf = (db: Executor, userId: number | null): Promise<Level | null> =>
  levelWhere(db, userId, staffRole);

/**
 * Whether a user's level (`levelOf`) is SA, as a condition on a row of `users`, so that a list
 * reads it in its own statement: PostgreSQL hashes the few SA roles once (a hashed subplan)
 * and looks each row of the page up there, after the page is found.
 */
export const isSuperAdmin = sql<boolean>`exists (select 1 from ${roles} where ${and(
  eq(roles.id, users.roleId),
  eq(roles.level, 'SA'),
  staffRole,
)})`;

/** A live, active staff account whose role is not in the trash (joined with `roles`). */
const activeStaffWithLiveRole = () => and(activeAccounts('staff'), isNull(roles.deletedAt));

/**
 * The level an actor acts with, read inside the change's transaction: none once they have
 * been blocked or trashed, even if their request got past sign-in a moment before.
 */
export const actingLevelOf = (db: Executor, userId: number | null): Promise<Level | null> =>
  levelWhere(db, userId, activeStaffWithLiveRole());

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
  await endResetLinks(db, userId);
}

/** Ends an account's unused password reset links. */
export async function endResetLinks(db: Executor, userId: number) {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
