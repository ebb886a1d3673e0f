import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns, requiredReference, softDelete, timestamptz } from './columns';
import { contactSubjects } from './contact-subjects';
import { users } from './users';

export type CustomerQueryStatus = 'new' | 'in_progress' | 'resolved';

/** A message sent through the marketplace's contact form, and staff's answer to it. */
export const customerQueries = pgTable(
  'customer_queries',
  {
    ...recordColumns,
    subjectId: requiredReference(() => contactSubjects.id),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    message: text().notNull(),
    status: text().$type<CustomerQueryStatus>().notNull().default('new'),
    reply: text(),
    repliedAt: timestamptz(),
    repliedBy: integer().references(() => users.id),
    ...softDelete,
  },
  (t) => [
    index('customer_queries_status_created_idx').on(t.status, t.createdAt),
    index('customer_queries_subject_id_idx').on(t.subjectId),
    index('customer_queries_created_at_idx').on(t.createdAt),
    index('customer_queries_replied_at_idx').on(t.repliedAt),
    index('customer_queries_replied_by_idx').on(t.repliedBy),
  ],
);
