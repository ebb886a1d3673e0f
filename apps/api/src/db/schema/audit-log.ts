import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './users';

/** Append-only: one row for every write, with the record before and after it. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    actorId: integer().references(() => users.id),
    action: text().notNull(),
    resource: text().notNull(),
    recordId: integer(),
    before: jsonb(),
    after: jsonb(),
    ip: text(),
    at: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_resource_record_idx').on(t.resource, t.recordId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_at_idx').on(t.at),
  ],
);
