import type { FastifyRequest } from 'fastify';
import type { AuditContext } from '../changes/audited-write';
import { actorOf } from '../plugins/auth';

/** Who makes a request's writes, and from where, as the audit log keeps it. */
export const auditContextOf = (request: FastifyRequest): AuditContext => ({
  actorId: actorOf(request).id,
  ip: request.ip,
});
