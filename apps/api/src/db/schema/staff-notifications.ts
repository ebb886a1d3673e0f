import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns, requiredReference, timestamptz } from './columns';
import { users } from './users';

/** The staff bell: one row per staff member told about something. */
export const staffNotifications = pgTable(
  'staff_notifications',
  {
    ...recordColumns,
    userId: requiredReference(() => users.id, { onDelete: 'cascade' }),
    heading: text().notNull(),
    title: text().notNull(),
    subtitle: text(),
    icon: text().notNull().default('notifications'),
    iconColor: text().notNull().default('primary'),
    path: text(),
    readAt: timestamptz(),
  },
  (t) => [index('staff_notifications_user_created_idx').on(t.userId, t.createdAt)],
);
