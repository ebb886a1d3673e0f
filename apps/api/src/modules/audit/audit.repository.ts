import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Who did a write and from where; every service write takes one. */
export type AuditContext = { actorId: number | null; ip: string | null };

export type AuditEntry = {
  action: string;
  resource: string;
  recordId: number | null;
  before?: unknown;
  after?: unknown;
};

/** Appends one audit row; call it inside the write's transaction so both land or neither. */
export async function writeAudit(db: Executor, context: AuditContext, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorId: context.actorId,
    ip: context.ip,
    action: entry.action,
    resource: entry.resource,
    recordId: entry.recordId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
