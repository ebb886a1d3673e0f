import type { CustomerQueryStatus } from '@showroom/contract';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns, requiredReference, softDelete, textOneOf, timestamptz } from './columns';
import { indexEach } from './indexes';
import { contactSubjects } from './contact-subjects';
import { users } from './users';

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
    status: textOneOf<CustomerQueryStatus>().default('new'),
    reply: text(),
    repliedAt: timestamptz(),
    repliedBy: integer().references(() => users.id),
    ...softDelete,
  },
  (t) => [
    index('customer_queries_status_created_idx').on(t.status, t.createdAt),
    ...indexEach(t.subjectId, t.createdAt, t.repliedAt, t.repliedBy),
    // A marketplace user's queries (their profile page) are those sent from their email.
    index('customer_queries_email_created_idx').on(t.email, t.createdAt),
  ],
);
