import { and, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow } from '../../db/queries';
import { sessions, users } from '../../db/schema';

/** A session that has not ended: one of its rows is neither revoked nor expired. */
const live = () => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

/** At most this many sessions are listed, the most recently used first. */
const LISTED = 100;

/**
 * A person's sessions that have not ended, one per family: when it began (its first row), when
 * it was last used (its latest refresh, or the last request noted on it), and the browser and
 * address of its latest row.
 */
export async function liveSessionsOf(db: Executor, userId: number) {
  const liveFamilies = db
    .select({ family: sessions.family })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live()));
  // GREATEST ignores nulls: a row never noted in use counts from when it was made.
  const lastUsedAt = sql`max(greatest(${sessions.createdAt}, ${sessions.lastSeenAt}))`.mapWith(
    sessions.createdAt,
  );
  return db
    .select({
      family: sessions.family,
      signedInAt: sql`min(${sessions.createdAt})`.mapWith(sessions.createdAt),
      lastUsedAt,
      userAgent: sql<
        string | null
      >`(array_agg(${sessions.userAgent} order by ${sessions.createdAt} desc))[1]`,
      ip: sql<string | null>`(array_agg(${sessions.ip} order by ${sessions.createdAt} desc))[1]`,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), inArray(sessions.family, liveFamilies)))
    .groupBy(sessions.family)
    .orderBy(desc(lastUsedAt), desc(sessions.family))
    .limit(LISTED);
}

/** Which sessions of a person to end: these, or every one but `keep` (every one when null). */
export type Which = { families: string[] } | { allBut: string | null };

/**
 * Ends sessions of a person that have not ended yet; returns each one ended with the browser
 * and address of its latest row.
 */
export async function endLiveSessions(db: Executor, userId: number, which: Which) {
  const chosen =
    'families' in which
      ? inArray(sessions.family, which.families)
      : which.allBut === null
        ? undefined
        : ne(sessions.family, which.allBut);
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), live(), chosen))
    .returning({
      family: sessions.family,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
    });
  // One live row per family in the usual run; keep the latest of each all the same.
  const byFamily = new Map<string, (typeof ended)[number]>();
  for (const row of ended) {
    const kept = byFamily.get(row.family);
    if (!kept || kept.createdAt < row.createdAt) byFamily.set(row.family, row);
  }
  return [...byFamily.values()];
}

/** The first row of a session: where and when it began. */
export async function sessionStart(db: Executor, family: string) {
  return firstRow(
    db
      .select({
        userId: sessions.userId,
        userAgent: sessions.userAgent,
        ip: sessions.ip,
        createdAt: sessions.createdAt,
      })
      .from(sessions)
      .where(eq(sessions.family, family))
      .orderBy(sessions.createdAt),
  );
}

/** The user agents of a person's sessions begun before `before`, each once. */
export async function userAgentsBefore(db: Executor, userId: number, before: Date) {
  const rows = await db
    .selectDistinct({ userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), lt(sessions.createdAt, before)));
  return rows.map((row) => row.userAgent);
}

/** A user who is not in the trash, with what ending their sessions needs to know. */
export async function findLiveUser(db: Executor, id: number) {
  return firstRow(
    db
      .select({ id: users.id, kind: users.kind })
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt))),
  );
}
