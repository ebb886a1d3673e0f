import { type MessageLanguage, type StaffNotification } from '@showroom/contract';
import { renderMessage } from '@showroom/contract/catalogue';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { staffNotifications } from '../../db/schema';

const MAX_LISTED = 50;

/** The reader's bell, its stored message tokens worded in the reader's language. */
export async function listForUser(db: Executor, userId: number, language: MessageLanguage = 'en') {
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
      heading: renderMessage(row.heading, language),
      title: renderMessage(row.title, language),
      subtitle: row.subtitle === null ? null : renderMessage(row.subtitle, language),
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
