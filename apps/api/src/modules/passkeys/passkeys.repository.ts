import { and, asc, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow } from '../../db/queries';
import { passkeys, webauthnChallenges, type WebauthnPurpose } from '../../db/schema/passkeys';
import { users } from '../../db/schema/users';

/** What the account page shows of a passkey. */
const listed = {
  id: passkeys.id,
  name: passkeys.name,
  backedUp: passkeys.backedUp,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
};

export async function listOf(db: Executor, userId: number) {
  return db
    .select(listed)
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function countOf(db: Executor, userId: number) {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

/** The credentials a person's authenticators already hold: excluded when adding, allowed when signing in. */
export async function credentialsOf(db: Executor, userId: number) {
  return db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
}

export async function findOwned(db: Executor, userId: number, id: number) {
  return firstRow(
    db
      .select(listed)
      .from(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId))),
  );
}

export async function findByCredential(db: Executor, credentialId: string) {
  return firstRow(db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)));
}

export async function insert(db: Executor, values: typeof passkeys.$inferInsert) {
  const [row] = await db.insert(passkeys).values(values).returning(listed);
  if (!row) throw new Error('The passkey was not stored');
  return row;
}

export async function rename(db: Executor, id: number, name: string) {
  const [row] = await db
    .update(passkeys)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(passkeys.id, id))
    .returning(listed);
  return row ?? null;
}

export async function remove(db: Executor, id: number) {
  await db.delete(passkeys).where(eq(passkeys.id, id));
}

/**
 * Notes a passkey's use. Its signature count must have gone up, unless the authenticator keeps
 * none (zero, as synced passkeys do); of two requests with one count, one wins.
 */
export async function noteUse(db: Executor, id: number, counter: number, backedUp: boolean) {
  const rows = await db
    .update(passkeys)
    .set({ counter, backedUp, lastUsedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(passkeys.id, id),
        counter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, counter),
      ),
    )
    .returning({ id: passkeys.id });
  return rows.length === 1;
}

/** A staff account as a new passkey names it. */
export async function findHolder(db: Executor, userId: number) {
  return firstRow(
    db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.kind, 'staff'), isNull(users.deletedAt))),
  );
}

/** Keeps a challenge handed out, and drops those that expired unanswered. */
export async function insertChallenge(
  db: Executor,
  values: typeof webauthnChallenges.$inferInsert,
) {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`));
  await db.insert(webauthnChallenges).values(values);
}

/**
 * Takes a challenge once: unexpired, of this purpose and person (none for a passwordless
 * sign-in). Of two requests with one challenge, one finds it.
 */
export async function takeChallenge(
  db: Executor,
  challenge: string,
  purpose: WebauthnPurpose,
  userId: number | null,
) {
  const rows = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
        gt(webauthnChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: webauthnChallenges.id });
  return rows.length === 1;
}

/** Removes a person's passkeys and the challenges handed to them (a super admin's reset). */
export async function removeAllOf(db: Executor, userId: number) {
  await db.delete(passkeys).where(eq(passkeys.userId, userId));
  await db.delete(webauthnChallenges).where(eq(webauthnChallenges.userId, userId));
}
