import { auditEntrySchema, auditQuerySchema, envelope, pageSchema } from '@showroom/contract';
import { readRoute } from '../../crud/route-options';
import { listAudit } from './audit.repository';

export const auditRoutes = readRoute({
  tags: ['audit'],
  path: '/audit-log',
  permission: { resource: 'audit', action: 'read' },
  summary: 'Who changed what: newest first, filtered by record, actor, action or time',
  schema: {
    querystring: auditQuerySchema,
    response: { 200: envelope(pageSchema(auditEntrySchema)) },
  },
  read: (db, request) => listAudit(db, request.query),
});
