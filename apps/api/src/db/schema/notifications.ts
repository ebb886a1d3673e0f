import type { NotificationAudience, NotificationStatus } from '@showroom/contract';
import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bilingual, recordColumns, softDelete, textOneOf, timestamptz } from './columns';
import { indexEach } from './indexes';
import { users } from './users';

/** General notifications to marketplace users (the staff bell is staff_notifications). */
export const notifications = pgTable(
  'notifications',
  {
    ...recordColumns,
    ...bilingual('title'),
    ...bilingual('body'),
    audience: textOneOf<NotificationAudience>(),
    scheduledAt: timestamptz(),
    sentAt: timestamptz(),
    /** How many active users of the audience it went to, counted when it was sent. */
    recipientsCount: integer(),
    createdBy: integer().references(() => users.id),
    // Derived by the database, so the list filter and the job can never disagree with it.
    status: textOneOf<NotificationStatus>().generatedAlwaysAs(
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
    ...indexEach(t.sentAt, t.createdBy),
  ],
);
