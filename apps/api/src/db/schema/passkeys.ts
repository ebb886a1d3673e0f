import { bigint, boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns, requiredReference, textOneOf, timestamptz } from './columns';
import { indexOn, uniqueOn } from './indexes';
import { users } from './users';

/**
 * A person's passkeys and security keys (WebAuthn, ADR 052): the public key of each, never a
 * secret. `credentialId` names it to the browser and is unique across all people; `counter`
 * is the authenticator's signature count, which must go up when it counts at all (a cloned key
 * would fall behind).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    ...recordColumns,
    userId: requiredReference(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** base64url, as WebAuthn's JSON writes it. */
    credentialId: text().notNull(),
    /** The COSE public key, base64url. */
    publicKey: text().notNull(),
    counter: bigint({ mode: 'number' }).notNull().default(0),
    transports: jsonb().$type<string[]>().notNull().default([]),
    backedUp: boolean().notNull().default(false),
    lastUsedAt: timestamptz(),
  },
  (t) => [uniqueOn(t.credentialId), indexOn(t.userId)],
);

/**
 * A challenge handed to a browser for one WebAuthn ceremony: kept here, not in a process's
 * memory, so any API process may check the answer. Taken once (deleted as it is checked), good
 * for a few minutes, for one purpose and, but for a passwordless sign-in, one person.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    ...recordColumns,
    challenge: text().notNull(),
    purpose: textOneOf<WebauthnPurpose>(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz().notNull(),
  },
  (t) => [uniqueOn(t.challenge), indexOn(t.expiresAt)],
);

/** Adding a passkey, the second step of a sign-in, or a sign-in with a passkey alone. */
export type WebauthnPurpose = 'registration' | 'second-factor' | 'passwordless';
