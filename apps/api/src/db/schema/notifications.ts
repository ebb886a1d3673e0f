import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { recordColumns, softDelete, timestamptz } from './columns';
import { users } from './users';

export type NotificationAudience = 'all' | 'customers' | 'dealers';
export type NotificationStatus = 'draft' | 'scheduled' | 'sent';

/** General notifications to marketplace users (the staff bell is staff_notifications). */
export const notifications = pgTable(
  'notifications',
  {
    ...recordColumns,
    titleEn: text().notNull(),
    titleAr: text(),
    bodyEn: text().notNull(),
    bodyAr: text(),
    audience: text().$type<NotificationAudience>().notNull(),
    scheduledAt: timestamptz(),
    sentAt: timestamptz(),
    /** How many active users of the audience it went to, counted when it was sent. */
    recipientsCount: integer(),
    createdBy: integer().references(() => users.id),
    // Derived by the database, so the list filter and the job can never disagree with it.
    status: text()
      .$type<NotificationStatus>()
      .notNull()
      .generatedAlwaysAs(
        sql`case when sent_at is not null then 'sent' when scheduled_at is not null then 'scheduled' else 'draft' end`,
      ),
    ...softDelete,
  },
  (t) => [
    index('notifications_status_created_idx').on(t.status, t.createdAt),
    // The dispatch job's pick: unsent, due, oldest first.
    index('notifications_due_idx')
      .on(t.scheduledAt)
      .where(sql`${t.sentAt} is null and ${t.deletedAt} is null`),
    index('notifications_sent_at_idx').on(t.sentAt),
    index('notifications_created_by_idx').on(t.createdBy),
  ],
);
