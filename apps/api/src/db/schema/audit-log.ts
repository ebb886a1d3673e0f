import { sql } from 'drizzle-orm';
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
    /**
     * The names the entry's record goes by (title, names, question, email), kept by
     * PostgreSQL from the entry itself and trigram-indexed (migration `audit_record_text`):
     * the audit log's search reads this one column, not nine JSON fields of each match.
     */
    recordText: text().generatedAlwaysAs(sql`audit_record_text(before, after)`),
    ip: text(),
    at: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_resource_record_idx').on(t.resource, t.recordId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_at_idx').on(t.at),
  ],
);
