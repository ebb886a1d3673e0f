import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns, requiredReference, timestamptz } from './columns';
import { customerQueries } from './customer-queries';
import { indexOn } from './indexes';
import { users } from './users';

/**
 * Every reply staff mailed about a customer query, kept for good: the query's own `reply`,
 * `repliedAt` and `repliedBy` are the latest of these. Written with the query's update and its
 * audit row, in one transaction; never changed afterwards.
 */
export const customerQueryReplies = pgTable(
  'customer_query_replies',
  {
    ...recordColumns,
    queryId: requiredReference(() => customerQueries.id),
    text: text().notNull(),
    /** Who sent it; null only for a reply the log never attributed (before this table). */
    sentBy: integer().references(() => users.id),
    sentAt: timestamptz().notNull().defaultNow(),
  },
  // A query's conversation reads its replies oldest first.
  (t) => [indexOn(t.queryId, t.sentAt, t.id), indexOn(t.sentBy)],
);
