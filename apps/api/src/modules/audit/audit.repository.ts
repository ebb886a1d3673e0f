import type {
  AuditEntry as AuditEntryRow,
  AuditQuery,
  Page,
  SignInEntry,
} from '@showroom/contract';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { likePattern } from '../../crud/crud.repository';
import { keptPerDatabase, listCounter, type ListCount } from '../../crud/fast-reads';
import { equalsIfGiven } from '../../crud/resource';
import type { Executor } from '../../db/client';
import { auditLog, users } from '../../db/schema';

// Only reads: `changes/audited-write.ts` is what writes the log.

/** An entry as the log answers it: every column but its search words. */
const { recordText: _searchWords, ...entryColumns } = getTableColumns(auditLog);

/**
 * Staff whose name or email matches: the log's actors. Looked up first, so the log's own
 * query gets plain ids, which its actor index serves beside the record names' trigram index.
 */
async function actorIdsMatching(db: Executor, pattern: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.kind, 'staff'), or(ilike(users.name, pattern), ilike(users.email, pattern))),
    );
  return rows.map((row) => row.id);
}

/**
 * Entries whose record is named (`record_text`: the names the record went by in the entry,
 * trigram-indexed), or numbered, or whose actor is named, by `search`.
 */
async function searchMatches(db: Executor, search: string): Promise<SQL | undefined> {
  const pattern = likePattern(search);
  const actorIds = await actorIdsMatching(db, pattern);
  const recordId = /^\d{1,9}$/.test(search) ? Number(search) : undefined;
  return or(
    ilike(auditLog.recordText, pattern),
    actorIds.length > 0 ? inArray(auditLog.actorId, actorIds) : undefined,
    recordId === undefined ? undefined : eq(auditLog.recordId, recordId),
  );
}

/** The counts of the lists asked for lately, each built once. */
const keptCounters = keptPerDatabase<() => Promise<ListCount>>();

/**
 * The count of the entries `where` matches. Without a search its filters are plain values, so
 * the same `matching` always means the same statement, built once and kept; a search looks up
 * actors first, and its statement is built for it.
 */
async function counterOf(
  db: Executor,
  where: SQL | undefined,
  matching: string,
  searched: boolean,
) {
  const list = `audit ${matching}`;
  if (searched) return listCounter(db, auditLog, where, list);
  return keptCounters(db, matching, () => listCounter(db, auditLog, where, list));
}

/**
 * One page of the log with each actor's name and email; the id breaks ties in time. `search`
 * finds entries by their record (its name, or its number) or by their actor. Counted as every
 * list is (`listCounter`): exactly up to its limit, and beyond it the planner's estimate.
 */
export async function listAudit(db: Executor, query: AuditQuery): Promise<Page<AuditEntryRow>> {
  const where = and(
    query.search ? await searchMatches(db, query.search) : undefined,
    equalsIfGiven(auditLog.resource, query.resource),
    equalsIfGiven(auditLog.action, query.action),
    equalsIfGiven(auditLog.recordId, query.recordId),
    query.recordIds === undefined ? undefined : inArray(auditLog.recordId, query.recordIds),
    equalsIfGiven(auditLog.actorId, query.actorId),
    query.from === undefined ? undefined : gte(auditLog.at, new Date(query.from)),
    query.to === undefined ? undefined : lte(auditLog.at, new Date(query.to)),
  );
  const direction = query.sortDirection === 'ASC' ? asc : desc;
  const matching = JSON.stringify({ ...query, offset: 0, limit: 0, sortDirection: undefined });
  const [rows, total] = await Promise.all([
    db
      .select({
        entry: entryColumns,
        actor: { id: users.id, name: users.name, email: users.email },
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(direction(auditLog.at), direction(auditLog.id))
      .limit(query.limit)
      .offset(query.offset),
    counterOf(db, where, matching, Boolean(query.search)).then((count) => count()),
  ]);
  return {
    count: total.count,
    ...(total.estimated ? { estimated: true as const } : {}),
    rows: rows.map(({ entry, actor }) => ({
      ...entry,
      at: entry.at.toISOString(),
      actor: actor?.id ? actor : null,
    })),
  };
}

/**
 * The latest successful sign-ins to an account, newest first: its `sign-in` entries (the auth
 * module writes one per sign-in, with the browser's user agent), served by the
 * resource-record index.
 */
export async function recentSignIns(
  db: Executor,
  userId: number,
  limit: number,
): Promise<SignInEntry[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      ip: auditLog.ip,
      userAgent: sql<string | null>`${auditLog.after} ->> 'userAgent'`,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.resource, 'users'),
        eq(auditLog.recordId, userId),
        eq(auditLog.action, 'sign-in'),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
