import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Columns every table has: identity, timestamps and the optimistic-concurrency version. */
export const recordColumns = {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  version: integer().notNull().default(1),
};

/** Business records are soft-deleted into the trash and can be restored. */
export const softDelete = {
  deletedAt: timestamp({ withTimezone: true }),
};
