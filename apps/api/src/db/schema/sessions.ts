import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns';
import { users } from './users';

/**
 * One row per refresh token. A sign-in starts a family; each refresh revokes the used row
 * and adds the next one to the family, so a revoked token seen again means theft.
 */
export const sessions = pgTable(
  'sessions',
  {
    ...recordColumns,
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family: uuid().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    userAgent: text(),
    ip: text(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_family_idx').on(t.family),
    index('sessions_user_id_idx').on(t.userId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    ...recordColumns,
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_unique').on(t.tokenHash),
    index('password_resets_user_id_idx').on(t.userId),
  ],
);
