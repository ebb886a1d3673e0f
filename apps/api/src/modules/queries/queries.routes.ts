import {
  customerQueryCreateSchema,
  customerQueryDetailsSchema,
  customerQueryReplySchema,
  customerQuerySchema,
  customerQueryStatusSchema,
  envelope,
  idParamsSchema,
  resourcePaths,
} from '@showroom/contract';
import { moduleRoutes } from '../../crud/route-options';
import { auditContextOf, registerCrudRoutes, registerStatusRoute } from '../../crud/crud.routes';
import { ok } from '../../lib/reply';
import { queriesResource } from './queries.resource';
import { customerQueryMachine, loadQueryDetails, replyToQuery } from './queries.service';

const paths = resourcePaths.queries;

/**
 * Queries arrive from the marketplace's public contact form; staff list them, move them
 * along, and reply by mail. Staff neither create queries nor edit a customer's words.
 */
export const queriesRoutes = moduleRoutes(['queries'], (app, route) => {
  const service = registerCrudRoutes(app, queriesResource, paths, {
    without: ['create', 'update'],
    // The query's page shows the whole conversation: every reply, with who sent it.
    detail: { schema: customerQueryDetailsSchema, load: (id) => loadQueryDetails(app.db, id) },
  });
  registerStatusRoute(app, {
    definition: queriesResource,
    service,
    machine: customerQueryMachine,
    paths,
    body: customerQueryStatusSchema,
  });

  app.post(
    paths.root,
    {
      ...route('public', 'Send a message through the marketplace’s contact form', {
        body: customerQueryCreateSchema,
        response: { 200: envelope(customerQuerySchema) },
      }),
      // Counted per address, so one sender cannot flood the staff's bell.
      preHandler: async (request) => app.rateLimits.consumePublic('contact-us', request.ip),
    },
    async (request) =>
      ok(
        await service.create(request.body, { actorId: null, ip: request.ip }),
        'success.queryReceived',
      ),
  );

  app.post(
    `${paths.root}/:id/reply`,
    route(
      { resource: 'queries', action: 'update' },
      'Reply to a query by mail (a new query goes in progress)',
      {
        params: idParamsSchema,
        body: customerQueryReplySchema,
        response: { 200: envelope(customerQuerySchema) },
      },
    ),
    async (request) =>
      ok(
        await replyToQuery(
          { db: app.db, mailer: app.mailer },
          request.params.id,
          request.body.reply,
          auditContextOf(request),
        ),
      ),
  );
});
