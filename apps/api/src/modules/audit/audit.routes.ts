import { auditEntrySchema, auditQuerySchema, envelope, pageSchema } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routesOf } from '../../crud/route-options';
import { ok } from '../../lib/reply';
import { listAudit } from './audit.repository';

const route = routesOf(['audit']);

export async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/audit-log',
    route(
      { resource: 'audit', action: 'read' },
      'Who changed what: newest first, filtered by record, actor, action or time',
      { querystring: auditQuerySchema, response: { 200: envelope(pageSchema(auditEntrySchema)) } },
    ),
    async (request) => ok(await listAudit(app.db, request.query)),
  );
}
