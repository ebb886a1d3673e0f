import type { NotificationAudience } from '@showroom/contract';
import { and, asc, count, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { activeAccounts } from '../../db/queries';

const audienceKinds: Record<NotificationAudience, ('customer' | 'dealer')[]> = {
  all: ['customer', 'dealer'],
  customers: ['customer'],
  dealers: ['dealer'],
};

/** Active marketplace users a notification for `audience` reaches (staff never do). */
export async function countAudience(db: Executor, audience: NotificationAudience) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(activeAccounts(...audienceKinds[audience]));
  return row?.n ?? 0;
}

/**
 * Locks a batch of due notifications. SKIP LOCKED lets a second worker take the next
 * batch instead of waiting for, or repeating, this one.
 */
export async function lockDue(db: Executor, now: Date, limit: number) {
  return db
    .select({ id: notifications.id, audience: notifications.audience })
    .from(notifications)
    .where(
      and(
        isNull(notifications.sentAt),
        lte(notifications.scheduledAt, now),
        isNull(notifications.deletedAt),
      ),
    )
    .orderBy(asc(notifications.scheduledAt), asc(notifications.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}
