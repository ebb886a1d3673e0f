import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns';
import { users } from './users';

/** The staff bell: one row per staff member told about something. */
export const staffNotifications = pgTable(
  'staff_notifications',
  {
    ...recordColumns,
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    heading: text().notNull(),
    title: text().notNull(),
    subtitle: text(),
    icon: text().notNull().default('notifications'),
    iconColor: text().notNull().default('primary'),
    path: text(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('staff_notifications_user_created_idx').on(t.userId, t.createdAt)],
);
