import { can, type Action, type Resource } from '@showroom/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { roles, staffNotifications, users } from '../db/schema';

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
 * Rings the bell of every active staff member allowed to act on the notice. A write tells
 * staff through `auditedWrite`'s `notice`, so one never exists without the other; a job
 * that failed (no write to speak of) calls this directly.
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
