import type { AuditEntry as AuditEntryRow, AuditQuery, Page } from '@showroom/contract';
import { and, asc, count, desc, eq, gte, lte } from 'drizzle-orm';
import { equalsIfGiven } from '../../crud/resource';
import type { Executor } from '../../db/client';
import { auditLog, users } from '../../db/schema';

// Only reads: `changes/audited-write.ts` is what writes the log.

/** One page of the log with each actor's name and email; the id breaks ties in time. */
export async function listAudit(db: Executor, query: AuditQuery): Promise<Page<AuditEntryRow>> {
  const where = and(
    equalsIfGiven(auditLog.resource, query.resource),
    equalsIfGiven(auditLog.action, query.action),
    equalsIfGiven(auditLog.recordId, query.recordId),
    equalsIfGiven(auditLog.actorId, query.actorId),
    query.from === undefined ? undefined : gte(auditLog.at, new Date(query.from)),
    query.to === undefined ? undefined : lte(auditLog.at, new Date(query.to)),
  );
  const direction = query.sortDirection === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entry: auditLog,
        actor: { id: users.id, name: users.name, email: users.email },
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(direction(auditLog.at), direction(auditLog.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return {
    count: total?.value ?? 0,
    rows: rows.map(({ entry, actor }) => ({
      ...entry,
      at: entry.at.toISOString(),
      actor: actor?.id ? actor : null,
    })),
  };
}
