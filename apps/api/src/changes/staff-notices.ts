import { can, messageToken, type Action, type MessageRef, type Resource } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { roles, staffNotifications, users } from '../db/schema';
import { publishLive } from './live-events';
import { activeAccounts } from '../db/queries';

/**
 * A bell notice: `heading` and `title` are catalogue messages, stored as their tokens and
 * worded in each reader's language when the bell is read; `subtitle` is the record's own text.
 */
export type StaffNotice = {
  heading: MessageRef;
  title: MessageRef;
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
    .where(activeAccounts('staff'));
  const audience = staff.filter((s) =>
    can(s.permissions, notice.audience.resource, notice.audience.action),
  );
  if (audience.length === 0) return 0;
  await db.insert(staffNotifications).values(
    audience.map((s) => ({
      userId: s.id,
      heading: messageToken(notice.heading),
      title: messageToken(notice.title),
      subtitle: notice.subtitle ?? null,
      icon: notice.icon ?? 'notifications',
      iconColor: notice.iconColor ?? 'primary',
      path: notice.path ?? null,
    })),
  );
  await publishLive(db, { kind: 'bell', userIds: audience.map((s) => s.id) });
  return audience.length;
}
