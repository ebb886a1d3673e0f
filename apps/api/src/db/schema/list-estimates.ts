import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The planner's estimate of a long list's count, kept for a while so that paging through the
 * list costs no count (crud/fast-reads.ts, ADR 031). Kept here rather than in a process, so
 * every API process sharing the database shows the same count.
 */
export const listEstimates = pgTable('list_estimates', {
  /** The resource and the list's search and filters (not its order or page). */
  list: text().primaryKey(),
  estimate: integer().notNull(),
  keptUntil: timestamp({ withTimezone: true }).notNull(),
});
