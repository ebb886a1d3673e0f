import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns, requiredReference, textOneOf, timestamptz } from './columns';
import { indexOn, uniqueOn } from './indexes';
import { users } from './users';

/**
 * A person's authenticator app (TOTP, RFC 6238): at most one. Its secret is sealed with the
 * server's key (lib/secrets.ts), never stored as text. It takes effect once confirmed with a
 * first code; `lastUsedStep` is the time step of the last code accepted, so no code is
 * accepted twice.
 */
export const authenticatorApps = pgTable(
  'authenticator_apps',
  {
    ...recordColumns,
    userId: requiredReference(() => users.id, { onDelete: 'cascade' }),
    sealedSecret: text().notNull(),
    confirmedAt: timestamptz(),
    lastUsedStep: bigint({ mode: 'number' }),
  },
  (t) => [uniqueOn(t.userId)],
);

/** Single-use recovery codes, shown once: only their hashes are kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    ...recordColumns,
    userId: requiredReference(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamptz(),
  },
  (t) => [indexOn(t.userId)],
);

/**
 * What a right password gives when a second step is still due: a single-use ticket, stored
 * hashed, good for a few minutes and for one purpose only, the second factor or setting one
 * up. It is no access token: no other route takes it.
 */
export const signInTickets = pgTable(
  'sign_in_tickets',
  {
    ...recordColumns,
    userId: requiredReference(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    purpose: textOneOf<SignInTicketPurpose>(),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
  },
  (t) => [uniqueOn(t.tokenHash), indexOn(t.userId)],
);

export type SignInTicketPurpose = 'second-factor' | 'enrolment';
