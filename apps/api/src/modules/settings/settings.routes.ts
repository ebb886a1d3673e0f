import { contactSettingsSchema, contactSettingsUpdateSchema, envelope } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routesOf } from '../../crud/route-options';
import { auditContextOf } from '../../crud/crud.routes';
import { ok } from '../../lib/reply';
import { createSettingsService } from './settings.service';

const route = routesOf(['settings']);

/** The contact details are site content, so they sit under the `pages` permission. */
export async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createSettingsService(app.db);
  const response = { 200: envelope(contactSettingsSchema) };

  app.get(
    '/settings/contact',
    route(
      { resource: 'pages', action: 'read' },
      'The site’s contact details and default currency',
      { response },
    ),
    async () => ok(await service.getContact()),
  );

  app.put(
    '/settings/contact',
    route(
      { resource: 'pages', action: 'update' },
      'Replace the contact details (send the version you read)',
      { body: contactSettingsUpdateSchema, response },
    ),
    async (request) => ok(await service.replaceContact(request.body, auditContextOf(request))),
  );
}
