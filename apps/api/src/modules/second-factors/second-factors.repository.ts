import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow } from '../../db/queries';
import {
  authenticatorApps,
  recoveryCodes,
  roles,
  sessions,
  signInTickets,
  users,
  type SignInTicketPurpose,
} from '../../db/schema';

/** A staff account's role requirement and where its grace period stands. */
export async function findRequirement(db: Executor, userId: number) {
  return firstRow(
    db
      .select({
        email: users.email,
        kind: users.kind,
        level: roles.level,
        required: roles.requireSecondFactor,
        graceDays: roles.secondFactorGraceDays,
        requiredSince: users.secondFactorRequiredSince,
      })
      .from(users)
      .leftJoin(roles, and(eq(roles.id, users.roleId), isNull(roles.deletedAt)))
      .where(and(eq(users.id, userId), isNull(users.deletedAt))),
  );
}

/**
 * When the requirement first applied to the person: now, unless it already had. Bookkeeping
 * like `lastLoginAt`, so the account's version stays as it is.
 */
export async function stampRequiredSince(db: Executor, userId: number): Promise<Date> {
  const [row] = await db
    .update(users)
    .set({ secondFactorRequiredSince: sql`coalesce(${users.secondFactorRequiredSince}, now())` })
    .where(eq(users.id, userId))
    .returning({ since: users.secondFactorRequiredSince });
  if (!row?.since) throw new Error('The account to stamp is gone');
  return row.since;
}

export async function findApp(db: Executor, userId: number) {
  return firstRow(db.select().from(authenticatorApps).where(eq(authenticatorApps.userId, userId)));
}

/**
 * Keeps a new secret for an app being set up, replacing one not confirmed yet; a confirmed
 * app stays, and then nothing is written (false).
 */
export async function putPendingApp(db: Executor, userId: number, sealedSecret: string) {
  const rows = await db
    .insert(authenticatorApps)
    .values({ userId, sealedSecret })
    .onConflictDoUpdate({
      target: authenticatorApps.userId,
      set: { sealedSecret, lastUsedStep: null, updatedAt: sql`now()` },
      setWhere: isNull(authenticatorApps.confirmedAt),
    })
    .returning({ id: authenticatorApps.id });
  return rows.length === 1;
}

/**
 * Takes a code's time step as used: only a step later than the last one used counts, so
 * a code is never accepted twice, even by two requests at once. `confirming` takes the
 * first code of an app being set up, and makes it take effect.
 */
export async function useStep(db: Executor, userId: number, step: number, confirming: boolean) {
  const rows = await db
    .update(authenticatorApps)
    .set({
      lastUsedStep: step,
      updatedAt: sql`now()`,
      ...(confirming ? { confirmedAt: sql`now()` } : {}),
    })
    .where(
      and(
        eq(authenticatorApps.userId, userId),
        confirming
          ? isNull(authenticatorApps.confirmedAt)
          : isNotNull(authenticatorApps.confirmedAt),
        or(isNull(authenticatorApps.lastUsedStep), lt(authenticatorApps.lastUsedStep, step)),
      ),
    )
    .returning({ id: authenticatorApps.id });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: Executor, userId: number, codeHashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses a recovery code once: a second use finds it used. */
export async function useRecoveryCode(db: Executor, userId: number, codeHash: string) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function countRecoveryCodesLeft(db: Executor, userId: number) {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function insertTicket(db: Executor, values: typeof signInTickets.$inferInsert) {
  await db.insert(signInTickets).values(values);
}

/** A ticket of `purpose` that is unused and unexpired, of a live staff account. */
export async function findLiveTicket(
  db: Executor,
  tokenHash: string,
  purpose: SignInTicketPurpose,
) {
  return firstRow(
    db
      .select({ id: signInTickets.id, userId: signInTickets.userId })
      .from(signInTickets)
      .where(
        and(
          eq(signInTickets.tokenHash, tokenHash),
          eq(signInTickets.purpose, purpose),
          isNull(signInTickets.usedAt),
          gt(signInTickets.expiresAt, sql`now()`),
        ),
      ),
  );
}

/** Uses a ticket once: of two requests at once, one wins. */
export async function consumeTicket(db: Executor, id: number) {
  const rows = await db
    .update(signInTickets)
    .set({ usedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(signInTickets.id, id),
        isNull(signInTickets.usedAt),
        gt(signInTickets.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: signInTickets.id });
  return rows.length === 1;
}

/** Removes every second factor of a person and ends their tickets and sessions. */
export async function removeFactors(db: Executor, userId: number) {
  await db.delete(authenticatorApps).where(eq(authenticatorApps.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .update(signInTickets)
    .set({ usedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(signInTickets.userId, userId), isNull(signInTickets.usedAt)));
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** The level of the role an acting account holds now, if any. */
export async function actingLevelOf(db: Executor, userId: number) {
  const row = await firstRow(
    db
      .select({ level: roles.level })
      .from(users)
      .innerJoin(roles, and(eq(roles.id, users.roleId), isNull(roles.deletedAt)))
      .where(and(eq(users.id, userId), isNull(users.deletedAt))),
  );
  return row?.level ?? null;
}

/** A person whose second factors may be reset: their name and where to tell them. */
export async function findPerson(db: Executor, userId: number) {
  return firstRow(
    db
      .select({ id: users.id, name: users.name, email: users.email, kind: users.kind })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt))),
  );
}
