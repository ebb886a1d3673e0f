import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { recordColumns, requiredReference, timestamptz } from './columns';
import { indexEach, indexOn, uniqueOn } from './indexes';
import { users } from './users';

/** A secret handed to a user: only its hash is kept, and it stops working at `expiresAt`. */
const userToken = {
  userId: requiredReference(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull(),
  expiresAt: timestamptz().notNull(),
};

/**
 * One row per refresh token. A sign-in starts a family; each refresh revokes the used row
 * and adds the next one to the family, so a revoked token seen again means theft.
 */
export const sessions = pgTable(
  'sessions',
  {
    ...recordColumns,
    ...userToken,
    family: uuid().notNull(),
    revokedAt: timestamptz(),
    userAgent: text(),
    ip: text(),
    /**
     * The latest request made with the family's access tokens, noted at most every few minutes
     * per API process (plugins/auth.ts), on the family's live row: never a write per request.
     */
    lastSeenAt: timestamptz(),
  },
  (t) => [uniqueOn(t.tokenHash), ...indexEach(t.family, t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  { ...recordColumns, ...userToken, usedAt: timestamptz() },
  (t) => [uniqueOn(t.tokenHash), indexOn(t.userId)],
);
