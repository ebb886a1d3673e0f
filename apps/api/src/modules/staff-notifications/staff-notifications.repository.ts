import { can, type Action, type Resource, type StaffNotification } from '@showroom/contract';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { roles, staffNotifications, users } from '../../db/schema';

export type StaffNotice = {
  heading: string;
  title: string;
  subtitle?: string | null;
  icon?: string;
  iconColor?: string;
  path?: string | null;
  /** Only staff whose role grants this are told. */
  audience: { resource: Resource; action: Action };
};

/**
 * Rings the bell of every active staff member allowed to act on the notice. Call it inside
 * the transaction of the write it is about, so one never exists without the other.
 */
export async function notifyStaff(db: Executor, notice: StaffNotice): Promise<number> {
  const staff = await db
    .select({ id: users.id, permissions: roles.permissions })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.kind, 'staff'), eq(users.status, 'active'), isNull(users.deletedAt)));
  const audience = staff.filter((s) =>
    can(s.permissions, notice.audience.resource, notice.audience.action),
  );
  if (audience.length === 0) return 0;
  await db.insert(staffNotifications).values(
    audience.map((s) => ({
      userId: s.id,
      heading: notice.heading,
      title: notice.title,
      subtitle: notice.subtitle ?? null,
      icon: notice.icon ?? 'notifications',
      iconColor: notice.iconColor ?? 'primary',
      path: notice.path ?? null,
    })),
  );
  return audience.length;
}

const MAX_LISTED = 50;

export async function listForUser(db: Executor, userId: number) {
  const mine = eq(staffNotifications.userId, userId);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(staffNotifications)
      .where(mine)
      .orderBy(desc(staffNotifications.createdAt), desc(staffNotifications.id))
      .limit(MAX_LISTED),
    db
      .select({
        count: count(),
        unread: sql<number>`count(*) filter (where ${staffNotifications.readAt} is null)`.mapWith(
          Number,
        ),
      })
      .from(staffNotifications)
      .where(mine),
  ]);
  return {
    count: totals?.count ?? 0,
    unread: totals?.unread ?? 0,
    rows: rows.map((row): StaffNotification => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      version: row.version,
      heading: row.heading,
      title: row.title,
      subtitle: row.subtitle,
      icon: { name: row.icon, color: row.iconColor },
      path: row.path,
      readAt: row.readAt?.toISOString() ?? null,
      timestamp: row.createdAt.toISOString(),
    })),
  };
}

export async function deleteForUser(db: Executor, userId: number, id?: number) {
  const rows = await db
    .delete(staffNotifications)
    .where(
      id === undefined
        ? eq(staffNotifications.userId, userId)
        : and(eq(staffNotifications.userId, userId), eq(staffNotifications.id, id)),
    )
    .returning({ id: staffNotifications.id });
  return rows.length;
}

export async function markAllRead(db: Executor, userId: number) {
  await db
    .update(staffNotifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(staffNotifications.userId, userId), isNull(staffNotifications.readAt)));
}
