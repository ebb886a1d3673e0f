import { pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns, requiredReference } from './columns';
import { indexOn } from './indexes';
import { users } from './users';

/**
 * The hashes of a staff member's passwords before their current one, at most
 * `RECENT_PASSWORDS` of them (ADR 065): a new password may repeat none. Each is the argon2id
 * hash that was `users.password_hash`, moved here in the transaction that replaced it; never
 * changed afterwards. They go with the account: its deletion (the trash or for good).
 */
export const passwordHistory = pgTable(
  'password_history',
  {
    ...recordColumns,
    userId: requiredReference(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text().notNull(),
  },
  // A person's history reads newest first, by id: the order the rows were written in.
  (t) => [indexOn(t.userId, t.id)],
);
